import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { DeleteByNameCard } from '../../components/DeleteByNameCard';
import { notify } from '../../lib/notify';
import { ORGANIZATION_KEY, rememberOrganization } from './currentOrganization';
import { DeleteOrganizationMutation, MyOrganizationsQuery } from './operations';

/** What happens to the organization's things, said before the deletion and kept by the server. */
export const DELETION_FATE =
  'Its members, invitations and innovation ledgers are deleted with it. An organization that still hosts hackathons, finished ones included, cannot be deleted: delete them first.';

/** The danger zone of the organization's page, for its creator and owners (viewerCan.delete): deletes it after its name is typed. */
export function DeleteOrganizationSection({ id, name }: { id: string; name: string }) {
  const navigate = useNavigate();
  const client = useApolloClient();
  const [deleteOrganization] = useMutation(DeleteOrganizationMutation, { context: { silent: true } });

  const remove = async (confirmName: string) => {
    await deleteOrganization({ variables: { input: { id, confirmName } } });
    if (window.localStorage.getItem(ORGANIZATION_KEY) === id) rememberOrganization(null);
    client.cache.evict({ id: client.cache.identify({ __typename: 'Organization', id }) });
    client.cache.gc();
    await client.refetchQueries({ include: [MyOrganizationsQuery] });
    notify(`${name} was deleted`, 'success');
    await navigate('/organization', { replace: true });
  };

  return <DeleteByNameCard noun="organization" name={name} fate={DELETION_FATE} onDelete={remove} />;
}
