import { PageHeader } from '../../components/PageHeader';
import { CreateHackathonButton } from './CreateHackathonButton';
import { HackathonList } from './HackathonList';
import { ManagedHackathonsTable } from './ManagedHackathonsTable';

/** /hackathon/manage: the hackathons the user organizes, as a table with their settings. */
export function ManageHackathonsPage() {
  return (
    <>
      <PageHeader title="Manage hackathons" description="Hackathons you created or help organize." actions={<CreateHackathonButton />} />
      <HackathonList filter="ORGANIZING" emptyText="You do not organize any hackathon yet.">
        {(hackathons) => <ManagedHackathonsTable hackathons={hackathons} />}
      </HackathonList>
    </>
  );
}
