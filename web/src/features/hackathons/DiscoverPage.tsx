import { PageHeader } from '../../components/PageHeader';
import { CreateHackathonButton } from './CreateHackathonButton';
import { HackathonList } from './HackathonList';

/** /hackathon/discover: public hackathons, running and upcoming first. */
export function DiscoverPage() {
  return (
    <>
      <PageHeader title="Discover hackathons" description="Public hackathons you can join, running and upcoming first." actions={<CreateHackathonButton />} />
      <HackathonList filter="DISCOVER" emptyText="No public hackathons yet." />
    </>
  );
}
