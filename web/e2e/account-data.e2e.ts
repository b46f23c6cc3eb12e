import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceToPhase, createHackathonByApi, graphql, join, registerUser, type TestUser } from './support/api';
import { uniqueName } from './support/app';
import { downloadedBytes, launchBrowser, type BrowserSession } from './support/browser';
import { BASE_URL } from './support/env';
import { saveScreenshot, screenshotOnFailure } from './support/failure';
import { logIn } from './support/session';

// Issue 31 (a person's own data): Zed, on a team with a submission,
// downloads their data, deletes their account and can no longer log in;
// their teammate still sees the team's submission, with Zed shown as
// "Deleted user".

let zedBrowser: BrowserSession;
let annBrowser: BrowserSession;
let phoneBrowser: BrowserSession;

beforeAll(async () => {
  [zedBrowser, annBrowser, phoneBrowser] = await Promise.all([
    launchBrowser({ viewport: { width: 1400, height: 900 } }),
    launchBrowser(),
    launchBrowser({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }),
  ]);
});

afterAll(async () => {
  await Promise.all([zedBrowser?.close(), annBrowser?.close(), phoneBrowser?.close()]);
});

/** Zed's team with Ann as a member, and its submitted entry in the hackathon's category. */
async function teamWithSubmission(organizer: TestUser, zed: TestUser, ann: TestUser, hackathonId: string): Promise<string> {
  const { createCompetitionCategory } = await graphql<{ createCompetitionCategory: { category: { id: string } } }>(
    organizer.token,
    `mutation ($input: CreateCompetitionCategoryInput!) { createCompetitionCategory(input: $input) { category { id } } }`,
    { input: { hackathonId, name: uniqueName('Main track') } },
  );
  const { createTeam } = await graphql<{ createTeam: { team: { id: string } } }>(
    zed.token,
    `mutation ($input: CreateTeamInput!) { createTeam(input: $input) { team { id } } }`,
    { input: { hackathonId, name: uniqueName('Comets') } },
  );
  const teamId = createTeam.team.id;
  const { requestToJoinTeam } = await graphql<{ requestToJoinTeam: { joinRequest: { id: string } } }>(
    ann.token,
    `mutation ($id: ID!) { requestToJoinTeam(input: { teamId: $id }) { joinRequest { id } } }`,
    { id: teamId },
  );
  await graphql(zed.token, `mutation ($id: ID!) { acceptTeamJoinRequest(input: { requestId: $id }) { team { id } } }`, {
    id: requestToJoinTeam.joinRequest.id,
  });
  await graphql(zed.token, `mutation ($input: UpdateSubmissionInput!) { updateSubmission(input: $input) { submission { id } } }`, {
    input: { teamId, categoryId: createCompetitionCategory.category.id, response: {}, submitted: true },
  });
  return teamId;
}

describe('account data', () => {
  it('a team member downloads their data, deletes their account, and the team keeps its submission', async () => {
    screenshotOnFailure('account-data', () => [zedBrowser.page, annBrowser.page, phoneBrowser.page]);
    const organizer = await registerUser('Orla');
    const hackathon = await createHackathonByApi(organizer.token, { name: 'Account data journey', startsInHours: -1 });
    const [zed, ann] = await Promise.all([registerUser('Zed', 'Leaving'), registerUser('Ann', 'Staying')]);
    await join(zed, hackathon.id);
    await join(ann, hackathon.id);
    await advanceToPhase(organizer, hackathon.id, 'HACKING');
    const teamId = await teamWithSubmission(organizer, zed, ann, hackathon.id);
    // A pending invite to Zed's address, which the deletion stops.
    await graphql(organizer.token, `mutation ($input: InviteToHackathonInput!) { inviteToHackathon(input: $input) { invited { id } } }`, {
      input: { hackathonId: hackathon.id, kind: 'JUDGE', emails: [zed.email] },
    });

    // The organizer is told what to hand over before deleting.
    const phone = phoneBrowser.page;
    await logIn(phone, organizer);
    await phone.goto(`${BASE_URL}/user/profile`);
    await phone.getByRole('button', { name: 'Delete account' }).click();
    const blocked = phone.getByRole('dialog', { name: 'Delete your account?' });
    await blocked.getByText(/You created the hackathon/).waitFor();
    await blocked.getByRole('link', { name: 'Open its Organizing Team' }).waitFor();
    await saveScreenshot(phone, 'account-phone-blockers', { fullPage: false });

    // Zed downloads their data: a JSON file with their address in it.
    const page = zedBrowser.page;
    await logIn(page, zed, hackathon);
    await page.goto(`${BASE_URL}/user/profile`);
    const section = page.getByRole('heading', { name: 'Your data' });
    await section.waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download your data' }).click()]);
    expect(download.suggestedFilename()).toBe(`hackforge-data-${zed.email}.json`);
    const file = JSON.parse((await downloadedBytes(download)).toString('utf8')) as { data: { user: { email: string }[] } };
    expect(file.data.user[0].email).toBe(zed.email);
    await section.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'account-desktop', { fullPage: false });

    // Then deletes the account, typing DELETE to confirm.
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByRole('textbox', { name: /Type your username/ }).fill('DELETE');
    await saveScreenshot(page, 'account-desktop-confirm', { fullPage: false });
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByRole('heading', { name: 'Your account has been deleted' }).waitFor();
    await saveScreenshot(page, 'account-desktop-deleted', { fullPage: false });

    // The login form refuses the old credentials.
    await page.goto(`${BASE_URL}/login`);
    await page.getByLabel('E-mail').fill(zed.email);
    await page.getByLabel('Password', { exact: true }).fill(zed.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Unable to log in with provided credentials.').waitFor();

    // Ann still sees the team's submission, and Zed as "Deleted user".
    const other = annBrowser.page;
    await logIn(other, ann, hackathon);
    await other.goto(`${BASE_URL}/hackathon/${hackathon.id}/team/${teamId}`);
    await other.getByRole('table', { name: 'Team members' }).getByText('Deleted user').waitFor();
    await other.getByText('Submitted', { exact: true }).waitFor();
    expect(await other.getByText('Zed Leaving').count()).toBe(0);
    await saveScreenshot(other, 'account-team-after');
  });
});
