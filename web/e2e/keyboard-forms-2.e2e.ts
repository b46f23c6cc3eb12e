import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToHackathon, advanceToPhase, createHackathonByApi, graphql, join, registerUser, type TestUser } from './support/api';
import { logIn, uniqueName } from './support/app';
import { launchBrowser, type BrowserSession } from './support/browser';
import { BASE_URL } from './support/env';
import { screenshotOnFailure } from './support/failure';
import { chooseOption, tabToButton, tabToField, tabToLink, typeInto, waitForFocus, waitForFocusIn } from './support/keyboard';

// Issue 18, continued from keyboard-forms.e2e.ts: the forms of gamification,
// submissions, judging and ratings filled and sent with the keyboard alone
// (Tab, typing, Enter, Space, arrow keys); what they saved shows as a user sees it.

let session: BrowserSession;

beforeAll(async () => {
  session = await launchBrowser();
});

afterAll(async () => {
  await session?.close();
});

/** Logs the user in, first signing out whoever the last walk left signed in. */
async function signIn(page: Page, user: TestUser, active?: { id: string; name: string }) {
  if (page.url().startsWith(BASE_URL)) await page.evaluate(() => localStorage.clear());
  await logIn(page, user, active);
}

/** A running hackathon in HACKING with a category "Main" asking for a project title, and Tess's team "Moon Crew". */
async function hackingWithTeam(organiser: TestUser, member: TestUser, flags: Record<string, boolean> = {}) {
  const hackathon = await createHackathonByApi(organiser.token, { name: 'Keyboard work', startsInHours: -1, flags });
  await join(member, hackathon.id);
  await advanceToPhase(organiser, hackathon.id, 'HACKING');
  const { createCompetitionCategory } = await graphql<{ createCompetitionCategory: { category: { id: string } } }>(
    organiser.token,
    `mutation ($input: CreateCompetitionCategoryInput!) { createCompetitionCategory(input: $input) { category { id } } }`,
    {
      input: {
        hackathonId: hackathon.id,
        name: 'Main',
        schema: { type: 'object', additionalProperties: false, properties: { title: { type: 'string', title: 'Project title', 'x-kind': 'shortText' } }, required: ['title'], 'x-order': ['title'] },
      },
    },
  );
  const { createTeam } = await graphql<{ createTeam: { team: { id: string } } }>(
    member.token,
    `mutation ($id: ID!) { createTeam(input: {hackathonId: $id, name: "Moon Crew"}) { team { id } } }`,
    { id: hackathon.id },
  );
  return { hackathon, categoryId: createCompetitionCategory.category.id, teamId: createTeam.team.id };
}

