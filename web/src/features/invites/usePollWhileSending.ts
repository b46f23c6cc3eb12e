import { useEffect } from 'react';
import type { InviteDelivery } from '../../gql/graphql';

/** How often the invites are asked again while an e-mail is on its way. */
export const DELIVERY_POLL_MS = 3000;

interface Polling {
  startPolling: (ms: number) => void;
  stopPolling: () => void;
}

/** Polls while any invite's e-mail is SENDING, so it turns Sent or Failed without a reload, and stops after. */
export function usePollWhileSending(invites: readonly { delivery: InviteDelivery }[], { startPolling, stopPolling }: Polling) {
  const sending = invites.some((invite) => invite.delivery === 'SENDING');
  useEffect(() => {
    if (!sending) return undefined;
    startPolling(DELIVERY_POLL_MS);
    return stopPolling;
  }, [sending, startPolling, stopPolling]);
}
