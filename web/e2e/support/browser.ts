import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { AccessibilityAudit } from './axe';

// Debian's chromium, never a downloaded browser.
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** What a journey may change about the browser: a phone's width, 200% zoom, less motion. */
export type BrowserOptions = Pick<
  NonNullable<Parameters<typeof chromium.launchPersistentContext>[1]>,
  'viewport' | 'deviceScaleFactor' | 'reducedMotion' | 'isMobile' | 'hasTouch'
>;

export interface BrowserSession {
  page: Page;
  close(): Promise<void>;
}

/**
 * Chromium with a fresh profile in a temporary folder, removed on close.
 * Closing fails when a page broke the server's Content-Security-Policy, so
 * every journey checks that the app works under it, or when axe-core found a
 * serious or critical accessibility violation on a page it visited.
 */
export async function launchBrowser(options: BrowserOptions = {}): Promise<BrowserSession> {
  const profile = await mkdtemp(join(tmpdir(), 'hackforge-e2e-'));
  const context: BrowserContext = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
    viewport: { width: 1280, height: 900 },
    ...options,
  });
  const cspViolations: string[] = [];
  context.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) {
      cspViolations.push(`${message.location().url}: ${message.text().slice(0, 300)}`);
    }
  });
  const page = context.pages()[0] ?? (await context.newPage());
  page.setDefaultTimeout(20_000);
  const audit = new AccessibilityAudit();
  audit.watch(page);
  return {
    page,
    async close() {
      const accessibilityViolations = await audit.failures();
      await context.close();
      await rm(profile, { recursive: true, force: true });
      if (cspViolations.length > 0) {
        throw new Error(`The page broke the Content-Security-Policy:\n${cspViolations.join('\n')}`);
      }
      if (accessibilityViolations.length > 0) {
        throw new Error(`axe-core found serious or critical violations:\n${accessibilityViolations.join('\n')}`);
      }
    },
  };
}
