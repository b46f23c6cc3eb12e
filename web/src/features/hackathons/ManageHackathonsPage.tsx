import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { hackathonEdit, hackathonTimeline } from '../../lib/paths';
import { CreateHackathonButton } from './CreateHackathonButton';
import { HackathonList } from './HackathonList';

/** /hackathon/manage: the hackathons the user organises, with their settings. */
export function ManageHackathonsPage() {
  return (
    <>
      <PageHeader title="Manage hackathons" description="Hackathons you created or help organise." actions={<CreateHackathonButton />} />
      <HackathonList
        filter="ORGANIZING"
        emptyText="You do not organise any hackathon yet."
        actions={(hackathon) => (
          <>
            <Button component={Link} to={hackathonEdit(hackathon.id)} variant="default" size="xs" aria-label={`Edit ${hackathon.name}`}>
              Edit
            </Button>
            <Button component={Link} to={hackathonTimeline(hackathon.id)} variant="light" size="xs" aria-label={`Timeline of ${hackathon.name}`}>
              Timeline
            </Button>
          </>
        )}
      />
    </>
  );
}
