import type { Page, Request } from 'playwright-core';

// A Mantine loader standing in for content on its way: a lazy page's or a
// query's PageLoader, the app's first-load overlay.
const LOADING = '[role="status"].mantine-Loader-root, [role="status"] .mantine-Loader-root';

/** The page's requests in flight, but for subscriptions' event streams, which stay open. */
class RequestsInFlight {
  private readonly open = new Set<Request>();
  private waiting: (() => void)[] = [];

  constructor(page: Page) {
    page.on('request', (request) => {
      if (!request.headers().accept?.includes('text/event-stream')) this.open.add(request);
    });
    const done = (request: Request) => {
      if (!this.open.delete(request) || this.open.size > 0) return;
      for (const resolve of this.waiting) resolve();
      this.waiting = [];
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  }

  get count(): number {
    return this.open.size;
  }

  /** Resolves once no request is in flight. */
  none(): Promise<void> {
    if (this.open.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push(resolve));
  }
}

/** Whether, two frames on, the page shows no loader: what the last response brought has rendered. */
function renderedWithoutLoader(selector: string): Promise<boolean> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => requestAnimationFrame(() => resolve(document.querySelector(selector) === null)));
  });
}

/** Resolves when `promise` does or at `deadline`, whichever comes first. */
async function until(promise: Promise<void>, deadline: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, deadline - Date.now())));
  await Promise.race([promise, timeUp]).finally(() => clearTimeout(timer));
}

/**
 * Tells when a page has rendered its content: no request in flight and no
 * loader shown, both still true once the page has drawn what came last (a
 * lazy page's chunk is followed by its query).
 */
export class PageReadiness {
  private readonly requests: RequestsInFlight;

  constructor(private readonly page: Page) {
    this.requests = new RequestsInFlight(page);
  }

  /** Waits until the page is ready or `timeoutMs` has passed, after which it is as ready as it gets. */
  async wait(timeoutMs = 15_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      await this.page
        .waitForFunction((selector) => document.querySelector(selector) === null, LOADING, { timeout: Math.max(1, deadline - Date.now()) })
        .catch(() => undefined);
      await until(this.requests.none(), deadline);
      if ((await this.page.evaluate(renderedWithoutLoader, LOADING)) && this.requests.count === 0) return;
    }
  }
}
