import { afterAll, beforeAll, describe, it } from 'vitest';
import { launchBrowser, type BrowserSession } from './support/browser';
import { BASE_URL } from './support/env';
import { screenshotOnFailure } from './support/failure';
import { signInNewUser } from './support/session';

let browser: BrowserSession;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('the shell', () => {
  it('shows "Page not found" for an unknown path, then the dashboard after 2 s', async () => {
    const { page } = browser;
    screenshotOnFailure('not-found', () => [page]);
    await signInNewUser(page, 'Una', 'Known');
    await page.goto(`${BASE_URL}/no/such/page`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.waitForURL(`${BASE_URL}/dash`, { timeout: 10_000 });
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  });
});
