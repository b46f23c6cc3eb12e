import { PageHeader } from '../../components/PageHeader';
import { CreateHackathonButton } from './CreateHackathonButton';
import { HackathonList } from './HackathonList';
import { ManagedHackathonsTable } from './ManagedHackathonsTable';

/** /hackathon/manage: the hackathons the user organises, as a table with their settings. */
export function ManageHackathonsPage() {
  return (
    <>
      <PageHeader title="Manage hackathons" description="Hackathons you created or help organise." actions={<CreateHackathonButton />} />
      <HackathonList filter="ORGANIZING" emptyText="You do not organise any hackathon yet.">
        {(hackathons) => <ManagedHackathonsTable hackathons={hackathons} />}
      </HackathonList>
    </>
  );
}
