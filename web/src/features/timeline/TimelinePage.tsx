import { useParams } from 'react-router';
import { HackathonTimeline } from './HackathonTimeline';
import { NewHackathonTimeline } from './NewHackathonTimeline';

/** Route element of /hackathon/:hackathon_id/timeline and /hackathon/new/timeline (SPEC 2.3). */
export function TimelinePage() {
  const { hackathon_id: hackathonId } = useParams();
  return !hackathonId || hackathonId === 'new' ? (
    <NewHackathonTimeline />
  ) : (
    <HackathonTimeline key={hackathonId} hackathonId={hackathonId} />
  );
}