describe('keyboard forms, continued', () => {
  it('gamification: an organiser awards a score in the scoring modal', async () => {
    const page = session.page;
    screenshotOnFailure('keyboard-gamification', () => [page]);
    const organiser = await registerUser('Gil');
    const zoe = await registerUser('Zoe', 'Quester');
    const { createOrganization } = await graphql<{ createOrganization: { organization: { id: string } } }>(
      organiser.token,
      `mutation ($name: String!) { createOrganization(input: {name: $name}) { organization { id } } }`,
      { name: uniqueName('Keyboard quest org') },
    );
    const start = new Date(Date.now() + 24 * 3_600_000);
    const { createHackathon } = await graphql<{ createHackathon: { hackathon: { id: string; name: string } } }>(
      organiser.token,
      `mutation ($input: CreateHackathonInput!) { createHackathon(input: $input) { hackathon { id name } } }`,
      {
        input: {
          name: uniqueName('Keyboard quest'),
          allowedParticipants: 'PUBLIC',
          maxTeamSize: 4,
          startDatetime: start.toISOString(),
          endDatetime: new Date(start.getTime() + 2 * 86_400_000).toISOString(),
          timeZone: 'UTC',
          organizationId: createOrganization.organization.id,
          hasGameification: true,
          flags: { canRegisterOutsideRegistrationPhase: true },
        },
      },
    );
    const hackathon = createHackathon.hackathon;
    const { createCompetition } = await graphql<{ createCompetition: { competition: { id: string } } }>(
      organiser.token,
      `mutation ($id: ID!) { createCompetition(input: {hackathonId: $id, name: "Booth quest"}) { competition { id } } }`,
      { id: hackathon.id },
    );
    for (const item of ['Booth visit', 'Quiz']) {
      await graphql(
        organiser.token,
        `mutation ($id: ID!, $name: String!) { createScorableItem(input: {competitionId: $id, name: $name, maxScore: 10}) { scorableItem { id } } }`,
        { id: createCompetition.competition.id, name: item },
      );
    }
    await join(zoe, hackathon.id);

    await signIn(page, organiser, hackathon);
    await page.goto(`${BASE_URL}/hackathon/${hackathon.id}/gameification/scoring-modal`);
    const modal = page.getByRole('dialog', { name: 'Award a score' });
    await modal.waitFor();
    await waitForFocusIn(page, '[role="dialog"]');
    await typeInto(page, 'Participant', 'Zoe');
    await modal.getByRole('button', { name: 'Choose Zoe Quester' }).waitFor();
    await tabToButton(page, 'Choose Zoe Quester');
    await page.keyboard.press('Enter');
    await modal.getByText('Participant: Zoe Quester').waitFor();
    // The chosen name replaces the search: the focus moves to its Change button, not to the page.
    await waitForFocus(page, 'Change');
    await chooseOption(page, 'Item', 'Quiz (0–10)');
    await typeInto(page, 'Score', '6');
    await page.keyboard.press('ArrowUp');
    await tabToButton(page, 'Award score');
    await page.keyboard.press('Enter');
    await modal.getByText('Zoe Quester: 7 points for Quiz.').waitFor();
  });

  it('submissions: a team submits its work in a category', async () => {
    const page = session.page;
    screenshotOnFailure('keyboard-submissions', () => [page]);
    const [organiser, tess] = await Promise.all([registerUser('Sol'), registerUser('Tess')]);
    const { hackathon, teamId } = await hackingWithTeam(organiser, tess);

    await signIn(page, tess, hackathon);
    await page.goto(`${BASE_URL}/hackathon/${hackathon.id}/team/${teamId}`);
    const form = page.getByRole('region', { name: 'Submission Main' });
    await form.getByText('Not started').waitFor();
    await typeInto(page, 'Project title', 'Moon lander');
    await tabToButton(page, 'Submit');
    await page.keyboard.press('Enter');
    await form.getByText('Submitted', { exact: true }).waitFor();
    await waitForFocus(page, 'Submission: Main'); // the Submit button is gone; the focus is on the form's heading
    await page.reload();
    await form.getByText('Submitted', { exact: true }).waitFor();
    expect(await form.getByRole('textbox', { name: /Project title/ }).inputValue()).toBe('Moon lander');
  });

  it('judging: a judge scores the criteria and marks the submission complete', async () => {
    const page = session.page;
    screenshotOnFailure('keyboard-judging', () => [page]);
    const [organiser, judge, tess] = await Promise.all([registerUser('Jo'), registerUser('Judith'), registerUser('Tess')]);
    const { hackathon, teamId, categoryId } = await hackingWithTeam(organiser, tess, { hasJudges: true });
    await addToHackathon(organiser, judge, hackathon.id, 'JUDGE');
    await graphql(
      tess.token,
      `mutation ($input: UpdateSubmissionInput!) { updateSubmission(input: $input) { submission { id } } }`,
      { input: { teamId, categoryId, response: { title: 'Moon lander' }, submitted: true } },
    );
    await graphql(
      organiser.token,
      `mutation ($id: ID!) { createJudgingCriteria(input: {hackathonId: $id, criteria: [{name: "Idea", maxScore: 10}, {name: "Code", maxScore: 5}]}) { judgingCriteria { id } } }`,
      { id: hackathon.id },
    );
    await advanceToPhase(organiser, hackathon.id, 'JUDGING');

    await signIn(page, judge, hackathon);
    await page.goto(`${BASE_URL}/hackathon/${hackathon.id}/submissions`);
    await page.getByRole('link', { name: 'Moon Crew' }).waitFor();
    await tabToLink(page, 'Moon Crew');
    await page.keyboard.press('Enter');
    await page.getByText('Moon lander').waitFor();
    await typeInto(page, 'Idea (0–10)', '8');
    await typeInto(page, 'Code (0–5)', '3');
    await page.keyboard.press('ArrowUp');
    await tabToField(page, 'Completed');
    await page.keyboard.press('Space');
    await tabToButton(page, 'Save scores');
    await page.keyboard.press('Enter');
    await page.getByText('Your total: 12 / 15').waitFor();
    await page.reload();
    await page.getByText('Your total: 12 / 15').waitFor();
    expect(await page.getByRole('switch', { name: 'Completed' }).isChecked()).toBe(true);
  });

  it('ratings: a mentor rates a participant on My Talent Ratings', async () => {
    const page = session.page;
    screenshotOnFailure('keyboard-ratings', () => [page]);
    const [organiser, mentor, zoe] = await Promise.all([registerUser('Rae'), registerUser('Mia', 'Mentor'), registerUser('Zoe')]);
    const hackathon = await createHackathonByApi(organiser.token, { name: 'Keyboard ratings', flags: { hasTalents: true, hasMentors: true } });
    await join(zoe, hackathon.id);
    await addToHackathon(organiser, mentor, hackathon.id, 'MENTOR');
    const { ratingTemplates } = await graphql<{ ratingTemplates: { id: string }[] }>(
      organiser.token,
      `query ($id: ID!) { ratingTemplates(hackathonId: $id, family: TALENT) { id } }`,
      { id: hackathon.id },
    );
    for (const [name, ratingType] of [
      ['Craft', 'NUMERIC'],
      ['Notes', 'FREE_TEXT'],
    ]) {
      await graphql(
        organiser.token,
        `mutation ($tpl: ID!, $name: String!, $type: RatingType!) {
          createRatingItemTemplate(input: {ratingTemplateId: $tpl, name: $name, ratingType: $type}) { ratingItemTemplate { id } } }`,
        { tpl: ratingTemplates[0].id, name, type: ratingType },
      );
    }

    await signIn(page, mentor, hackathon);
    await page.goto(`${BASE_URL}/hackathon/${hackathon.id}/ratings/talent`);
    const rate = page.getByRole('button', { name: 'Rate Zoe Journey' });
    await rate.waitFor();
    await tabToButton(page, 'Rate Zoe Journey');
    await page.keyboard.press('Enter');
    const form = page.getByRole('region', { name: 'Rating of Zoe Journey' });
    await form.waitFor();
    await typeInto(page, 'Craft', '7.5');
    await page.keyboard.press('ArrowUp'); // a step of 0.5
    await typeInto(page, 'Notes', 'Careful work.');
    await tabToButton(page, 'Save rating');
    await page.keyboard.press('Enter');
    await form.waitFor({ state: 'detached' });
    await page.getByRole('row', { name: /Zoe Journey/ }).getByText('Saved', { exact: true }).waitFor();
    await waitForFocus(page, 'Rate Zoe Journey'); // back where the form was opened

    // After a reload the form, opened again with the keyboard, holds what was saved.
    await page.reload();
    await rate.waitFor();
    await tabToButton(page, 'Rate Zoe Journey');
    await page.keyboard.press('Enter');
    await form.waitFor();
    expect(await form.getByRole('textbox', { name: 'Craft' }).inputValue()).toBe('8');
    expect(await form.getByRole('textbox', { name: 'Notes' }).inputValue()).toBe('Careful work.');
  });
});
