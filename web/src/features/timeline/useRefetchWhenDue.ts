import { useEffect } from 'react';

/** Time for the workflow to apply a transition before the page reads it again. */
const SETTLE_MS = 2000;
/** setTimeout fires at once for longer delays. */
const MAX_DELAY_MS = 2 ** 31 - 1;

/** Calls refetch shortly after `dueAt` (epoch ms), so the page shows a transition once it happened. */
export function useRefetchWhenDue(dueAt: number | null, refetch: () => Promise<unknown>): void {
  useEffect(() => {
    if (dueAt === null) return;
    const delay = Math.min(Math.max(dueAt - Date.now(), 0) + SETTLE_MS, MAX_DELAY_MS);
    // A failed read is reported by the error link.
    const timer = setTimeout(() => void refetch().catch(() => {}), delay);
    return () => clearTimeout(timer);
  }, [dueAt, refetch]);
}
