import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, registerUser, type TestUser } from './support/api';
import { uniqueName } from './support/app';
import { launchBrowser, type BrowserSession } from './support/browser';
import { BASE_URL } from './support/env';
import { saveScreenshot, screenshotOnFailure } from './support/failure';

// Issue 9, QR registration: a participant sees their check-in QR code and its
// text on the hackathon page; an organiser types the code on the QR scanner
// page, sees them checked in and the count, is told when the same code comes
// again, and a tampered code is refused.

let participant: BrowserSession;
let organiser: BrowserSession;

beforeAll(async () => {
  [participant, organiser] = await Promise.all([launchBrowser(), launchBrowser()]);
});

afterAll(async () => {
  await Promise.all([participant?.close(), organiser?.close()]);
});

/** An organisation and a PUBLIC hackathon tomorrow that takes registrations now. */
async function createHackathon(token: string): Promise<{ id: string; name: string }> {
  const { createOrganization } = await graphql<{ createOrganization: { organization: { id: string } } }>(
    token,
    `mutation ($input: CreateOrganizationInput!) { createOrganization(input: $input) { organization { id } } }`,
    { input: { name: uniqueName('Check-in journey org') } },
  );
  const start = new Date(Date.now() + 86_400_000);
  const { createHackathon } = await graphql<{ createHackathon: { hackathon: { id: string; name: string } } }>(
    token,
    `mutation ($input: CreateHackathonInput!) { createHackathon(input: $input) { hackathon { id name } } }`,
    {
      input: {
        name: uniqueName('Check-in journey'),
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

/** The code with one character of its signature changed. */
function tamper(code: string): string {
  const last = code.at(-1) === 'A' ? 'B' : 'A';
  return code.slice(0, -1) + last;
}

describe('QR registration', () => {
  it('a participant shows their code; the organiser checks them in once a day and a tampered code is refused', async () => {
    screenshotOnFailure('checkin', () => [participant.page, organiser.page]);
    const organiserUser = await registerUser('Otto');
    const hackathon = await createHackathon(organiserUser.token);
    const paula = await registerUser('Paula', 'Present');
    await graphql(paula.token, `mutation ($id: ID!) { joinHackathon(input: {hackathonId: $id}) { hackathon { id } } }`, { id: hackathon.id });

    const mine = participant.page;
    await logIn(mine, paula, hackathon);
    await mine.goto(`${BASE_URL}/hackathon/${hackathon.id}/detail`);
    await mine.getByRole('img', { name: 'Your check-in QR code' }).waitFor();
    const code = (await mine.getByTestId('check-in-code').textContent())?.trim() ?? '';
    expect(code).toMatch(new RegExp(`^${hackathon.id}-\\d+-[A-Z2-7]{16}$`));
    await saveScreenshot(mine, 'checkin-1-my-code');

    const page = organiser.page;
    await logIn(page, organiserUser, hackathon);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'QR Registration' }).click();
    await page.waitForURL(`${BASE_URL}/hackathon/${hackathon.id}/qr-scanner`);
    const present = page.getByRole('heading', { name: 'Present today' });
    await present.waitFor();
    expect(await present.textContent()).toBe('0');

    const field = page.getByRole('textbox', { name: 'Check-in code' });
    await field.fill(code);
    await page.getByRole('button', { name: 'Check in' }).click();
    await page.getByText('Paula Present is checked in for today.').waitFor();
    expect(await present.textContent()).toBe('1');
    await saveScreenshot(page, 'checkin-2-checked-in');

    await field.fill(code);
    await page.getByRole('button', { name: 'Check in' }).click();
    await page.getByText('Paula Present was already checked in today.').waitFor();
    expect(await present.textContent()).toBe('1');

    await field.fill(tamper(code));
    await page.getByRole('button', { name: 'Check in' }).click();
    const refused = page.getByRole('alert').filter({ hasText: 'Not checked in' });
    await refused.getByText(/Unknown check-in code/).waitFor();
    expect(await present.textContent()).toBe('1');
    await saveScreenshot(page, 'checkin-3-refused');
  });
});
