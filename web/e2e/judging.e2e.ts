import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToHackathon, advanceToPhase, graphql, join, registerUser } from './support/api';
import { hackingWithTeam } from './support/fixtures';
import { launchBrowser, type BrowserSession } from './support/browser';
import { BASE_URL } from './support/env';
import { screenshotOnFailure } from './support/failure';
import { logIn } from './support/session';

// Journey of the judging issue against the real server: a team submits its
// work (through the API: the submissions journey does it in the browser); in
// JUDGING a judge scores it against two criteria and completes it; in
// POPULAR_VOTE another participant votes for it; at COMPLETE the team sees
// its result and the vote count.

let judgeBrowser: BrowserSession;
let teamBrowser: BrowserSession;
let voterBrowser: BrowserSession;

beforeAll(async () => {
  [judgeBrowser, teamBrowser, voterBrowser] = await Promise.all([launchBrowser(), launchBrowser(), launchBrowser()]);
});

afterAll(async () => {
  await Promise.all([judgeBrowser?.close(), teamBrowser?.close(), voterBrowser?.close()]);
});

describe('judging and the popular vote', () => {
  it('a judge scores a submission, a participant votes for it, and the team sees its result', async () => {
    screenshotOnFailure('judging', () => [judgeBrowser.page, teamBrowser.page, voterBrowser.page]);
    const [organizer, judge, member, voter] = await Promise.all([
      registerUser('Orla'),
      registerUser('Judith'),
      registerUser('Tess'),
      registerUser('Victor'),
    ]);
    const { hackathon, categoryId, teamId } = await hackingWithTeam(organizer, member, 'Judging journey', { hasJudges: true, hasPopularVote: true });
    await Promise.all([join(voter, hackathon.id), addToHackathon(organizer, judge, hackathon.id, 'JUDGE')]);
    await graphql(
      member.token,
      `mutation ($input: UpdateSubmissionInput!) { updateSubmission(input: $input) { submission { id submitted } } }`,
      { input: { teamId, categoryId, response: { title: 'Moon lander' }, submitted: true } },
    );
    await graphql(
      organizer.token,
      `mutation ($id: ID!) { createJudgingCriteria(input: {hackathonId: $id, criteria: [{name: "Idea", maxScore: 10}, {name: "Code", maxScore: 5}]}) { judgingCriteria { id } } }`,
      { id: hackathon.id },
    );
    await advanceToPhase(organizer, hackathon.id, 'JUDGING');

    // The judge scores both criteria and completes the submission.
    const jp = judgeBrowser.page;
    await logIn(jp, judge, hackathon);
    await jp.goto(`${BASE_URL}/hackathon/${hackathon.id}/submissions`);
    await jp.getByRole('link', { name: 'Moon Crew' }).click();
    await expect.poll(() => jp.getByText('Moon lander').isVisible(), { timeout: 15_000 }).toBe(true);
    await jp.getByRole('textbox', { name: 'Idea (0–10)' }).fill('8');
    await jp.getByRole('textbox', { name: 'Code (0–5)' }).fill('4');
    await jp.getByRole('switch', { name: 'Completed' }).check({ force: true });
    await jp.getByRole('button', { name: 'Save scores' }).click();
    await expect.poll(() => jp.getByText('Your total: 12 / 15').isVisible(), { timeout: 15_000 }).toBe(true);

    // Another participant votes during POPULAR_VOTE; the counts stay hidden.
    await advanceToPhase(organizer, hackathon.id, 'POPULAR_VOTE');
    const vp = voterBrowser.page;
    await logIn(vp, voter, hackathon);
    await vp.goto(`${BASE_URL}/hackathon/${hackathon.id}/popular-vote`);
    await vp.getByRole('button', { name: 'Vote' }).click();
    await expect.poll(() => vp.getByRole('button', { name: 'Voted' }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await vp.getByText('1 vote').count()).toBe(0);

    // At COMPLETE the team sees its result.
    await advanceToPhase(organizer, hackathon.id, 'COMPLETE');
    const tp = teamBrowser.page;
    await logIn(tp, member, hackathon);
    await tp.goto(`${BASE_URL}/hackathon/${hackathon.id}/submissions`);
    const results = tp.getByRole('table', { name: 'Results of Main' });
    await expect.poll(() => results.getByText('Moon Crew').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await results.getByRole('row').nth(1).innerText()).toContain('12');
    await tp.goto(`${BASE_URL}/hackathon/${hackathon.id}/popular-vote`);
    await expect.poll(() => tp.getByText('1 vote').isVisible(), { timeout: 15_000 }).toBe(true);
  });
});
