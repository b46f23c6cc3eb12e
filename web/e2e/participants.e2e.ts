import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHackathonByApi, join, registerUser } from './support/api';
import { launchBrowser, type BrowserSession } from './support/browser';
import { BASE_URL } from './support/env';
import { saveScreenshot, screenshotOnFailure } from './support/failure';
import { logIn } from './support/session';

// Issue 9 (first slice): an organizer searches the participants list, bans a
// participant, and the participant's page says they are banned.

let organizer: BrowserSession;

beforeAll(async () => {
  organizer = await launchBrowser();
});

afterAll(async () => {
  await organizer?.close();
});

describe('participants', () => {
  it('an organizer searches the list, bans a participant, and their page says so', async () => {
    screenshotOnFailure('participants', () => [organizer.page]);
    const organizerUser = await registerUser('Olga');
    const hackathon = await createHackathonByApi(organizerUser.token, { name: 'Participants journey' });
    const people = await Promise.all([registerUser('Priya', 'Patel'), registerUser('Quentin', 'Quade'), registerUser('Rosa', 'Reyes')]);
    for (const person of people) {
      await join(person, hackathon.id);
    }

    const page = organizer.page;
    await logIn(page, organizerUser, hackathon);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Participants' }).click();
    await page.waitForURL(`${BASE_URL}/hackathon/${hackathon.id}/participants`);
    const table = page.getByRole('table', { name: 'Participants' });
    await table.getByRole('link', { name: 'Rosa Reyes' }).waitFor();

    await page.getByRole('textbox', { name: 'Search' }).fill('quentin');
    await table.getByRole('link', { name: 'Rosa Reyes' }).waitFor({ state: 'detached' });
    // The filtered page, not the loader shown while it is fetched.
    await table.getByRole('link', { name: 'Quentin Quade' }).waitFor();
    expect(await table.getByRole('link').count()).toBe(1);
    await saveScreenshot(page, 'participants-1-search');

    await page.getByRole('switch', { name: 'Ban Quentin Quade' }).click({ force: true });
    await page.getByText('Quentin Quade is banned').waitFor();
    await table.getByRole('link', { name: 'Quentin Quade' }).click();
    await page.getByRole('heading', { name: 'Quentin Quade', level: 1 }).waitFor();
    await page.getByText('Quentin Quade is banned from this hackathon').waitFor();
    await saveScreenshot(page, 'participants-2-banned');
  });
});
