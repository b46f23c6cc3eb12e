import { notify } from '../notify';

export const DISCONNECT_MESSAGE = 'Seems like you are disconnected from the internet.';
const DISCONNECT_NOTICE_MS = 20_000;

/**
 * Shows the red disconnect notice for 20 s, at most once per `throttleMs`
 * (SPEC 8: 20 s for the authenticated client, 30 s for the public one).
 */
export function disconnectNotifier(throttleMs: number, now: () => number = Date.now): () => void {
  let lastShown = -Infinity;
  return () => {
    if (now() - lastShown < throttleMs) return;
    lastShown = now();
    notify(DISCONNECT_MESSAGE, 'danger', DISCONNECT_NOTICE_MS);
  };
}
