import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { addToHackathon, advanceToPhase, graphql, registerUser, type TestUser } from './support/api';
import { launchBrowser, type BrowserSession } from './support/browser';
import { BASE_URL } from './support/env';
import { hackingWithTeam } from './support/fixtures';
import { logIn } from './support/session';

// The round-trip benchmark of issue 32 (make bench-roundtrips; skipped by
// make test, where timing has no place). Each of the ten most used pages is
// opened to warm the browser's cache, then RUNS times as it is and
// RUNS times with every API call made LATENCY_MS slower, as on a slow mobile
// network. The round trips on the content's path are the extra time to first
// content (medians) divided by LATENCY_MS: only calls the content waited for
// add to it.
// It also prints the calls sent before the content showed and the longest
// chain of them each sent after another had answered, which counts calls
// that merely happened to follow one another too, and the layout shift (as
// CLS sums it) once the calls sent by then have answered: late parts such as
// the sidebar's hackathon group must not push the content about.

const LATENCY_MS = Number(process.env.ROUNDTRIP_LATENCY_MS ?? 300);
const TARGET = 2;
const isApi = (url: URL) => /^\/(gql|u-gql)$|^\/api\//.test(url.pathname);

interface Call {
  request: Request;
  sent: number;
  answered: number | null;
}

interface Visit {
  calls: number;
  chain: number;
  firstContentMs: number;
  /** Cumulative layout shift once every call sent so far has answered. */
  layoutShift: number;
}

type Content = (page: Page) => ReturnType<Page['getByRole']>;

/** The delay the route below adds to each API call at the moment. */
let delayMs = 0;

/** Opens `path` and waits for `content`: the calls sent until then, their longest chain and the time. */
async function visit(page: Page, path: string, content: Content): Promise<Visit> {
  await page.goto('about:blank');
  const calls: Call[] = [];
  const sent = (request: Request) => {
    if (isApi(new URL(request.url())) && !request.headers().accept?.includes('text/event-stream')) calls.push({ request, sent: Date.now(), answered: null });
  };
  let settle = () => {};
  const allAnswered = () => calls.every((c) => c.answered !== null);
  const answered = (request: Request) => {
    const call = calls.find((c) => c.request === request);
    if (call) call.answered = Date.now();
    if (allAnswered()) settle();
  };
  page.on('request', sent);
  page.on('requestfinished', answered);
  page.on('requestfailed', answered);
  const start = Date.now();
  await page.goto(`${BASE_URL}${path}`);
  await content(page).first().waitFor({ timeout: 60_000 });
  const shown = Date.now();
  if (!allAnswered()) await new Promise<void>((resolve) => (settle = resolve));
  const layoutShift = await page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.__layoutShift ?? 0)))));
  page.off('request', sent);
  page.off('requestfinished', answered);
  page.off('requestfailed', answered);

  const before = calls.filter((c) => c.sent <= shown).sort((a, b) => a.sent - b.sent);
  const depth = new Map<Call, number>();
  for (const call of before) {
    const prior = before.filter((p) => p.answered !== null && p.answered <= call.sent);
    depth.set(call, 1 + Math.max(0, ...prior.map((p) => depth.get(p) ?? 0)));
  }
  return { calls: before.length, chain: Math.max(0, ...depth.values()), firstContentMs: shown - start, layoutShift };
}

interface Row extends Visit {
  page: string;
  roundTrips: number;
  baselineMs: number;
}

const RUNS = 3;

/** The visit of median time among RUNS, each made with the current delay. */
async function medianVisit(page: Page, path: string, content: Content): Promise<Visit> {
  const visits: Visit[] = [];
  for (let run = 0; run < RUNS; run++) visits.push(await visit(page, path, content));
  return visits.sort((a, b) => a.firstContentMs - b.firstContentMs)[Math.floor(RUNS / 2)];
}

async function measure(page: Page, name: string, path: string, content: Content): Promise<Row> {
  delayMs = 0;
  await visit(page, path, content);
  const baseline = await medianVisit(page, path, content);
  delayMs = LATENCY_MS;
  const slow = await medianVisit(page, path, content);
  delayMs = 0;
  const roundTrips = Math.max(0, Math.round((slow.firstContentMs - baseline.firstContentMs) / LATENCY_MS));
  return { page: name, ...slow, roundTrips, baselineMs: baseline.firstContentMs };
}

declare global {
  interface Window {
    __layoutShift?: number;
  }
}

