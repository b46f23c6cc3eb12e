import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHackathonByApi, graphql, join, registerUser, type TestUser } from './support/api';
import { launchBrowser, type BrowserSession } from './support/browser';
import { BASE_URL } from './support/env';
import { saveScreenshot, screenshotOnFailure } from './support/failure';
import { logIn } from './support/session';

// Issue 9 (attendance): a participant says they are available today; the
// organizer sees it on their page with their skills and links, marks them
// present, and finds them with the "present today" filter.

let browser: BrowserSession;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Gives the user a profile with their first skill, a GitHub and a LinkedIn link. */
async function fillProfile(user: TestUser): Promise<string> {
  const { skills } = await graphql<{ skills: { id: string; name: string }[] }>(user.token, `{ skills { id name } }`);
  await graphql(
    user.token,
    `mutation ($input: UpdateHackathonProfileInput!) { updateHackathonProfile(input: $input) { hackathonProfile { id } } }`,
    { input: { city: 'Durban', githubUrl: 'github.com/pia', linkedinUrl: 'linkedin.com/in/pia', skillIds: [skills[0].id] } },
  );
  return skills[0].name;
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL(`${BASE_URL}/login`);
}

describe('attendance', () => {
  it('a participant is available today; the organizer marks them present and filters on it', async () => {
    screenshotOnFailure('attendance', () => [browser.page]);
    const organizer = await registerUser('Odette');
    const hackathon = await createHackathonByApi(organizer.token, { name: 'Attendance journey', startsInHours: -1 });
    const [pia, quinn] = await Promise.all([registerUser('Pia', 'Present'), registerUser('Quinn', 'Absent')]);
    await join(pia, hackathon.id);
    await join(quinn, hackathon.id);
    const skill = await fillProfile(pia);

    const page = browser.page;
    await logIn(page, pia);
    await page.goto(`${BASE_URL}/hackathon/${hackathon.id}/detail`);
    const available = page.getByRole('switch', { name: "I'm available today" });
    await available.waitFor();
    expect(await available.isChecked()).toBe(false);
    await available.click({ force: true });
    await expect.poll(() => available.isChecked(), { timeout: 10_000 }).toBe(true);
    await saveScreenshot(page, 'attendance-1-available');

    await logOut(page);
    await logIn(page, organizer);
    await page.goto(`${BASE_URL}/hackathon/${hackathon.id}/participants`);
    const table = page.getByRole('table', { name: 'Participants' });
    await table.getByRole('link', { name: 'Pia Present' }).click();
    await page.getByRole('heading', { name: 'Pia Present', level: 1 }).waitFor();
    await page.getByText(skill, { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'GitHub' }).getAttribute('href')).toBe('https://github.com/pia');
    expect(await page.getByRole('link', { name: 'LinkedIn' }).getAttribute('href')).toBe('https://linkedin.com/in/pia');
    await page.getByText('City: Durban').waitFor();
    const attendance = page.getByRole('table', { name: 'Attendance' });
    const todayRow = attendance.getByRole('row').filter({ hasText: '(today)' });
    await todayRow.getByText('Available').waitFor();
    const present = todayRow.getByRole('switch');
    expect(await present.isChecked()).toBe(false);
    await present.click({ force: true });
    await page.getByText('Present on 1 day.').waitFor();
    expect(await present.isChecked()).toBe(true);
    await saveScreenshot(page, 'attendance-2-present');

    await page.goto(`${BASE_URL}/hackathon/${hackathon.id}/participants`);
    await table.getByRole('link', { name: 'Quinn Absent' }).waitFor();
    await page.getByRole('checkbox', { name: 'Present today' }).check({ force: true });
    await table.getByRole('link', { name: 'Quinn Absent' }).waitFor({ state: 'detached' });
    await table.getByRole('link', { name: 'Pia Present' }).waitFor();
    expect(await table.getByRole('link').count()).toBe(1);
    await saveScreenshot(page, 'attendance-3-present-today');
  });
});
