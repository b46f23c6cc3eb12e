import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { createHackathonByApi, registerUser } from './support/api';
import { analyze } from './support/axe';
import { launchBrowser, type BrowserSession } from './support/browser';
import { BASE_URL } from './support/env';
import { screenshotOnFailure } from './support/failure';

// Issue 33: the pages a signed-out visitor lands on, on a phone as Lighthouse's
// mobile profile sees them.

const sessions: BrowserSession[] = [];

afterAll(async () => {
  await Promise.all(sessions.map((session) => session.close()));
});

/** Headings that skip a level going down (an h4 right under an h1). */
function skippedHeadings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const levels = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => Number(heading.tagName[1]));
    return levels.flatMap((level, i) => (i > 0 && level > levels[i - 1] + 1 ? [`h${levels[i - 1]} then h${level}`] : []));
  });
}

describe('public pages', () => {
  it('shows the login and a public hackathon with their own scripts only, accessible, and its link preview in the HTML', async () => {
    const organizer = await registerUser('Petra', 'Public');
    const hackathon = await createHackathonByApi(organizer.token, { name: 'Preview Jam' });
    const session = await launchBrowser({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    sessions.push(session);
    const { page } = session;
    screenshotOnFailure('public-pages', () => [page]);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });

    await page.goto(`${BASE_URL}/login`);
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    expect(await analyze(page)).toEqual([]);

    await page.goto(`${BASE_URL}/pub/hackathon/${hackathon.id}/detail`);
    await page.getByRole('heading', { name: hackathon.name, level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'About' }).waitFor();
    expect(await analyze(page)).toEqual([]);
    expect(await skippedHeadings(page)).toEqual([]);

    // Neither page loaded the signed-in shell and pages (web/src/app/signedInChunk.ts).
    expect(scripts.filter((path) => path.includes('signedInChunk'))).toEqual([]);
    expect(scripts.length).toBeGreaterThan(0);

    // A link preview reads the document as served, without running it.
    const html = await (await fetch(`${BASE_URL}/pub/hackathon/${hackathon.id}/detail`)).text();
    expect(html).toContain(`<meta property="og:title" content="${hackathon.name}" />`);
    expect(html).toContain(`<meta property="og:url" content="${BASE_URL}/pub/hackathon/${hackathon.id}/detail" />`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });
});
