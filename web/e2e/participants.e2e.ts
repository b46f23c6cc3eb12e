import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, registerUser, type TestUser } from './support/api';
import { uniqueName } from './support/app';
import { launchBrowser, type BrowserSession } from './support/browser';
import { BASE_URL } from './support/env';
import { saveScreenshot, screenshotOnFailure } from './support/failure';

// Issue 9 (first slice): an organiser searches the participants list, bans a
// participant, and the participant's page says they are banned.

let organiser: BrowserSession;

beforeAll(async () => {
  organiser = await launchBrowser();
});

afterAll(async () => {
  await organiser?.close();
});

/** An organisation and a PUBLIC hackathon tomorrow that takes registrations now. */
async function createHackathon(token: string): Promise<{ id: string; name: string }> {
  const { createOrganization } = await graphql<{ createOrganization: { organization: { id: string } } }>(
    token,
    `mutation ($input: CreateOrganizationInput!) { createOrganization(input: $input) { organization { id } } }`,
    { input: { name: uniqueName('Participants journey org') } },
  );
  const start = new Date(Date.now() + 86_400_000);
  const { createHackathon } = await graphql<{ createHackathon: { hackathon: { id: string; name: string } } }>(
    token,
    `mutation ($input: CreateHackathonInput!) { createHackathon(input: $input) { hackathon { id name } } }`,
    {
      input: {
        name: uniqueName('Participants journey'),
        allowedParticipants: 'PUBLIC',
        maxTeamSize: 4,
        startDatetime: start.toISOString(),
        endDatetime: new Date(start.getTime() + 2 * 86_400_000).toISOString(),
        timeZone: 'UTC',
        organizationId: createOrganization.organization.id,
        flags: { canRegisterOutsideRegistrationPhase: true },
      },
    },
  );
  return createHackathon.hackathon;
}

async function logIn(page: Page, user: TestUser, hackathon: { id: string; name: string }) {
  await page.goto(`${BASE_URL}/login`);
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  // The hackathon is the user's active one, as the sidebar's switch leaves it.
  await page.evaluate((active) => {
    const session = JSON.parse(localStorage.getItem('hackforge.session') ?? '{}') as Record<string, unknown>;
    localStorage.setItem('hackforge.session', JSON.stringify({ ...session, activeHackathon: active }));
  }, hackathon);
}

describe('participants', () => {
  it('an organiser searches the list, bans a participant, and their page says so', async () => {
    screenshotOnFailure('participants', () => [organiser.page]);
    const organiserUser = await registerUser('Olga');
    const hackathon = await createHackathon(organiserUser.token);
    const people = await Promise.all([registerUser('Priya', 'Patel'), registerUser('Quentin', 'Quade'), registerUser('Rosa', 'Reyes')]);
    for (const person of people) {
      await graphql(person.token, `mutation ($id: ID!) { joinHackathon(input: {hackathonId: $id}) { hackathon { id } } }`, { id: hackathon.id });
    }

    const page = organiser.page;
    await logIn(page, organiserUser, hackathon);
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
