import { useQuery } from '@apollo/client/react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { hackathonTerms } from '../../lib/paths';
import { TermsGateQuery } from './operations';

/**
 * The guard of participant pages: a participant who has not accepted the
 * hackathon's latest required terms goes to its terms page. Everyone else
 * passes; a failed check passes too, and the page shows its own error.
 * What the cache holds (the access guard asks the same fields) lets the page
 * start at once while the answer is checked again.
 */
export function RequireTermsAccepted() {
  const { hackathon_id: hackathonId = '' } = useParams();
  // The share link's token lets someone about to join through the check.
  const inviteToken = new URLSearchParams(useLocation().search).get('token');
  const { data, loading } = useQuery(TermsGateQuery, { variables: { hackathonId, inviteToken }, fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <PageLoader label="Checking terms" />;
  if (data?.hackathon.isParticipant && data.hackathon.termsOutstanding) {
    return <Navigate to={hackathonTerms(hackathonId)} replace />;
  }
  return <Outlet />;
}