/** Sums the page's layout shifts not caused by input, as Core Web Vitals' CLS does (one window). */
async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) window.__layoutShift = (window.__layoutShift ?? 0) + entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Delays every API call of the page's context by delayMs; event streams stay as they are. */
async function addLatency(page: Page): Promise<void> {
  await page.context().route(isApi, async (route) => {
    if (delayMs > 0 && !route.request().headers().accept?.includes('text/event-stream')) await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue();
  });
}

describe.skipIf(process.env.HACKFORGE_BENCH_ROUNDTRIPS !== '1')('round trips to first content', () => {
  let organizerBrowser: BrowserSession;
  let judgeBrowser: BrowserSession;
  let memberBrowser: BrowserSession;

  beforeAll(async () => {
    [organizerBrowser, judgeBrowser, memberBrowser] = await Promise.all([launchBrowser(), launchBrowser(), launchBrowser()]);
  });

  afterAll(async () => {
    await Promise.all([organizerBrowser?.close(), judgeBrowser?.close(), memberBrowser?.close()]);
  });

  it('prints, for the ten most used pages, the calls and round trips before content', { timeout: 600_000 }, async () => {
    const [organizer, judge, member]: TestUser[] = await Promise.all([registerUser('Rhea'), registerUser('Jude'), registerUser('Mo')]);
    const { hackathon, categoryId, teamId } = await hackingWithTeam(organizer, member, 'Round trips', { hasJudges: true });
    const { updateSubmission } = await graphql<{ updateSubmission: { submission: { id: string } } }>(
      member.token,
      `mutation ($input: UpdateSubmissionInput!) { updateSubmission(input: $input) { submission { id } } }`,
      { input: { teamId, categoryId, response: { title: 'Moon lander' }, submitted: true } },
    );
    await graphql(
      organizer.token,
      `mutation ($id: ID!) { createJudgingCriteria(input: {hackathonId: $id, criteria: [{name: "Idea", maxScore: 10}]}) { judgingCriteria { id } } }`,
      { id: hackathon.id },
    );
    await addToHackathon(organizer, judge, hackathon.id, 'JUDGE');
    await advanceToPhase(organizer, hackathon.id, 'JUDGING');

    const [o, j, m] = [organizerBrowser.page, judgeBrowser.page, memberBrowser.page];
    await Promise.all([logIn(o, organizer, hackathon), logIn(j, judge, hackathon), logIn(m, member, hackathon)]);
    await Promise.all([addLatency(o), addLatency(j), addLatency(m), watchLayoutShift(o), watchLayoutShift(j), watchLayoutShift(m)]);
    const id = hackathon.id;
    const rows = [
      await measure(o, 'dashboard', '/dash', (p) => p.getByRole('link', { name: hackathon.name })),
      await measure(o, 'discover', '/hackathon/discover', (p) => p.getByRole('link', { name: /Round trips/ })),
      await measure(o, 'detail', `/hackathon/${id}/detail`, (p) => p.getByRole('heading', { name: 'About' })),
      await measure(o, 'participants', `/hackathon/${id}/participants`, (p) => p.getByRole('cell', { name: /Mo Journey/ })),
      await measure(o, 'judges', `/hackathon/${id}/judges`, (p) => p.getByRole('cell', { name: /Jude Journey/ })),
      await measure(o, 'submissions', `/hackathon/${id}/submissions`, (p) => p.getByRole('link', { name: 'Moon Crew' })),
      await measure(j, 'scoring', `/hackathon/${id}/submissions/${updateSubmission.submission.id}`, (p) => p.getByRole('textbox', { name: /^Idea/ })),
      await measure(m, 'team', `/hackathon/${id}/team/${teamId}`, (p) => p.getByRole('heading', { name: 'Moon Crew' })),
      await measure(o, 'inbox', '/inbox/all', (p) => p.getByText(/registered for/)),
    ];
    await advanceToPhase(organizer, id, 'COMPLETE');
    rows.push(await measure(m, 'results', `/hackathon/${id}/submissions`, (p) => p.getByRole('table', { name: 'Results of Main' })));

    const lines = [
      `Round trips to first content, ${LATENCY_MS} ms added to every API call (target: at most ${TARGET} on the content's path)`,
      '| page | round trips on the content path | calls before content | longest chain of calls | first content, as is | with the delay | layout shift (with the delay) |',
      '|---|---|---|---|---|---|---|',
      ...rows.map(
        (r) =>
          `| ${r.page} | ${r.roundTrips}${r.roundTrips > TARGET ? ' (over)' : ''} | ${r.calls} | ${r.chain} | ${r.baselineMs} ms | ${r.firstContentMs} ms | ${r.layoutShift.toFixed(3)} |`,
      ),
    ];
    console.log(lines.join('\n'));
  });
});
