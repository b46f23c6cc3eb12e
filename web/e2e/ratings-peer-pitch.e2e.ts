import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceToPhase, createHackathonByApi, graphql, join, registerUser, type TestUser } from './support/api';
import { uniqueName } from './support/app';
import { launchBrowser, type BrowserSession } from './support/browser';
import { BASE_URL } from './support/env';
import { saveScreenshot, screenshotOnFailure } from './support/failure';
import { logIn } from './support/session';

// Issue 14, peer and elevator-pitch ratings: a participant rates a teammate
// on their team page, a participant of another team rates the first team's
// elevator pitch on its page, and the organizer sees the pitch averages on
// Rating Management.

let organizerBrowser: BrowserSession;
let annBrowser: BrowserSession;
let cyBrowser: BrowserSession;

beforeAll(async () => {
  [organizerBrowser, annBrowser, cyBrowser] = await Promise.all([launchBrowser(), launchBrowser(), launchBrowser()]);
});

afterAll(async () => {
  await Promise.all([organizerBrowser?.close(), annBrowser?.close(), cyBrowser?.close()]);
});

/** Gives the family's system template one numeric criterion (maximum 10). */
async function criterion(organizer: TestUser, hackathonId: string, family: 'PEER' | 'ELEVATOR_PITCH', name: string): Promise<void> {
  const { ratingTemplates } = await graphql<{ ratingTemplates: { id: string }[] }>(
    organizer.token,
    `query ($id: ID!, $family: RatingFamily!) { ratingTemplates(hackathonId: $id, family: $family) { id } }`,
    { id: hackathonId, family },
  );
  await graphql(
    organizer.token,
    `mutation ($tpl: ID!, $name: String!) {
      createRatingItemTemplate(input: {ratingTemplateId: $tpl, name: $name, ratingType: NUMERIC}) { ratingItemTemplate { id } } }`,
    { tpl: ratingTemplates[0].id, name },
  );
}

/** A team of the admin's, with the others as members, formed through the API. */
async function formTeam(admin: TestUser, members: TestUser[], hackathonId: string, name: string): Promise<{ id: string; name: string }> {
  const { createTeam } = await graphql<{ createTeam: { team: { id: string; name: string } } }>(
    admin.token,
    `mutation ($input: CreateTeamInput!) { createTeam(input: $input) { team { id name } } }`,
    { input: { hackathonId, name: uniqueName(name) } },
  );
  for (const member of members) {
    const { requestToJoinTeam } = await graphql<{ requestToJoinTeam: { joinRequest: { id: string } } }>(
      member.token,
      `mutation ($id: ID!) { requestToJoinTeam(input: { teamId: $id }) { joinRequest { id } } }`,
      { id: createTeam.team.id },
    );
    await graphql(admin.token, `mutation ($id: ID!) { acceptTeamJoinRequest(input: { requestId: $id }) { team { id } } }`, {
      id: requestToJoinTeam.joinRequest.id,
    });
  }
  return createTeam.team;
}

describe('peer and elevator-pitch ratings', () => {
  it('a participant rates a teammate, another team rates the pitch, the organizer sees the pitch averages', async () => {
    screenshotOnFailure('ratings-peer-pitch', () => [annBrowser.page, cyBrowser.page, organizerBrowser.page]);
    const organizer = await registerUser('Olga');
    const [ann, ben, cy] = await Promise.all([registerUser('Ann'), registerUser('Ben'), registerUser('Cy')]);
    const hackathon = await createHackathonByApi(organizer.token, { name: 'Pitch Hack', startsInHours: -1, flags: { hasPitches: true } });
    for (const p of [ann, ben, cy]) await join(p, hackathon.id);
    await advanceToPhase(organizer, hackathon.id, 'HACKING');
    await criterion(organizer, hackathon.id, 'PEER', 'Collaboration');
    await criterion(organizer, hackathon.id, 'ELEVATOR_PITCH', 'Clarity');
    const owls = await formTeam(ann, [ben], hackathon.id, 'Owls');
    await formTeam(cy, [], hackathon.id, 'Larks');

    // Ann rates Ben on their team's page; she rates no pitch of her own team.
    const a = annBrowser.page;
    await logIn(a, ann, hackathon);
    await a.goto(`${BASE_URL}/hackathon/${hackathon.id}/team/${owls.id}`);
    const teammates = a.getByRole('region', { name: 'Rate your teammates' });
    const benForm = teammates.getByRole('region', { name: 'Rating of Ben Journey' });
    await benForm.getByText('Not rated').waitFor();
    await a.getByRole('region', { name: 'What your teammates think of you' }).getByText('No ratings from your teammates yet.').waitFor();
    expect(await a.getByRole('region', { name: 'Rate this elevator pitch' }).count()).toBe(0);
    await benForm.getByLabel('Collaboration').fill('8.5');
    await benForm.getByRole('button', { name: 'Save rating' }).click();
    await a.getByText('Saved your rating of Ben Journey.').waitFor();
    await benForm.getByText('Saved', { exact: true }).waitFor();
    await saveScreenshot(a, 'ratings-peer');

    // Ben sees the average, not who gave it.
    const { myPeerRatingAggregates } = await graphql<{ myPeerRatingAggregates: { criterion: string; average: number; ratings: number }[] }>(
      ben.token,
      `query ($id: ID!) { myPeerRatingAggregates(hackathonId: $id) { criterion average ratings } }`,
      { id: hackathon.id },
    );
    expect(myPeerRatingAggregates).toEqual([{ criterion: 'Collaboration', average: 8.5, ratings: 1 }]);

    // Cy, of another team, rates the Owls' pitch on their page.
    const c = cyBrowser.page;
    await logIn(c, cy, hackathon);
    await c.goto(`${BASE_URL}/hackathon/${hackathon.id}/team/${owls.id}`);
    // "Owls x1's pitch", or "Owls xs' pitch" when the random suffix ends in s.
    const pitch = c.getByRole('region', { name: new RegExp(`^Your rating of ${owls.name}'s? pitch$`) });
    await pitch.getByLabel('Clarity').fill('7');
    await pitch.getByRole('button', { name: 'Save rating' }).click();
    await pitch.getByText('Saved', { exact: true }).waitFor();
    expect(await c.getByRole('region', { name: 'Rate your teammates' }).count()).toBe(0);
    await saveScreenshot(c, 'ratings-pitch');

    // The organizer reads the pitch averages on Rating Management.
    const o = organizerBrowser.page;
    await logIn(o, organizer, hackathon);
    await o.goto(`${BASE_URL}/hackathon/${hackathon.id}/talent-man`);
    const averages = o.getByRole('table', { name: 'Elevator pitch averages per team' });
    await averages.getByRole('row', { name: new RegExp(owls.name) }).waitFor();
    expect(await averages.getByRole('row').allTextContents()).toEqual(['TeamCriterionAverageRatings', `${owls.name}Clarity7.00 of 101`]);
    await saveScreenshot(o, 'ratings-pitch-averages');
  });
});
