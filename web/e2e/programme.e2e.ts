import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, registerUser, type TestUser } from './support/api';
import { uniqueName } from './support/app';
import { launchBrowser, type BrowserSession } from './support/browser';
import { BASE_URL } from './support/env';
import { screenshotOnFailure } from './support/failure';

// Journey of the "programme, prizes, goals and resources" issue against the
// real server: an organizer adds a programme item, a prize and a resource in
// place, orders two goals by dragging, and a participant sees the programme,
// the prize and the resource. E2E_SCREENSHOT_DIR, when set, keeps a picture of
// each page.

let organizer: BrowserSession;
let participant: BrowserSession;

beforeAll(async () => {
  [organizer, participant] = await Promise.all([launchBrowser(), launchBrowser()]);
});

afterAll(async () => {
  await Promise.all([organizer?.close(), participant?.close()]);
});

const SHOTS = process.env.E2E_SCREENSHOT_DIR;

async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** An organization and a PUBLIC hackathon tomorrow, with prizes and resources, planned in UTC. */
async function createHackathon(token: string): Promise<{ id: string; name: string }> {
  const { createOrganization } = await graphql<{ createOrganization: { organization: { id: string } } }>(
    token,
    `mutation ($input: CreateOrganizationInput!) { createOrganization(input: $input) { organization { id } } }`,
    { input: { name: uniqueName('Programme journey org') } },
  );
  const start = new Date(Date.now() + 86_400_000);
  start.setUTCHours(9, 0, 0, 0);
  const { createHackathon } = await graphql<{ createHackathon: { hackathon: { id: string; name: string } } }>(
    token,
    `mutation ($input: CreateHackathonInput!) { createHackathon(input: $input) { hackathon { id name } } }`,
    {
      input: {
        name: uniqueName('Programme journey'),
        allowedParticipants: 'PUBLIC',
        maxTeamSize: 4,
        startDatetime: start.toISOString(),
        endDatetime: new Date(start.getTime() + 2 * 86_400_000).toISOString(),
        timeZone: 'UTC',
        organizationId: createOrganization.organization.id,
        flags: { hasPrizes: true, hasResources: true, hasKickoffSession: true, canRegisterOutsideRegistrationPhase: true },
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

/** Drags an element onto another with the mouse, in steps, as dnd-kit's pointer sensor expects. */
async function drag(page: Page, from: string, onto: string) {
  const source = await page.getByRole('button', { name: from }).boundingBox();
  const target = await page.getByRole('listitem', { name: onto }).boundingBox();
  if (!source || !target) throw new Error('nothing to drag');
  await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
  await page.mouse.down();
  await page.mouse.move(source.x + source.width / 2, target.y + target.height - 4, { steps: 12 });
  await page.mouse.up();
}

describe('programme, prizes and resources', () => {
  it('an organizer fills them in place and a participant sees them', async () => {
    screenshotOnFailure('programme', () => [organizer.page, participant.page]);
    const [organizerUser, participantUser] = await Promise.all([registerUser('Olga'), registerUser('Pat')]);
    const hackathon = await createHackathon(organizerUser.token);
    await graphql(participantUser.token, `mutation ($id: ID!) { joinHackathon(input: {hackathonId: $id}) { hackathon { id } } }`, {
      id: hackathon.id,
    });

    // The organizer adds a session to the schedule, where the kickoff waits.
    const o = organizer.page;
    await logIn(o, organizerUser, hackathon);
    await o.getByRole('link', { name: 'Schedule' }).click();
    await o.getByRole('article', { name: 'Kickoff' }).waitFor();
    await o.getByRole('button', { name: 'Add item' }).click();
    const itemForm = o.getByRole('dialog', { name: 'Add a programme item' });
    await itemForm.getByLabel(/^Name/).fill('Team formation');
    await itemForm.getByLabel(/^Description/).fill('Find your team.');
    // The form offers the hackathon's first hour; the session starts as it ends and runs to 11 AM.
    const firstHourEnds = await itemForm.getByLabel(/^Ends/).inputValue();
    await itemForm.getByLabel(/^Starts/).fill(firstHourEnds);
    await itemForm.getByLabel(/^Starts/).press('Tab');
    await itemForm.getByLabel(/^Ends/).fill(firstHourEnds.replace(/\d+:\d\d [AP]M$/, '11:00 AM'));
    await itemForm.getByLabel(/^Ends/).press('Tab');
    await itemForm.getByRole('button', { name: 'Add a link' }).click();
    await itemForm.getByLabel('Link 1 name').fill('Idea board');
    await itemForm.getByLabel('Link 1 URL').fill('www.example.com/board');
    await itemForm.getByRole('button', { name: 'Add', exact: true }).click();
    await o.getByRole('article', { name: 'Team formation' }).waitFor();
    await shoot(o, 'schedule-organizer');

    // A prize and a resource.
    await o.getByRole('link', { name: 'Prizes' }).click();
    await o.getByRole('button', { name: 'Add prize' }).click();
    const prizeForm = o.getByRole('dialog', { name: 'Add a prize' });
    await prizeForm.getByLabel('Name').fill('Grand prize');
    await prizeForm.getByLabel('Description').fill('A trip to the finals.');
    await prizeForm.getByRole('button', { name: 'Add' }).click();
    await o.getByText('1st · Grand prize').waitFor();
    await shoot(o, 'prizes-organizer');

    await o.getByRole('link', { name: 'Resources' }).click();
    await o.getByRole('button', { name: 'Add resource' }).click();
    const resourceForm = o.getByRole('dialog', { name: 'Add a resource' });
    await resourceForm.getByLabel(/^Name/).fill('Participant handbook');
    await resourceForm.getByLabel('URL').fill('docs.example.com/handbook');
    await resourceForm.getByRole('button', { name: 'Add' }).click();
    await o.getByRole('link', { name: 'Participant handbook' }).waitFor();
    expect(await o.getByRole('link', { name: 'Participant handbook' }).getAttribute('href')).toBe('https://docs.example.com/handbook');
    await shoot(o, 'resources-organizer');

    // Goals, reordered by dragging.
    await o.getByRole('link', { name: 'Goals' }).click();
    for (const name of ['Working prototypes', 'Welcome newcomers']) {
      await o.getByRole('button', { name: 'Add goal' }).click();
      const goalForm = o.getByRole('dialog', { name: 'Add a goal' });
      await goalForm.getByLabel(/^Name/).fill(name);
      await goalForm.getByRole('button', { name: 'Add' }).click();
      await o.getByText(new RegExp(`\\d\\. ${name}`)).waitFor();
    }
    await drag(o, 'Drag Working prototypes', 'Welcome newcomers');
    await o.getByText('1. Welcome newcomers').waitFor();
    await o.reload();
    await o.getByText('1. Welcome newcomers').waitFor();
    await shoot(o, 'goals-organizer');

    // The participant sees them; goals stay the organizers'.
    const p = participant.page;
    await logIn(p, participantUser, hackathon);
    await p.getByRole('link', { name: 'Schedule' }).click();
    const session = p.getByRole('article', { name: 'Team formation' });
    await session.waitFor();
    expect(await session.getByRole('link', { name: 'Idea board' }).getAttribute('href')).toBe('https://www.example.com/board');
    expect(await p.getByRole('button', { name: 'Add item' }).count()).toBe(0);
    await shoot(p, 'schedule-participant');
    // The schedule's calendar feed carries the session.
    const feed = await p.getByLabel('Calendar feed').inputValue();
    expect(await (await fetch(feed)).text()).toContain('SUMMARY:Team formation');
    await p.getByRole('link', { name: 'Prizes' }).click();
    await p.getByText('1st · Grand prize').waitFor();
    await p.getByRole('link', { name: 'Resources' }).click();
    await p.getByRole('link', { name: 'Participant handbook' }).waitFor();
    await shoot(p, 'resources-participant');
    expect(await p.getByRole('link', { name: 'Goals' }).count()).toBe(0);
  });
});
