import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceToPhase, graphql, registerUser } from './support/api';
import { hackingWithTeam } from './support/fixtures';
import { launchBrowser, type BrowserSession } from './support/browser';
import { BASE_URL } from './support/env';
import { screenshotOnFailure } from './support/failure';
import { waitForMailLinking } from './support/mailpit';
import { pickOption } from './support/select';
import { logIn } from './support/session';

// Journey of issue 33's winners: a team submits and agrees to the gallery;
// at COMPLETE its organizer awards it a prize and publishes the results;
// the team's member finds the notification in the inbox and the e-mail in
// Mailpit; a visitor who is not signed in reads the public results and the
// gallery (axe checks each page the journey opens).

let organizerBrowser: BrowserSession;
let winnerBrowser: BrowserSession;
let visitorBrowser: BrowserSession;

beforeAll(async () => {
  [organizerBrowser, winnerBrowser, visitorBrowser] = await Promise.all([launchBrowser(), launchBrowser(), launchBrowser()]);
});

afterAll(async () => {
  await Promise.all([organizerBrowser?.close(), winnerBrowser?.close(), visitorBrowser?.close()]);
});

describe('published results and the gallery', () => {
  it('an organizer publishes the results, the winner is told in the app and by e-mail, and anyone reads them', async () => {
    screenshotOnFailure('results', () => [organizerBrowser.page, winnerBrowser.page, visitorBrowser.page]);
    const [organizer, member] = await Promise.all([registerUser('Orla'), registerUser('Wanda')]);
    const { hackathon, categoryId, teamId } = await hackingWithTeam(organizer, member, 'Results journey', { hasJudges: true, hasPrizes: true });
    await graphql(
      member.token,
      `mutation ($input: UpdateSubmissionInput!) { updateSubmission(input: $input) { submission { id } } }`,
      { input: { teamId, categoryId, response: { title: 'Moon lander' }, submitted: true } },
    );
    await graphql(organizer.token, `mutation ($id: ID!) { createPrize(input: {hackathonId: $id, name: "Grand prize"}) { prize { id } } }`, {
      id: hackathon.id,
    });
    await advanceToPhase(organizer, hackathon.id, 'JUDGING');

    // Before the hackathon is complete there is nothing to publish, and nothing public.
    const op = organizerBrowser.page;
    await logIn(op, organizer, hackathon);
    await op.goto(`${BASE_URL}/hackathon/${hackathon.id}/submissions`);
    await op.getByText('You can publish the results once judging is done and the hackathon is complete.').waitFor();
    const vp = visitorBrowser.page;
    await vp.goto(`${BASE_URL}/pub/hackathon/${hackathon.id}/results`);
    await vp.getByRole('heading', { name: 'Nothing to show here' }).waitFor();

    // The team's admin agrees to be shown in the gallery.
    const wp = winnerBrowser.page;
    await logIn(wp, member, hackathon);
    await wp.goto(`${BASE_URL}/hackathon/${hackathon.id}/team/${teamId}`);
    const consent = wp.getByRole('switch', { name: "Show our project in the hackathon's gallery" });
    // Not forced: the switch's transparent input is what takes the click, and a forced one may land on the fixed header.
    await consent.click();
    await expect.poll(() => consent.isChecked(), { timeout: 15_000 }).toBe(true);

    // At COMPLETE the organizer awards the prize, opens the gallery and publishes.
    await advanceToPhase(organizer, hackathon.id, 'COMPLETE');
    await op.reload();
    await pickOption(op, 'Grand prize', 'Moon Crew (Main)');
    const gallerySwitch = op.getByRole('switch', { name: 'Show a gallery of the projects whose teams agree to it' });
    await gallerySwitch.click();
    await expect.poll(() => gallerySwitch.isChecked(), { timeout: 15_000 }).toBe(true);
    await op.getByRole('button', { name: 'Publish results' }).click();
    await op.getByRole('dialog', { name: 'Publish the results?' }).getByRole('button', { name: 'Publish results' }).click();
    await op.getByRole('link', { name: 'See the public results page' }).waitFor({ timeout: 15_000 });

    // The winner: a notification that opens the public results, and an e-mail.
    const resultsPath = `/pub/hackathon/${hackathon.id}/results`;
    expect(await waitForMailLinking(member.email, resultsPath)).toBe(`Your team won at ${hackathon.name}`);
    await wp.goto(`${BASE_URL}/inbox/all`);
    const notice = wp.getByRole('button', { name: 'Your team won! (unread)' });
    await expect.poll(() => notice.isVisible(), { timeout: 15_000 }).toBe(true);
    await wp.getByText(`The results of ${hackathon.name} are published, and Moon Crew is among the winners.`).waitFor();
    await notice.click();
    await wp.waitForURL(`${BASE_URL}${resultsPath}`);

    // A visitor: the winners, then the gallery and the project's page.
    await vp.goto(`${BASE_URL}${resultsPath}`);
    await vp.getByRole('heading', { name: `Results of ${hackathon.name}` }).waitFor();
    await vp.getByText('Won by').waitFor();
    await vp.getByText('Moon Crew').first().waitFor();
    await vp.getByRole('link', { name: 'See the project gallery' }).click();
    await vp.getByRole('heading', { name: 'Project gallery' }).waitFor();
    // The gallery's card has the same heading: wait for the project's own page.
    await vp.getByRole('link', { name: 'Moon lander' }).click();
    await vp.getByRole('heading', { name: 'Moon lander', level: 1 }).waitFor();
    await vp.getByText('by Moon Crew').waitFor();
  });
});
