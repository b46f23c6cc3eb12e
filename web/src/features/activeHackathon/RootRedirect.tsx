import { Navigate } from 'react-router';
import { DISCOVER, hackathonView } from '../../lib/paths';
import { useActiveHackathon } from './ActiveHackathonContext';
import { PageLoader } from '../../components/PageLoader';

/** / (Dash): the active hackathon's page; with none, or when the check failed, Discover (SPEC 2.1). */
export function RootRedirect() {
  const { active, status } = useActiveHackathon();
  if (status === 'choosing') {
    return <PageLoader />;
  }
  return <Navigate to={status === 'ready' && active ? hackathonView(active.id) : DISCOVER} replace />;
}
