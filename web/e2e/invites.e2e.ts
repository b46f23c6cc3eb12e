import { afterAll, describe, expect, it } from 'vitest';
import { createHackathon, PASSWORD, skipOnboarding, uniqueEmail, uniqueName } from './support/app';
import { launchBrowser, type BrowserSession } from './support/browser';
import { BASE_URL } from './support/env';
import { saveScreenshot, screenshotOnFailure } from './support/failure';
import { waitForLinkPath } from './support/mailpit';
import { signInNewUser } from './support/session';

// Issue 8: an organizer invites a judge by e-mail; the judge registers from
// the link, accepts, and holds the role. Screenshots of each page go to e2e-artifacts/.

const browsers: BrowserSession[] = [];

afterAll(async () => {
  await Promise.all(browsers.map((browser) => browser.close()));
});

describe('invites', () => {
  it('invites a judge by e-mail, who registers from the link, accepts and sees Judges', async () => {
    const organizer = await launchBrowser();
    const invitee = await launchBrowser();
    browsers.push(organizer, invitee);
    screenshotOnFailure('invites', () => [organizer.page, invitee.page]);

    // The organizer creates a hackathon with judges and opens its Judges page from the sidebar.
    const page = organizer.page;
    await signInNewUser(page, 'Olive', 'Organizer');
    const name = uniqueName('Judged Hack');
    const id = await createHackathon(page, { name, switches: ['Judges'] });
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    await sidebar.getByRole('region', { name }).getByRole('link', { name: 'Judges' }).click();
    await page.waitForURL(`${BASE_URL}/hackathon/${id}/judges`);
    await page.getByRole('heading', { name: 'Judges', level: 1 }).waitFor();

    // Two addresses pasted at once: one valid, one not.
    const judgeEmail = uniqueEmail('judge');
    await page.getByLabel('E-mail addresses').fill(`${judgeEmail}; not-an-address`);
    await page.getByRole('button', { name: 'Send 2 invites' }).click();
    const results = page.getByRole('region', { name: 'Invite results' });
    await results.getByText('Invited 1 address').waitFor();
    await results.getByText('Not invited: 1').waitFor();
    const invites = page.getByRole('table', { name: 'Invites' });
    await invites.getByRole('link', { name: judgeEmail }).waitFor();
    await saveScreenshot(page, 'invites-1-judges-page-organizer');

    // The invitee opens the link from the e-mail, signed out.
    const judge = invitee.page;
    const link = await waitForLinkPath(judgeEmail, '/hackathon/judging/invite');
    await judge.goto(BASE_URL + link);
    await judge.getByText(`Olive Organizer invites ${judgeEmail} to be a judge of ${name}.`).waitFor();
    await saveScreenshot(judge, 'invites-2-invite-signed-out');

    // Registering comes back to the invite, now theirs to answer.
    await judge.getByRole('link', { name: 'Register' }).click();
    await judge.getByRole('heading', { name: 'Create your account' }).waitFor();
    await judge.getByLabel('First name').fill('Jude');
    await judge.getByLabel('Last name').fill('Judge');
    await judge.getByLabel('E-mail').fill(judgeEmail);
    await judge.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await judge.getByRole('button', { name: 'Create account' }).click();
    await skipOnboarding(judge);
    await judge.waitForURL(BASE_URL + link);
    await judge.getByText(`Olive Organizer invites you to be a judge of ${name}.`).waitFor();
    await saveScreenshot(judge, 'invites-3-invite-signed-in');

    // Accepting makes the hackathon the active one, with Judges in the sidebar.
    await judge.getByRole('button', { name: 'Accept' }).click();
    await judge.waitForURL(`${BASE_URL}/hackathon/${id}/detail`);
    await judge.getByText('Your active hackathon').waitFor();
    await judge.getByText('Judge', { exact: true }).waitFor();
    const judgeGroup = judge.getByRole('navigation', { name: 'Main' }).getByRole('region', { name });
    await judgeGroup.getByRole('link', { name: 'Judges' }).click();
    await judge.waitForURL(`${BASE_URL}/hackathon/${id}/judges`);
    await judge.getByRole('table', { name: 'Judges' }).getByText('Jude Judge').waitFor();
    // A judge may not manage judges: no form, no controls.
    expect(await judge.getByLabel('E-mail addresses').count()).toBe(0);
    expect(await judge.getByRole('button', { name: /Remove/ }).count()).toBe(0);
    await saveScreenshot(judge, 'invites-4-judges-page-judge');

    // The organizer sees the judge listed and the invite accepted.
    await page.reload();
    const judges = page.getByRole('table', { name: 'Judges' });
    await judges.getByText('Jude Judge').waitFor();
    await judges.getByText(judgeEmail).waitFor();
    await page.getByText('All', { exact: true }).click();
    await invites.getByText('Accepted').waitFor();
    await saveScreenshot(page, 'invites-5-judges-page-after');

    // The invite's own page, read-only.
    await invites.getByRole('link', { name: judgeEmail }).click();
    await page.waitForURL(/\/hackathon\/judging\/invite\/view\?uid=/);
    await page.getByRole('row', { name: /Status/ }).getByText('Accepted').waitFor();
    await saveScreenshot(page, 'invites-6-invite-view');

    // The organization's members, from the sidebar: its creator is the owner.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Members' }).click();
    await page.waitForURL(/\/organization\/\d+\/members$/);
    await page.getByRole('table', { name: 'Members' }).getByText('Olive Organizer').waitFor();
    await page.getByRole('combobox', { name: 'Role of Olive Organizer' }).waitFor();
    await saveScreenshot(page, 'invites-9-organization-members');
  });

  it('tells someone signed in with another address, and lets them switch accounts', async () => {
    const organizer = await launchBrowser();
    const other = await launchBrowser();
    browsers.push(organizer, other);
    screenshotOnFailure('invites-other-account', () => [organizer.page, other.page]);

    const page = organizer.page;
    await signInNewUser(page, 'Orla', 'Owner');
    const id = await createHackathon(page, { name: uniqueName('Mentored Hack'), switches: ['Mentors'] });
    await page.goto(`${BASE_URL}/hackathon/${id}/mentors`);
    const mentorEmail = uniqueEmail('mentor');
    await page.getByLabel('E-mail addresses').fill(mentorEmail);
    await page.getByRole('button', { name: 'Send invite' }).click();
    await page.getByRole('region', { name: 'Invite results' }).getByText('Invited 1 address').waitFor();

    const someoneElse = other.page;
    const { email: signedInAs } = await signInNewUser(someoneElse, 'Sam', 'Someone');
    const link = await waitForLinkPath(mentorEmail, '/hackathon/mentors/invite');
    await someoneElse.goto(BASE_URL + link);
    await someoneElse.getByText(`The invitation was sent to ${mentorEmail}, and you are signed in as ${signedInAs}.`).waitFor();
    await saveScreenshot(someoneElse, 'invites-7-other-account');
    await someoneElse.getByRole('link', { name: 'Switch account' }).click();
    await someoneElse.getByRole('heading', { name: 'Log in' }).waitFor();
    expect(new URL(someoneElse.url()).searchParams.get('next')).toBe(link);
  });

  it('notifies an invitee who has an account; the notification opens the invite', async () => {
    const organizer = await launchBrowser();
    const hero = await launchBrowser();
    browsers.push(organizer, hero);
    screenshotOnFailure('invites-notification', () => [organizer.page, hero.page]);

    const volunteer = hero.page;
    const { email: heroEmail } = await signInNewUser(volunteer, 'Hal', 'Hero');

    const page = organizer.page;
    await signInNewUser(page, 'Otto', 'Organizer');
    const name = uniqueName('Heroic Hack');
    const id = await createHackathon(page, { name, switches: ['Heroes'] });
    await page.goto(`${BASE_URL}/hackathon/${id}/heroes`);
    await page.getByLabel('E-mail addresses').fill(heroEmail);
    await page.getByRole('button', { name: 'Send invite' }).click();
    await page.getByRole('region', { name: 'Invite results' }).getByText('Invited 1 address').waitFor();

    // The notification is stored before the invite's first e-mail goes; the bell counts it after the next load.
    await waitForLinkPath(heroEmail, '/hackathon/heroes/invite');
    await volunteer.goto(`${BASE_URL}/dash`);
    await volunteer.getByRole('button', { name: 'Notifications (1 unread)' }).click();
    await volunteer.getByRole('dialog').getByRole('button', { name: 'Hero invitation (unread)' }).click();
    await volunteer.waitForURL(/\/hackathon\/heroes\/invite\?uid=/);
    await volunteer.getByText(`Otto Organizer invites you to be a Hero (volunteer) of ${name}.`).waitFor();
    await volunteer.getByRole('button', { name: 'Decline' }).click();
    await volunteer.getByText('This invitation has been declined.').waitFor();
    await saveScreenshot(volunteer, 'invites-8-declined');
  });
});
