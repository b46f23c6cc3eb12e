import { useQuery } from '@apollo/client/react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { hackathonTerms } from '../../lib/paths';
import { TermsGateQuery } from './operations';

/**
 * The guard of participant pages: a participant who has not accepted the
 * hackathon's latest required terms goes to its terms page. Everyone else
 * passes; a failed check passes too, and the page shows its own error.
 * A passing answer in the cache (the access guard asks the same fields) lets
 * the page start at once while the server is asked again. Without one, the
 * page renders hidden behind the check, so that its code and its own queries
 * go out alongside the check instead of after it.
 */
export function RequireTermsAccepted() {
  const { hackathon_id: hackathonId = '' } = useParams();
  // The share link's token lets someone about to join through the check.
  const inviteToken = new URLSearchParams(useLocation().search).get('token');
  const { data, loading } = useQuery(TermsGateQuery, { variables: { hackathonId, inviteToken }, fetchPolicy: 'cache-and-network' });
  const outstanding = Boolean(data?.hackathon.isParticipant && data.hackathon.termsOutstanding);
  if (!loading && outstanding) return <Navigate to={hackathonTerms(hackathonId)} replace />;
  // A cached "outstanding" may be stale (just accepted): only the server's answer sends to the terms.
  const checking = loading && (!data || outstanding);
  // The page keeps its place in the tree when the check ends, so it is not mounted twice.
  return (
    <>
      {checking ? <PageLoader label="Checking terms" /> : null}
      <div hidden={checking} style={checking ? undefined : { display: 'contents' }}>
        <Outlet />
      </div>
    </>
  );
}
