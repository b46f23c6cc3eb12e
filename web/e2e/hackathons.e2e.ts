import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { createHackathon, uniqueName } from './support/app';
import { launchBrowser, type BrowserSession } from './support/browser';
import { BASE_URL } from './support/env';
import { screenshotOnFailure } from './support/failure';
import { signInNewUser } from './support/session';

// Journeys of the "organizations, hackathons and the shell" issue, each with its own new user.

// Each test has its own browser; they close at the end, after any failure screenshot.
const browsers: BrowserSession[] = [];
let page: Page;

async function openBrowser(name: string) {
  const browser = await launchBrowser();
  browsers.push(browser);
  page = browser.page;
  screenshotOnFailure(name, () => [browser.page]);
}

afterAll(async () => {
  await Promise.all(browsers.map((browser) => browser.close()));
});

/** Pages through Discover until the hackathon's card shows. */
async function findInDiscover(name: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Discover' }).click();
  await page.getByRole('heading', { name: 'Discover hackathons' }).waitFor();
  const card = page.getByRole('article', { name });
  for (let pageNumber = 1; pageNumber <= 100; pageNumber++) {
    await page.getByRole('article').first().waitFor();
    if ((await card.count()) > 0) return card;
    const next = page.getByRole('button', { name: 'Next' });
    if (!(await next.isEnabled())) break;
    await next.click();
    await page.getByText(new RegExp(`^Page ${pageNumber + 1} of`)).waitFor();
  }
  throw new Error(`${name} is not in Discover`);
}

describe('hackathons', () => {
  it('creates an organization and a hackathon, finds it in Discover and opens its detail', async () => {
    await openBrowser('create-and-discover');
    await signInNewUser(page, 'Olive', 'Organizer');
    const name = uniqueName('Discoverable Hack');
    const id = await createHackathon(page, { name });

    const card = await findInDiscover(name);
    await card.getByRole('link', { name }).click();
    await page.waitForURL(`${BASE_URL}/hackathon/${id}/detail`);
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    await page.getByText('Your active hackathon').waitFor();
    await page.getByRole('button', { name: 'Edit details' }).or(page.getByRole('link', { name: 'Edit details' })).waitFor();
    const shareLink = await page.getByLabel('Share link').inputValue();
    expect(shareLink).toMatch(new RegExp(`/pub/hackathon/${id}/detail\\?token=[^&]+&participant_invite=true$`));
    // The sidebar shows the active hackathon's group: Settings and Home for its creator.
    const group = page.getByRole('navigation', { name: 'Main' }).getByRole('region', { name });
    await group.getByRole('link', { name: 'Settings' }).waitFor();
    await group.getByRole('link', { name: 'Home' }).waitFor();
  });

  it('switches the active hackathon through the confirmation modal', async () => {
    await openBrowser('switch-active');
    await signInNewUser(page, 'Sid', 'Switcher');
    const first = uniqueName('First Hack');
    const second = uniqueName('Second Hack');
    const firstId = await createHackathon(page, { name: first });
    const secondId = await createHackathon(page, { name: second });
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    // The first hackathon became active; creating the second did not switch:
    // where the URL names no hackathon, the sidebar is the active one's.
    await page.goto(`${BASE_URL}/hackathon/discover`);
    await sidebar.getByRole('region', { name: first }).waitFor();

    // The second's pages are about the second: its sidebar group, not the active one's.
    await page.goto(`${BASE_URL}/hackathon/${secondId}/detail`);
    await sidebar.getByRole('region', { name: second }).waitFor();
    await page.getByRole('button', { name: 'Make this my active hackathon' }).click();
    const modal = page.getByRole('dialog');
    await modal.getByText('Are you sure? You are about to switch to an entirely different hackathon called:').waitFor();
    await modal.getByText(second, { exact: true }).waitFor();

    // Neither Escape nor a click beside it closes it; Cancel does, and nothing switched.
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    expect(await modal.isVisible()).toBe(true);
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await modal.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Make this my active hackathon' }).waitFor();

    await page.getByRole('button', { name: 'Make this my active hackathon' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(`${BASE_URL}/hackathon/${secondId}/detail`);
    await page.getByText('Your active hackathon').waitFor();

    // The first, no longer active, still names itself on its own pages: header, sidebar and tab.
    await page.goto(`${BASE_URL}/hackathon/${firstId}/participants`);
    const header = page.getByRole('group', { name: 'Hackathon of this page' });
    await header.getByRole('link', { name: first }).waitFor();
    await header.getByRole('button', { name: 'Make it my active hackathon' }).waitFor();
    await sidebar.getByRole('region', { name: first }).waitFor();
    await expect.poll(() => page.title()).toBe(`Participants · ${first} · Hackforge`);

    // It stays the active one after a reload, and / leads to it.
    await page.goto(`${BASE_URL}/`);
    await page.waitForURL(`${BASE_URL}/hackathon/${secondId}/detail`);
  });
});
