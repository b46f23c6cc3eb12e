import { useQuery } from '@apollo/client/react';
import { tabInactive } from '../../lib/tabActivity';
import { PendingApprovalCountQuery } from './operations';

/** The pending approval count is polled every 30 s, not while the tab is hidden or blurred (SPEC 9). */
export const APPROVAL_POLL_MS = 30_000;

/** How many ideas of the hackathon wait for approval; 0 for those who do not approve (skipped). */
export function usePendingApprovals(hackathonId: string | null, canApprove: boolean): number {
  const { data } = useQuery(PendingApprovalCountQuery, {
    variables: { hackathonId: hackathonId ?? '' },
    skip: !hackathonId || !canApprove,
    pollInterval: APPROVAL_POLL_MS,
    skipPollAttempt: tabInactive,
  });
  return canApprove ? (data?.pendingApprovalCount ?? 0) : 0;
}
