import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';

// One Chromium for the whole run: each journey's browser is a fresh context in
// it (its own storage and cache), which opens far faster than a browser does.

// Debian's chromium-headless-shell (deploy/tools.sh), never a downloaded browser.
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';

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

declare module 'vitest' {
  export interface ProvidedContext {
    chromiumEndpoint: string;
  }
}

/** vitest's global setup: launches Chromium before the first file, closes it after the last. */
export default async function launchChromium({ provide }: TestProject): Promise<() => Promise<void>> {
  const server = await chromium.launchServer({ executablePath: CHROMIUM, headless: true, args: ARGS });
  provide('chromiumEndpoint', server.wsEndpoint());
  return () => server.close();
}
