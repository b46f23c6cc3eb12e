import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToHackathon, advanceToPhase, createHackathonByApi, graphql, join, registerUser } from './support/api';
import { gamifiedHackathon, hackingWithTeam, talentCriteria } from './support/fixtures';
import { launchBrowser, type BrowserSession } from './support/browser';
import { BASE_URL } from './support/env';
import { screenshotOnFailure } from './support/failure';
import { chooseOption, tabToButton, tabToField, tabToLink, typeInto, waitForFocus, waitForFocusIn } from './support/keyboard';
import { signInAfterOthers } from './support/session';

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

describe('keyboard forms, continued', () => {
  it('gamification: an organizer awards a score in the scoring modal', async () => {
    const page = session.page;
    screenshotOnFailure('keyboard-gamification', () => [page]);
    const organizer = await registerUser('Gil');
    const zoe = await registerUser('Zoe', 'Quester');
    const hackathon = await gamifiedHackathon(organizer, 'Keyboard quest', ['Booth visit', 'Quiz']);
    await join(zoe, hackathon.id);

    await signInAfterOthers(page, organizer, hackathon);
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
    const [organizer, tess] = await Promise.all([registerUser('Sol'), registerUser('Tess')]);
    const { hackathon, teamId } = await hackingWithTeam(organizer, tess, 'Keyboard work');

    await signInAfterOthers(page, tess, hackathon);
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
    const [organizer, judge, tess] = await Promise.all([registerUser('Jo'), registerUser('Judith'), registerUser('Tess')]);
    const { hackathon, teamId, categoryId } = await hackingWithTeam(organizer, tess, 'Keyboard work', { hasJudges: true });
    await addToHackathon(organizer, judge, hackathon.id, 'JUDGE');
    await graphql(
      tess.token,
      `mutation ($input: UpdateSubmissionInput!) { updateSubmission(input: $input) { submission { id } } }`,
      { input: { teamId, categoryId, response: { title: 'Moon lander' }, submitted: true } },
    );
    await graphql(
      organizer.token,
      `mutation ($id: ID!) { createJudgingCriteria(input: {hackathonId: $id, criteria: [{name: "Idea", maxScore: 10}, {name: "Code", maxScore: 5}]}) { judgingCriteria { id } } }`,
      { id: hackathon.id },
    );
    await advanceToPhase(organizer, hackathon.id, 'JUDGING');

    await signInAfterOthers(page, judge, hackathon);
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
    const [organizer, mentor, zoe] = await Promise.all([registerUser('Rae'), registerUser('Mia', 'Mentor'), registerUser('Zoe')]);
    const hackathon = await createHackathonByApi(organizer.token, { name: 'Keyboard ratings', flags: { hasTalents: true, hasMentors: true } });
    await join(zoe, hackathon.id);
    await addToHackathon(organizer, mentor, hackathon.id, 'MENTOR');
    await talentCriteria(organizer, hackathon.id);

    await signInAfterOthers(page, mentor, hackathon);
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
