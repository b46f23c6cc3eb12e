import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { DASHBOARD } from '../../lib/paths';
import { useSession } from '../../lib/session/useSession';
import { checkHackathonAccess, hasParticipantInvite } from './access';
import { PageLoader } from '../../components/PageLoader';

/**
 * The access rule of the hackathon detail page (SPEC 2.4): an invited user
 * passes; for others the server decides (viewerCan.view: a role, a PUBLIC
 * hackathon or organization membership), cached 5 minutes. Denial or a failed
 * check goes to the dashboard.
 */
export function RequireHackathonAccess() {
  const { hackathon_id: id = '' } = useParams();
  const { search } = useLocation();
  const client = useApolloClient();
  const userId = useSession().user.id ?? '';
  const invited = hasParticipantInvite(search);
  const inviteToken = new URLSearchParams(search).get('token');
  const [result, setResult] = useState<{ key: string; allowed: boolean } | null>(null);
  const key = `${userId}:${id}`;

  useEffect(() => {
    if (invited) return;
    let current = true;
    void checkHackathonAccess(client, userId, id, inviteToken).then((allowed) => {
      if (current) setResult({ key, allowed });
    });
    return () => {
      current = false;
    };
  }, [client, userId, id, key, invited, inviteToken]);

  if (invited) return <Outlet />;
  if (result?.key !== key) {
    return <PageLoader label="Checking access" />;
  }
  return result.allowed ? <Outlet /> : <Navigate to={DASHBOARD} replace />;
}
