import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHackathonByApi, graphql, registerUser } from './support/api';
import { PASSWORD, uniqueEmail } from './support/app';
import { launchBrowser, type BrowserSession } from './support/browser';
import { BASE_URL } from './support/env';
import { saveScreenshot, screenshotOnFailure } from './support/failure';
import { pickOption } from './support/select';

// Issue 16: a participant invite link (the share link of an invite-only
// hackathon) → register → the participant questions (/welcome/participant,
// not /welcome/start) → back on the hackathon's page, with the invite, where
// the newcomer joins. Their own timeline then tells both steps.

let newcomer: BrowserSession;

beforeAll(async () => {
  newcomer = await launchBrowser();
});

afterAll(async () => {
  await newcomer?.close();
});


describe('participant invite onboarding', () => {
  it('leads from the share link through registering and the participant questions back to the hackathon, to join', async () => {
    const page = newcomer.page;
    screenshotOnFailure('invite-onboarding', () => [page]);
    const organizer = await registerUser('Orla');
    const hackathon = await createHackathonByApi(organizer.token, { name: 'Invite onboarding', allowedParticipants: 'INVITE_ONLY' });
    const { hackathon: shared } = await graphql<{ hackathon: { inviteToken: string } }>(
      organizer.token,
      `query ($id: ID!) { hackathon(id: $id) { inviteToken } }`,
      { id: hackathon.id },
    );
    const query = new URLSearchParams({ token: shared.inviteToken, participant_invite: 'true' });
    const shareLink = `${BASE_URL}/pub/hackathon/${hackathon.id}/detail?${query}`;

    // Signed out, the link invites to register.
    await page.goto(shareLink);
    await page.getByRole('heading', { name: 'You are invited to a hackathon' }).waitFor();
    await page.getByRole('link', { name: 'Register to join' }).click();
    await page.waitForURL((url) => url.pathname === '/register' && url.searchParams.get('participant_invite') === 'true');
    await page.getByLabel('First name').fill('Ines');
    await page.getByLabel('Last name').fill('Invited');
    await page.getByLabel('E-mail').fill(uniqueEmail('ines'));
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();

    // Straight to the participant questions, the way back kept in next.
    await page.waitForURL((url) => url.pathname === '/welcome/participant');
    const next = new URL(page.url()).searchParams.get('next') ?? '';
    expect(next).toContain(`/hackathon/${hackathon.id}/detail`);
    expect(next).toContain(shared.inviteToken);
    await page.getByRole('radio', { name: 'No' }).check();
    await pickOption(page, 'Occupation', 'Employed');
    await pickOption(page, 'How did you hear about us?', 'Podcast');
    await page.getByLabel(/^Company name/).fill('Acme Robotics');
    await page.getByLabel(/^Job title/).fill('Engineer');
    await saveScreenshot(page, 'invite-onboarding-1-questions');
    await page.getByRole('button', { name: 'Continue' }).click();

    // Back on the hackathon's page, with the invite: joining works.
    await page.waitForURL((url) => url.pathname === `/hackathon/${hackathon.id}/detail` && url.searchParams.get('token') === shared.inviteToken);
    await page.getByRole('heading', { name: hackathon.name, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Join hackathon' }).click();
    await page.getByText(`You joined ${hackathon.name}`).waitFor();
    await saveScreenshot(page, 'invite-onboarding-2-joined');

    // Their own timeline tells both, newest first.
    await page.goto(`${BASE_URL}/user/timeline`);
    const timeline = page.getByLabel('Your activity');
    const joined = timeline.getByRole('link', { name: `Joined as a participant in ${hackathon.name}` });
    await joined.waitFor();
    expect(await joined.getAttribute('href')).toBe(`/hackathon/${hackathon.id}/detail`);
    const entries = await timeline.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('aria-label')));
    expect(entries).toEqual([`Joined as a participant in ${hackathon.name}`, 'Answered the participant questions']);
    await saveScreenshot(page, 'invite-onboarding-3-timeline');
  });
});
