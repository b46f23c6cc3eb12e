import { Box } from '@mantine/core';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { DeleteByNameCard } from '../../components/DeleteByNameCard';
import { notify } from '../../lib/notify';
import { session } from '../../lib/session/store';
import { DeleteHackathonMutation, ProgrammeHackathonQuery } from './operations';

const DELETION_FATE = 'Its schedule, prizes, goals, resources, people and invitations go with it. Everyone taking part is told.';

/** The settings page's danger zone: the creator (viewerCan.delete) deletes the hackathon after typing its name. */
export function DeleteHackathonSection({ id }: { id: string }) {
  const { data } = useQuery(ProgrammeHackathonQuery, { variables: { id } });
  const hackathon = data?.hackathon;
  if (!hackathon?.viewerCan.delete) return null;
  return <DeleteHackathon id={id} name={hackathon.name} />;
}

function DeleteHackathon({ id, name }: { id: string; name: string }) {
  const navigate = useNavigate();
  const client = useApolloClient();
  const [deleteHackathon] = useMutation(DeleteHackathonMutation, { context: { silent: true } });

  const remove = async (confirmName: string) => {
    await deleteHackathon({ variables: { input: { id, confirmName } } });
    if (session.get().activeHackathon?.id === id) session.setActiveHackathon(null);
    client.cache.evict({ id: client.cache.identify({ __typename: 'Hackathon', id }) });
    client.cache.gc();
    notify(`${name} was deleted`, 'success');
    await navigate('/hackathon/mine', { replace: true });
  };

  return (
    <Box mt="xl">
      <DeleteByNameCard noun="hackathon" name={name} fate={DELETION_FATE} onDelete={remove} />
    </Box>
  );
}
