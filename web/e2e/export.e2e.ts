import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, registerUser, type TestUser } from './support/api';
import { uniqueName } from './support/app';
import { launchBrowser, type BrowserSession } from './support/browser';
import { BASE_URL } from './support/env';
import { screenshotOnFailure } from './support/failure';

// Issue 9: an organiser exports the participants of an Open-Innovation-like
// hackathon as CSV, downloads the file, and finds the export in the inbox.

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
    { input: { name: uniqueName('Export journey org') } },
  );
  const start = new Date(Date.now() + 86_400_000);
  const { createHackathon } = await graphql<{ createHackathon: { hackathon: { id: string; name: string } } }>(
    token,
    `mutation ($input: CreateHackathonInput!) { createHackathon(input: $input) { hackathon { id name } } }`,
    {
      input: {
        name: uniqueName('Open Innovation Challenge'),
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
  await page.evaluate((active) => {
    const session = JSON.parse(localStorage.getItem('hackforge.session') ?? '{}') as Record<string, unknown>;
    localStorage.setItem('hackforge.session', JSON.stringify({ ...session, activeHackathon: active }));
  }, hackathon);
}

describe('participant export', () => {
  it('an organiser exports the participants as CSV and the downloaded file holds them', async () => {
    screenshotOnFailure('export', () => [organiser.page]);
    const organiserUser = await registerUser('Olga');
    const hackathon = await createHackathon(organiserUser.token);
    const participant = await registerUser('Zoe', 'Ångström');
    await graphql(participant.token, `mutation ($id: ID!) { joinHackathon(input: {hackathonId: $id}) { hackathon { id } } }`, { id: hackathon.id });

    const page = organiser.page;
    await logIn(page, organiserUser, hackathon);
    await page.goto(`${BASE_URL}/hackathon/${hackathon.id}/participants`);
    await page.getByRole('table', { name: 'Participants' }).getByRole('link', { name: 'Zoe Ångström' }).waitFor();

    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = page.getByRole('button', { name: /^Download participants-open-innovation-challenge-.*\.csv$/ });
    await download.waitFor();
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^participants-open-innovation-challenge-.*\.csv$/);
    const bytes = await readFile(await file.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trim().split(/\r?\n/);
    expect(lines[0]).toMatch(/^Name,E-mail,City,Skills,/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`Zoe Ångström,${participant.email},`);

    // The finished export waits in the inbox as a job.
    await page.goto(`${BASE_URL}/inbox/all`);
    const job = page.getByRole('group', { name: `Job: participants of ${hackathon.name}` });
    await job.getByText('Ready').waitFor();
    await job.getByRole('button', { name: 'Mark as read' }).click();
    await job.getByRole('button', { name: 'Mark as unread' }).waitFor();
  });
});
