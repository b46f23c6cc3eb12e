import { Switch } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { SetTeamGalleryConsentMutation, TeamGalleryConsentQuery } from './operations';

/** A team admin's consent to show the team's project in the hackathon's gallery; others read it. */
export function GalleryConsentSwitch({ teamId }: { teamId: string }) {
  const { data } = useQuery(TeamGalleryConsentQuery, { variables: { id: teamId } });
  const [setConsent, { loading }] = useMutation(SetTeamGalleryConsentMutation, { refetchQueries: ['TeamGalleryConsent'], awaitRefetchQueries: true });
  const c = data?.teamGalleryConsent;
  if (!c) return null;
  return (
    <Switch
      label="Show our project in the hackathon's gallery"
      description={c.viewerCanChange ? 'Once the results are published, anyone can see its title, description and links.' : 'A team admin decides.'}
      checked={c.consent}
      disabled={!c.viewerCanChange || loading}
      onChange={(e) => void setConsent({ variables: { input: { teamId, consent: e.currentTarget.checked } } })}
    />
  );
}
