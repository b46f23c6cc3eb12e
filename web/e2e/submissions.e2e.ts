import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceToPhase, createHackathonByApi, graphql, join, registerUser, type TestUser } from './support/api';
import { uniqueName } from './support/app';
import { launchBrowser, type BrowserSession } from './support/browser';
import { BASE_URL } from './support/env';
import { saveScreenshot, screenshotOnFailure } from './support/failure';
import { logIn } from './support/session';

// Issue 12 (submissions): an organizer builds a category's form with two
// fields, a team admin fills and submits it, and a member sees it submitted.

let organizerBrowser: BrowserSession;
let adminBrowser: BrowserSession;
let memberBrowser: BrowserSession;

beforeAll(async () => {
  [organizerBrowser, adminBrowser, memberBrowser] = await Promise.all([launchBrowser(), launchBrowser(), launchBrowser()]);
});

afterAll(async () => {
  await Promise.all([organizerBrowser?.close(), adminBrowser?.close(), memberBrowser?.close()]);
});

/** Ann's team with Ben as a member, formed through the API. */
async function formTeam(ann: TestUser, ben: TestUser, hackathonId: string): Promise<string> {
  const { createTeam } = await graphql<{ createTeam: { team: { id: string } } }>(
    ann.token,
    `mutation ($input: CreateTeamInput!) { createTeam(input: $input) { team { id } } }`,
    { input: { hackathonId, name: uniqueName('Owls') } },
  );
  const teamId = createTeam.team.id;
  const { requestToJoinTeam } = await graphql<{ requestToJoinTeam: { joinRequest: { id: string } } }>(
    ben.token,
    `mutation ($id: ID!) { requestToJoinTeam(input: { teamId: $id }) { joinRequest { id } } }`,
    { id: teamId },
  );
  await graphql(ann.token, `mutation ($id: ID!) { acceptTeamJoinRequest(input: { requestId: $id }) { team { id } } }`, {
    id: requestToJoinTeam.joinRequest.id,
  });
  return teamId;
}

describe('submissions', () => {
  it('an organizer builds a form, a team admin submits it, a member sees it submitted', async () => {
    screenshotOnFailure('submissions', () => [organizerBrowser.page, adminBrowser.page, memberBrowser.page]);
    const organizer = await registerUser('Orla');
    const hackathon = await createHackathonByApi(organizer.token, { name: 'Submissions journey', startsInHours: -1 });
    const [ann, ben] = await Promise.all([registerUser('Ann', 'Admin'), registerUser('Ben', 'Member')]);
    await join(ann, hackathon.id);
    await join(ben, hackathon.id);
    await advanceToPhase(organizer, hackathon.id, 'HACKING');
    const teamId = await formTeam(ann, ben, hackathon.id);
    const category = uniqueName('Main track');

    // The organizer adds a category and builds its form: two fields, one required.
    const page = organizerBrowser.page;
    await logIn(page, organizer, hackathon);
    await page.goto(`${BASE_URL}/dash`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Categories' }).click();
    await page.waitForURL(`${BASE_URL}/hackathon/${hackathon.id}/categories`);
    await page.getByRole('textbox', { name: 'New category' }).fill(category);
    await page.getByRole('button', { name: 'Add category' }).click();
    const card = page.getByRole('region', { name: `Category ${category}` });
    await card.getByText('Default').waitFor();
    await card.getByRole('button', { name: 'Add field' }).click();
    const first = card.getByRole('group', { name: 'Field 1' });
    await first.getByRole('textbox', { name: 'Label' }).fill('Summary');
    await first.getByRole('checkbox', { name: 'Required' }).check();
    await card.getByRole('button', { name: 'Add field' }).click();
    const second = card.getByRole('group', { name: 'Field 2' });
    await second.getByRole('textbox', { name: 'Label' }).fill('Repository');
    await second.getByRole('textbox', { name: 'Help text' }).fill('Where the code lives');
    await card.getByRole('button', { name: 'Save category' }).click();
    await page.getByText('Category saved').waitFor();
    await saveScreenshot(page, 'submissions-1-form');

    // Ann, the team's admin, fills it in and submits.
    const admin = adminBrowser.page;
    await logIn(admin, ann, hackathon);
    await admin.goto(`${BASE_URL}/hackathon/${hackathon.id}/team/${teamId}`);
    const form = admin.getByRole('region', { name: `Submission ${category}` });
    await form.getByText('Where the code lives').waitFor();
    await form.getByRole('textbox', { name: /Summary/ }).fill('A kiosk that runs on sunlight');
    await form.getByRole('textbox', { name: /Repository/ }).fill('github.com/owls/kiosk');
    await form.getByRole('button', { name: 'Submit' }).click();
    await form.getByText('Submitted', { exact: true }).waitFor();
    await saveScreenshot(admin, 'submissions-2-submitted');

    // Ben, a member, sees it submitted with the answers.
    const member = memberBrowser.page;
    await logIn(member, ben, hackathon);
    await member.goto(`${BASE_URL}/hackathon/${hackathon.id}/team/${teamId}`);
    const seen = member.getByRole('region', { name: `Submission ${category}` });
    await seen.getByText('Submitted', { exact: true }).waitFor();
    expect(await seen.getByRole('textbox', { name: /Repository/ }).inputValue()).toBe('github.com/owls/kiosk'); // a short text field: kept as typed
    expect(await seen.getByRole('button', { name: 'Submit' }).count()).toBe(0);
    await saveScreenshot(member, 'submissions-3-member');
  });
});
