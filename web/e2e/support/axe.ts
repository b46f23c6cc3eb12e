import { appendFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

// WCAG 2.1 A and AA. A journey fails on what axe rates serious or critical.
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);
// Long enough for a route's lazy chunk and first query to render.
const SETTLE_MS = 700;

// An open select's options scroll without taking focus: focus stays in the
// input, whose arrow keys move through them (aria-activedescendant), which
// axe's scrollable-region-focusable rule cannot see.
const OPEN_LISTBOX = '[role="listbox"]';

/** One line per page checked, read by deploy/test.sh for its summary. */
const REPORT = process.env.AXE_REPORT ?? 'e2e-artifacts/axe-report.jsonl';

/** "/hackathon/12/team/3" and "/hackathon/7/team/9" are the same page. */
export function pageKey(url: string): string {
  const { pathname } = new URL(url);
  return pathname.replace(/\/\d+(?=\/|$)/g, '/:id').replace(/\/[0-9a-f-]{32,}(?=\/|$)/gi, '/:uid');
}

/** Waits (up to 2 s) for the page's finite animations and transitions; spinners run forever. */
async function settleAnimations(): Promise<void> {
  const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
  await Promise.race([Promise.allSettled(finite.map((animation) => animation.finished)), new Promise((resolve) => setTimeout(resolve, 2_000))]);
}

/**
 * Runs axe-core on every page a journey visits (each distinct route once per
 * browser), after the page has had a moment to render. `failures()` lists the
 * serious and critical violations found.
 */
export class AccessibilityAudit {
  private readonly checked = new Set<string>();
  private readonly found: string[] = [];
  private pending: Promise<void> = Promise.resolve();

  watch(page: Page): void {
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) return;
      this.pending = this.pending.then(() => this.check(page));
    });
  }

  async failures(): Promise<string[]> {
    await this.pending;
    return this.found;
  }

  private async check(page: Page): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    if (page.isClosed()) return;
    const key = pageKey(page.url());
    if (this.checked.has(key) || !page.url().startsWith('http')) return;
    let failing: Violation[];
    try {
      failing = await analyze(page);
      // The journey goes on while axe reads the page: a button it just
      // clicked can be caught with its label fading back in. Only what is
      // still wrong once that has settled counts.
      if (failing.length > 0) failing = persisting(failing, await analyze(page));
    } catch {
      // The page navigated away mid-analysis: the next navigation checks again.
      return;
    }
    this.checked.add(key);
    for (const violation of failing) {
      const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ');
      this.found.push(`${key}: ${violation.id} (${violation.impact}) ${violation.help} — ${targets}`);
    }
    await mkdir(dirname(REPORT), { recursive: true });
    await appendFile(REPORT, `${JSON.stringify({ page: key, violations: failing.map((v) => v.id) })}\n`);
  }
}

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** The page's serious and critical violations, once its finite animations have ended. */
async function analyze(page: Page): Promise<Violation[]> {
  // A menu or dropdown fading in has text at part opacity: check what people read.
  await page.evaluate(settleAnimations);
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).exclude(OPEN_LISTBOX).analyze();
  return violations.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''));
}

/** The violations of `first` whose elements `second` found wrong again. */
function persisting(first: Violation[], second: Violation[]): Violation[] {
  const again = new Set(second.flatMap((violation) => violation.nodes.map((node) => `${violation.id} ${node.target.join(' ')}`)));
  return first
    .map((violation) => ({ ...violation, nodes: violation.nodes.filter((node) => again.has(`${violation.id} ${node.target.join(' ')}`)) }))
    .filter((violation) => violation.nodes.length > 0);
}
