import { createHash } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { checkedBefore, recordCheck } from './axeReport';
import { PageReadiness } from './pageReady';

// WCAG 2.1 A and AA. A journey fails on what axe rates serious or critical.
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

// An open select's options scroll without taking focus: focus stays in the
// input, whose arrow keys move through them (aria-activedescendant), which
// axe's scrollable-region-focusable rule cannot see.
const OPEN_LISTBOX = '[role="listbox"]';

/** "/hackathon/12/team/3" and "/hackathon/7/team/9" are the same page. */
function pathKey(pathname: string): string {
  return pathname.replace(/\/\d+(?=\/|$)/g, '/:id').replace(/\/[0-9a-f-]{32,}(?=\/|$)/gi, '/:uid');
}

// The sidebar's links that follow the viewer's role in the active hackathon
// (web/src/app/shell/sidebarItems.ts): organizer (Settings, QR Registration),
// participant (My Team, Create Team), idea approver, judge (Submissions),
// talent manager, organization admin. The others follow the hackathon's
// features and phase, which change what a page lists more than how it is built.
const ROLE_LINKS = /\/(timeline|qr-scanner|team\/:id|teams\/create|ideas\/approve|submissions|talent-man|members)$/;

/**
 * Who the page is shown to, as far as it shows: the window's width, and the
 * role the sidebar's links give away ("no sidebar" signed out).
 */
async function viewerOf(page: Page): Promise<string> {
  const { width, links } = await page.evaluate(() => ({
    width: window.innerWidth,
    links: [...document.querySelectorAll('nav[aria-label="Main"] a[href]')].map((link) => link.getAttribute('href') ?? ''),
  }));
  if (links.length === 0) return `${width}px no sidebar`;
  const role = [...new Set(links.map(pathKey).filter((path) => ROLE_LINKS.test(path)))].sort().join(' ');
  return `${width}px ${role ? createHash('sha1').update(role).digest('hex').slice(0, 8) : 'signed in'}`;
}

/**
 * Waits (up to 2 s) until the page runs no finite animation or transition;
 * spinners run forever. Asked again after each wait: a menu the journey
 * closes meanwhile starts a fade that the first look did not see.
 */
async function settleAnimations(): Promise<void> {
  const deadline = Date.now() + 2_000;
  for (;;) {
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    const left = deadline - Date.now();
    if (finite.length === 0 || left <= 0) return;
    await Promise.race([Promise.allSettled(finite.map((animation) => animation.finished)), new Promise((resolve) => setTimeout(resolve, left))]);
  }
}

/**
 * Runs axe-core on every page a journey visits, once it has rendered, unless
 * this run has already checked that page at the same width for the same role
 * (in any journey). `failures()` lists the serious and critical violations found.
 */
export class AccessibilityAudit {
  private readonly found: string[] = [];
  private pending: Promise<void> = Promise.resolve();

  watch(page: Page): void {
    const readiness = new PageReadiness(page);
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) return;
      this.pending = this.pending.then(() => this.check(page, readiness));
    });
  }

  async failures(): Promise<string[]> {
    await this.pending;
    return this.found;
  }

  private async check(page: Page, readiness: PageReadiness): Promise<void> {
    if (page.isClosed() || !page.url().startsWith('http')) return;
    let key: string;
    let viewer: string;
    let failing: Violation[];
    try {
      await readiness.wait();
      key = pathKey(new URL(page.url()).pathname);
      viewer = await viewerOf(page);
      if (await checkedBefore(key, viewer)) return;
      failing = await analyze(page);
      // The journey goes on while axe reads the page: a button it just
      // clicked can be caught with its label fading back in. Only what is
      // still wrong once that has settled counts.
      if (failing.length > 0) failing = persisting(failing, await analyze(page));
    } catch {
      // The page navigated away or closed mid-check: the next navigation checks again.
      return;
    }
    for (const violation of failing) {
      const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ');
      this.found.push(`${key} (${viewer}): ${violation.id} (${violation.impact}) ${violation.help} — ${targets}`);
    }
    await recordCheck({ page: key, viewer, violations: failing.map((violation) => violation.id) });
  }
}

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

// axe refuses a run while another is going in the same document ("Axe is
// already running"), and the audit's check of a page just opened can overlap
// the journey's own analyze(): the runs on one page go one after another.
const axeRuns = new WeakMap<Page, Promise<unknown>>();

/** The page's serious and critical violations, once its finite animations have ended. */
export function analyze(page: Page): Promise<Violation[]> {
  const run = (axeRuns.get(page) ?? Promise.resolve()).catch(() => undefined).then(() => analyzeNow(page));
  axeRuns.set(page, run);
  return run;
}

async function analyzeNow(page: Page): Promise<Violation[]> {
  // A menu or dropdown fading in has text at part opacity: check what people read.
  await page.evaluate(settleAnimations);
  // Legacy mode runs axe in the page alone: the default opens a blank page
  // per check to merge the frames' results, and the app has no frames. Only
  // violations are read, so axe builds no selectors for what passed.
  const { violations } = await new AxeBuilder({ page }).setLegacyMode().withTags(TAGS).exclude(OPEN_LISTBOX).options({ resultTypes: ['violations'] }).analyze();
  return violations.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''));
}

/** The violations of `first` whose elements `second` found wrong again. */
function persisting(first: Violation[], second: Violation[]): Violation[] {
  const again = new Set(second.flatMap((violation) => violation.nodes.map((node) => `${violation.id} ${node.target.join(' ')}`)));
  return first
    .map((violation) => ({ ...violation, nodes: violation.nodes.filter((node) => again.has(`${violation.id} ${node.target.join(' ')}`)) }))
    .filter((violation) => violation.nodes.length > 0);
}
