import { afterAll, describe, expect, it } from 'vitest';
import { createHackathonByApi, graphql, join, registerUser, type TestUser } from './support/api';
import { launchBrowser, type BrowserSession } from './support/browser';
import { BASE_URL } from './support/env';
import { saveScreenshot, screenshotOnFailure } from './support/failure';
import { logIn } from './support/session';

// Issue 10: a participant proposes an idea; a manager sees the red badge on
// Approve Ideas, approves it with a comment; the participant sees it approved
// and asks for AI feedback (the offline rubric reviewer) rendered on the page.
// Issue 32: in a hackathon run by its creator alone, the creator approves.

const browsers: BrowserSession[] = [];

afterAll(async () => {
  await Promise.all(browsers.map((browser) => browser.close()));
});

/** Makes `manager` a manager of the hackathon through the organizing-team invite. */
async function addManager(organizer: TestUser, manager: TestUser, hackathonId: string) {
  const { inviteToHackathon } = await graphql<{ inviteToHackathon: { invited: { uid: string }[] } }>(
    organizer.token,
    `mutation ($id: ID!, $email: String!) { inviteToHackathon(input: {hackathonId: $id, kind: ORGANIZING_TEAM, emails: [$email]}) { invited { uid } } }`,
    { id: hackathonId, email: manager.email },
  );
  await graphql(manager.token, `mutation ($uid: String!) { answerInvite(input: {uid: $uid, answer: ACCEPT}) { invite { id } } }`, {
    uid: inviteToHackathon.invited[0].uid,
  });
}

describe('ideas', () => {
  it('a participant proposes an idea, a manager approves it, the participant sees it approved with AI feedback', async () => {
    const organizer = await registerUser('Olga');
    const hackathon = await createHackathonByApi(organizer.token, { name: 'Ideas journey', flags: { ideasRequired: true, ideasRequireApproval: true } });
    const manager = await registerUser('Manu', 'Manager');
    await addManager(organizer, manager, hackathon.id);
    const participant = await registerUser('Pia', 'Participant');
    await join(participant, hackathon.id);

    const proposer = await launchBrowser();
    const approver = await launchBrowser();
    browsers.push(proposer, approver);
    screenshotOnFailure('ideas', () => [proposer.page, approver.page]);

    // The participant proposes an idea from My Ideas.
    const page = proposer.page;
    await logIn(page, participant, hackathon);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Ideas' }).click();
    await page.waitForURL(`${BASE_URL}/hackathon/${hackathon.id}/ideas/mine`);
    await page.getByText('You have not proposed an idea yet.').waitFor();
    await page.getByRole('link', { name: 'Propose an idea' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('Solar kiosks');
    await page.getByRole('textbox', { name: /^Description/ }).fill('Phone charging for **market traders**.');
    await page.getByRole('textbox', { name: /^Detailed description/ }).fill('Traders struggle to keep phones charged. We build a prototype kiosk app.');
    await page.getByRole('button', { name: 'Propose' }).click();
    await page.waitForURL(/\/idea\/\d+\/view$/);
    const ideaPath = new URL(page.url()).pathname;
    await page.getByRole('heading', { name: 'Solar kiosks', level: 1 }).waitFor();
    await page.getByText('Pending', { exact: true }).first().waitFor();
    expect(await page.getByText('market traders').evaluate((el) => el.tagName)).toBe('STRONG');
    await saveScreenshot(page, 'ideas-1-proposed');

    // The manager sees the badge and approves with a comment.
    const review = approver.page;
    await logIn(review, manager, hackathon);
    const approve = review.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Approve Ideas/ });
    await approve.getByText('1', { exact: true }).waitFor();
    await saveScreenshot(review, 'ideas-2-badge');
    await approve.click();
    await review.waitForURL(`${BASE_URL}/hackathon/${hackathon.id}/ideas/approve`);
    await review.getByRole('link', { name: 'Solar kiosks' }).click();
    await review.waitForURL(/\/ideas\/approve\/\d+$/);
    await review.getByRole('textbox', { name: /^Comment/ }).fill('Great idea, go ahead.');
    await review.getByRole('button', { name: 'Save decision' }).click();
    await review.getByText('No ideas wait for approval.').waitFor();
    await saveScreenshot(review, 'ideas-3-approved');

    // The participant sees it approved, with the comment, and asks for feedback.
    await page.goto(BASE_URL + ideaPath);
    await page.getByText('Approved', { exact: true }).first().waitFor();
    await page.getByText('Great idea, go ahead.').waitFor();
    await page.getByRole('button', { name: 'Ask for AI feedback' }).click();
    await page.getByText(/not a language model/).waitFor({ timeout: 30_000 });
    await page.getByRole('heading', { name: 'Next steps' }).waitFor();
    await saveScreenshot(page, 'ideas-4-feedback');
  });

  it('in a hackathon run by its creator alone, the creator approves; a rejection without a comment is refused', async () => {
    const organizer = await registerUser('Sol', 'Organizer');
    const hackathon = await createHackathonByApi(organizer.token, { name: 'Solo ideas journey', flags: { ideasRequired: true, ideasRequireApproval: true } });
    const participant = await registerUser('Pete', 'Participant');
    await join(participant, hackathon.id);
    await graphql(
      participant.token,
      `mutation ($id: ID!) { createIdea(input: {hackathonId: $id, name: "Bike repair map", description: "Where to fix a bike.", detailDescription: "A map of repair spots."}) { idea { id } } }`,
      { id: hackathon.id },
    );

    const session = await launchBrowser();
    browsers.push(session);
    screenshotOnFailure('ideas-solo', () => [session.page]);
    const page = session.page;
    await logIn(page, organizer, hackathon);
    const approve = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Approve Ideas/ });
    await approve.getByText('1', { exact: true }).waitFor();
    await approve.click();
    await page.getByRole('link', { name: 'Bike repair map' }).click();
    await page.waitForURL(/\/ideas\/approve\/\d+$/);
    await page.getByText('Reject', { exact: true }).click();
    await page.getByRole('button', { name: 'Save decision' }).click();
    await page.getByText("Say why, so the idea's creator can act on it.").waitFor();
    await page.getByText('Approve', { exact: true }).click();
    await page.getByRole('button', { name: 'Save decision' }).click();
    await page.getByText('No ideas wait for approval.').waitFor();
  });
});
