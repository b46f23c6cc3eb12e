import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { PASSWORD, register } from './support/app';
import { launchBrowser, type BrowserOptions, type BrowserSession } from './support/browser';
import { BASE_URL } from './support/env';
import { screenshotOnFailure } from './support/failure';
import { tabTo, tabToField } from './support/keyboard';

// Beyond axe-core (which every journey runs on every page it visits): the
// keyboard alone, less motion, 200% zoom and a phone's width.

const sessions: BrowserSession[] = [];

async function browserWith(options: BrowserOptions = {}): Promise<Page> {
  const session = await launchBrowser(options);
  sessions.push(session);
  return session.page;
}

afterAll(async () => {
  await Promise.all(sessions.map((session) => session.close()));
});

/** The page scrolls sideways: something does not fit the width. */
async function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

describe('accessibility', () => {
  it('logs in, opens the sidebar and fills a form with the keyboard alone', async () => {
    const page = await browserWith();
    screenshotOnFailure('a11y-keyboard', () => [page]);
    const email = await register(page, 'Kim', 'Keys');
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(/\/login/);

    await page.goto(`${BASE_URL}/login`);
    await tabToField(page, 'E-mail');
    await page.keyboard.type(email);
    await tabToField(page, 'Password');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname !== '/login');

    // The sidebar's links are reachable and followed with Enter.
    await tabTo(
      page,
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Discover' }),
      (text) => document.activeElement?.closest('nav[aria-label="Main"]') != null && document.activeElement.textContent?.trim() === text,
      'Discover',
    );
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/hackathon\/discover$/);

    // A form: the organization form shown to someone without one, submitted with Enter.
    await page.goto(`${BASE_URL}/hackathon/create`);
    await page.getByText('You need an organization first').waitFor();
    await tabToField(page, 'Organization name');
    await page.keyboard.type('Keyboard Collective');
    await page.keyboard.press('Enter');
    await page.getByText('You need an organization first').waitFor({ state: 'detached' });
    await page.getByLabel(/^Name\W*$/).waitFor();
  });

  it('stops transitions for people who ask for less motion', async () => {
    const page = await browserWith({ reducedMotion: 'reduce' });
    screenshotOnFailure('a11y-motion', () => [page]);
    await register(page, 'Mo', 'Still');
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-respect-reduced-motion'))).toBe('true');
    await page.getByRole('button', { name: 'User menu' }).click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect(await menu.evaluate((element) => getComputedStyle(element).transitionDuration)).toMatch(/^0m?s$/);
  });

  it('fits a 390 px phone and 200% zoom without scrolling sideways', async () => {
    const phone = await browserWith({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    screenshotOnFailure('a11y-phone', () => [phone]);
    await register(phone, 'Pia', 'Phone');
    expect(await overflowsSideways(phone)).toBe(false);
    // The sidebar hides behind the burger and opens from it.
    await phone.getByRole('button', { name: 'Toggle navigation' }).click();
    await phone.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Discover' }).click();
    await phone.waitForURL(/\/hackathon\/discover$/);
    await phone.getByRole('heading', { name: 'Discover hackathons' }).waitFor();
    expect(await overflowsSideways(phone)).toBe(false);

    // 200% zoom of a 1280 px window: the same CSS pixels as a 640 px one at twice the density.
    const zoomed = await browserWith({ viewport: { width: 640, height: 450 }, deviceScaleFactor: 2 });
    screenshotOnFailure('a11y-zoom', () => [zoomed]);
    await register(zoomed, 'Zoe', 'Zoom');
    expect(await overflowsSideways(zoomed)).toBe(false);
    await zoomed.goto(`${BASE_URL}/hackathon/create`);
    await zoomed.getByText('You need an organization first').waitFor();
    expect(await overflowsSideways(zoomed)).toBe(false);
  });
});
