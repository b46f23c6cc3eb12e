import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceToPhase, createHackathonByApi, graphql, join, registerUser } from './support/api';
import { uniqueName } from './support/app';
import { launchBrowser, type BrowserSession } from './support/browser';
import { BASE_URL } from './support/env';
import { saveScreenshot, screenshotOnFailure } from './support/failure';
import { waitForMailLinking } from './support/mailpit';
import { logIn, signInAfterOthers } from './support/session';

// Issue 11: a participant creates a team, a second asks to join, the admin
// accepts from the notification, and both see the members under My Team;
// then the admin invites a participant team matching suggests, who accepts
// from the notification. Then (issue 32) an admin edits a resource, a bad
// URL refused under its field, and deletes the team: its member is told.

let admin: BrowserSession;
let joiner: BrowserSession;
let invitee: BrowserSession;

beforeAll(async () => {
  [admin, joiner, invitee] = await Promise.all([launchBrowser(), launchBrowser(), launchBrowser()]);
});

afterAll(async () => {
  await Promise.all([admin?.close(), joiner?.close(), invitee?.close()]);
});

describe('teams', () => {
  it('a participant creates a team, another asks to join, the admin accepts, both see the members', async () => {
    screenshotOnFailure('teams', () => [admin.page, joiner.page, invitee.page]);
    const organizer = await registerUser('Orla');
    const hackathon = await createHackathonByApi(organizer.token, { name: 'Teams journey', startsInHours: -1 });
    const [ann, ben] = await Promise.all([registerUser('Ann', 'Admin'), registerUser('Ben', 'Joiner')]);
    await join(ann, hackathon.id);
    await join(ben, hackathon.id);
    await advanceToPhase(organizer, hackathon.id, 'HACKING');
    const teamName = uniqueName('Night Owls');

    // Ann creates the team from the sidebar and lands on its page.
    const page = admin.page;
    await logIn(page, ann, hackathon);
    await page.goto(`${BASE_URL}/dash`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Create Team' }).click();
    await page.waitForURL(`${BASE_URL}/hackathon/${hackathon.id}/teams/create`);
    await page.getByRole('textbox', { name: 'Team name' }).fill(teamName);
    await page.getByRole('button', { name: 'Create team' }).click();
    await page.waitForURL(new RegExp(`/hackathon/${hackathon.id}/team/\\d+$`));
    const teamPath = new URL(page.url()).pathname;
    await page.getByRole('heading', { name: teamName, level: 1 }).waitFor();
    await saveScreenshot(page, 'teams-1-created');

    // Ben finds it in the teams list and asks to join with a message.
    const other = joiner.page;
    await logIn(other, ben, hackathon);
    await other.goto(`${BASE_URL}/hackathon/${hackathon.id}/teams/create`);
    const listed = other.getByRole('group', { name: teamName });
    await listed.getByRole('button', { name: 'Ask to join' }).click();
    await other.getByRole('textbox', { name: 'Message to the team' }).fill('I write the backend.');
    await other.getByRole('button', { name: 'Send request' }).click();
    await listed.getByText('Requested').waitFor();
    await saveScreenshot(other, 'teams-2-requested');

    // Ann, the team's admin, is e-mailed too, with a link to the team page.
    expect(await waitForMailLinking(ann.email, teamPath)).toBe(`Ben Joiner asked to join ${teamName}`);

    // Ann opens the notification, which leads to the team page, and accepts.
    await page.goto(`${BASE_URL}/dash`);
    await page.getByRole('button', { name: /^Notifications \(\d+ unread\)$/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Request to join your team (unread)' }).click();
    await page.waitForURL(`${BASE_URL}${teamPath}`);
    const request = page.getByRole('group', { name: 'Request from Ben Joiner' });
    await request.getByText('I write the backend.').waitFor();
    await request.getByRole('button', { name: 'Accept' }).click();
    await page.getByText('No open requests.').waitFor();
    const members = page.getByRole('table', { name: 'Team members' });
    await members.getByText('Ben Joiner').waitFor();
    await saveScreenshot(page, 'teams-3-accepted');

    // Ben now has My Team in the sidebar, with both members.
    await other.goto(`${BASE_URL}/dash`);
    await other.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Team' }).click();
    await other.waitForURL(`${BASE_URL}${teamPath}`);
    const seen = other.getByRole('table', { name: 'Team members' });
    await seen.getByText('Ann Admin').waitFor();
    await seen.getByText('Ben Joiner').waitFor();
    expect(await seen.getByRole('row').count()).toBe(3); // the header and two members
    await saveScreenshot(other, 'teams-4-my-team');

    // Cat looks for a team; Ann sees her among the suggestions and invites her.
    const cat = await registerUser('Cat', 'Looking');
    await join(cat, hackathon.id);
    await graphql(cat.token, `mutation ($id: ID!) { setLookingForTeam(input: {hackathonId: $id, looking: true}) { hackathon { id } } }`, { id: hackathon.id });
    await page.reload();
    const suggestion = page.getByRole('region', { name: 'Suggested teammates' }).getByRole('group', { name: 'Cat Looking' });
    await suggestion.getByRole('button', { name: 'Invite Cat Looking' }).click();
    await suggestion.getByText('Pending').waitFor();
    await page.getByRole('group', { name: 'Invitation to Cat Looking' }).waitFor();
    await saveScreenshot(page, 'teams-5-invited');

    // Cat opens the invitation from her notifications and accepts it.
    const third = invitee.page;
    await logIn(third, cat, hackathon);
    await third.goto(`${BASE_URL}/dash`);
    await third.getByRole('button', { name: /^Notifications \(\d+ unread\)$/ }).click();
    await third.getByRole('dialog').getByRole('button', { name: 'Invitation to a team (unread)' }).click();
    await third.waitForURL(`${BASE_URL}${teamPath}`);
    await third.getByText(`Ann Admin invites you to join ${teamName}.`).waitFor();
    await third.getByRole('button', { name: 'Accept and join' }).click();
    await third.getByRole('table', { name: 'Team members' }).getByText('Cat Looking').waitFor();
    await third.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Team' }).waitFor();
    await saveScreenshot(third, 'teams-6-invitation-accepted');
  });

  it('an admin edits a resource and deletes the team; the other member is told', async () => {
    screenshotOnFailure('teams-delete', () => [admin.page, joiner.page]);
    const organizer = await registerUser('Olga');
    const hackathon = await createHackathonByApi(organizer.token, { name: 'Teams delete journey', startsInHours: -1 });
    const [dan, eve] = await Promise.all([registerUser('Dan', 'Admin'), registerUser('Eve', 'Member')]);
    await join(dan, hackathon.id);
    await join(eve, hackathon.id);
    await advanceToPhase(organizer, hackathon.id, 'HACKING');
    const teamName = uniqueName('Larks');
    const created = await graphql<{ createTeam: { team: { id: string } } }>(
      dan.token,
      `mutation ($id: ID!, $name: String!) { createTeam(input: {hackathonId: $id, name: $name}) { team { id } } }`,
      { id: hackathon.id, name: teamName },
    );
    const teamId = created.createTeam.team.id;
    const asked = await graphql<{ requestToJoinTeam: { joinRequest: { id: string } } }>(
      eve.token,
      `mutation ($id: ID!) { requestToJoinTeam(input: {teamId: $id}) { joinRequest { id } } }`,
      { id: teamId },
    );
    await graphql(dan.token, `mutation ($id: ID!) { acceptTeamJoinRequest(input: {requestId: $id}) { joinRequest { id } } }`, {
      id: asked.requestToJoinTeam.joinRequest.id,
    });

    // Dan adds a resource, then edits it: a bad URL is refused under its field.
    const page = admin.page;
    await signInAfterOthers(page, dan, hackathon);
    await page.goto(`${BASE_URL}/hackathon/${hackathon.id}/team/${teamId}`);
    const add = page.getByRole('form', { name: 'Add a resource' });
    await add.getByRole('textbox', { name: 'Name' }).fill('Repo');
    await add.getByRole('textbox', { name: 'URL' }).fill('github.com/larks/app');
    await add.getByRole('button', { name: 'Add resource' }).click();
    await page.getByRole('button', { name: 'Edit Repo' }).click();
    const edit = page.getByRole('form', { name: 'Edit resource' });
    await edit.getByRole('textbox', { name: 'Name' }).fill('Code');
    await edit.getByRole('textbox', { name: 'URL' }).fill('not a url');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.getByText(/complete URL/).waitFor();
    await edit.getByRole('textbox', { name: 'URL' }).fill('gitlab.com/larks/app');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });
    expect(await page.getByRole('link', { name: 'Code' }).getAttribute('href')).toBe('https://gitlab.com/larks/app');

    // Dan deletes the team after confirming, and lands on Create Team.
    await page.getByRole('button', { name: 'Delete team' }).click();
    await page.getByRole('dialog', { name: `Delete ${teamName}?` }).getByRole('button', { name: 'Delete team' }).click();
    await page.waitForURL(`${BASE_URL}/hackathon/${hackathon.id}/teams/create`);
    await page.getByText(`${teamName} was deleted`).waitFor();

    // Eve is told, and her notification leads her to form or join another team.
    const other = joiner.page;
    await signInAfterOthers(other, eve, hackathon);
    await other.goto(`${BASE_URL}/dash`);
    await other.getByRole('button', { name: /^Notifications \(\d+ unread\)$/ }).click();
    await other.getByRole('dialog').getByRole('button', { name: 'Team disbanded (unread)' }).click();
    await other.waitForURL(`${BASE_URL}/hackathon/${hackathon.id}/teams/create`);
    await other.getByRole('textbox', { name: 'Team name' }).waitFor();
  });
});
