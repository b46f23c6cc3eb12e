import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createHackathonByApi } from './support/api';
import { launchBrowser, type BrowserSession } from './support/browser';
import { BASE_URL } from './support/env';
import { screenshotOnFailure } from './support/failure';
import { signInNewUser } from './support/session';

// Issue 33 (Images): an organiser uploads a cover, sees it on the hackathon's
// pages, and is refused a file that is no image (sniffed by the server, whatever
// its name says) and one over 5 MB, each with a message naming the cover.

const browsers: BrowserSession[] = [];

afterAll(async () => {
  await Promise.all(browsers.map((browser) => browser.close()));
});

/** A PNG drawn by the browser: a gradient, width × height. */
async function drawnPNG(page: Page, width: number, height: number): Promise<Buffer> {
  const dataURL = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no canvas');
      const gradient = context.createLinearGradient(0, 0, w, h);
      gradient.addColorStop(0, '#0e7490');
      gradient.addColorStop(1, '#4338ca');
      context.fillStyle = gradient;
      context.fillRect(0, 0, w, h);
      return canvas.toDataURL('image/png');
    },
    [width, height],
  );
  return Buffer.from(dataURL.split(',')[1] ?? '', 'base64');
}

/** Waits until the image with this alternative text has loaded its pixels. */
async function loadedImage(page: Page, alt: string) {
  const image = page.getByRole('img', { name: alt }).first();
  await image.waitFor();
  await page.waitForFunction((el) => el instanceof HTMLImageElement && el.complete && el.naturalWidth > 0, await image.elementHandle());
  return image;
}

describe('images', () => {
  it('uploads a cover that the hackathon pages show, refusing a non-image and a file over 5 MB', async () => {
    const session = await launchBrowser();
    browsers.push(session);
    const { page } = session;
    screenshotOnFailure('images', () => [page]);
    const organiser = await signInNewUser(page, 'Ines', 'Images');
    const hackathon = await createHackathonByApi(organiser.token, { name: 'Cover Jam' });

    await page.goto(`${BASE_URL}/hackathon/${hackathon.id}/edit`);
    const cover = page.getByRole('group', { name: 'Cover' });
    const fileInput = cover.locator('input[type=file]');
    const alt = cover.getByRole('textbox', { name: 'Describe the cover for people who cannot see it' });
    await alt.fill('A crowd at the demo stage');

    // Text named .png passes the browser's check (by name) and is refused by the server's (by content).
    await fileInput.setInputFiles({ name: 'not-really.png', mimeType: 'image/png', buffer: Buffer.from('just some text') });
    await cover.getByRole('button', { name: 'Save cover' }).click();
    await cover.getByRole('alert').filter({ hasText: 'The cover must be a PNG, JPEG or WebP image.' }).waitFor();

    // Over 5 MB: refused before it is sent.
    const big = Buffer.concat([await drawnPNG(page, 10, 10), Buffer.alloc(5 * 1024 * 1024)]);
    await fileInput.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: big });
    await cover.getByRole('alert').filter({ hasText: 'The cover is larger than 5 MB.' }).waitFor();

    await fileInput.setInputFiles({ name: 'stage.png', mimeType: 'image/png', buffer: await drawnPNG(page, 1200, 600) });
    await expect.poll(() => cover.getByRole('alert').count()).toBe(0);
    await cover.getByRole('button', { name: 'Save cover' }).click();
    await page.getByText('Cover saved').waitFor();
    await cover.getByRole('button', { name: 'Remove cover' }).waitFor();

    // The signed-in page and the public page show it as a banner, with the organiser's text.
    await page.goto(`${BASE_URL}/hackathon/${hackathon.id}/detail`);
    const banner = await loadedImage(page, 'A crowd at the demo stage');
    expect(await banner.getAttribute('src')).toMatch(/\/api\/v1\/images\/[0-9a-f]{32}\/large$/);

    const visitor = await launchBrowser();
    browsers.push(visitor);
    await visitor.page.goto(`${BASE_URL}/pub/hackathon/${hackathon.id}/detail`);
    await loadedImage(visitor.page, 'A crowd at the demo stage');
  });
});
