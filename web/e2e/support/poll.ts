// How often a condition outside the browser (the API, Mailpit) is asked again.
const POLL_MS = 200;

/**
 * Asks `check` until it returns something other than undefined and returns
 * that; fails after `timeoutMs`, naming what it waited for.
 */
export async function pollUntil<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await check();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
