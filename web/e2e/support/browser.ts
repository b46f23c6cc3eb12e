import { chromium, type Browser, type BrowserContext, type Download, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { AccessibilityAudit } from './axe';

/** What a journey may change about the browser: a phone's width, 200% zoom, less motion. */
export type BrowserOptions = Pick<
  NonNullable<Parameters<Browser['newContext']>[0]>,
  'viewport' | 'deviceScaleFactor' | 'reducedMotion' | 'isMobile' | 'hasTouch'
>;

export interface BrowserSession {
  page: Page;
  close(): Promise<void>;
}

let connection: Promise<Browser> | undefined;

/** The run's Chromium (e2e/support/chromium.ts), connected to once per test file. */
function sharedChromium(): Promise<Browser> {
  connection ??= chromium.connect(inject('chromiumEndpoint'));
  return connection;
}

/** Leaves the run's Chromium after a test file, closing any context a failed journey left open. */
export async function disconnectChromium(): Promise<void> {
  if (!connection) return;
  const browser = connection;
  connection = undefined;
  await (await browser).close();
}

/**
 * A fresh browser context (its own cookies, storage and cache) in the run's
 * Chromium. Closing fails when a page broke the server's
 * Content-Security-Policy, so every journey checks that the app works under
 * it, or when axe-core found a serious or critical accessibility violation on
 * a page it visited.
 */
export async function launchBrowser(options: BrowserOptions = {}): Promise<BrowserSession> {
  const context: BrowserContext = await (await sharedChromium()).newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const cspViolations: string[] = [];
  context.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) {
      cspViolations.push(`${message.location().url}: ${message.text().slice(0, 300)}`);
    }
  });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  const audit = new AccessibilityAudit();
  audit.watch(page);
  return {
    page,
    async close() {
      const accessibilityViolations = await audit.failures();
      await context.close();
      if (cspViolations.length > 0) {
        throw new Error(`The page broke the Content-Security-Policy:\n${cspViolations.join('\n')}`);
      }
      if (accessibilityViolations.length > 0) {
        throw new Error(`axe-core found serious or critical violations:\n${accessibilityViolations.join('\n')}`);
      }
    },
  };
}

/** A downloaded file's bytes (the run's Chromium is connected to, so the file has no local path). */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks = (await (await download.createReadStream()).toArray()) as Buffer[];
  return Buffer.concat(chunks);
}
