import { afterAll, describe, expect, it } from 'vitest';
import { createHackathon, uniqueName } from './support/app';
import { launchBrowser, type BrowserSession } from './support/browser';
import { BASE_URL } from './support/env';
import { screenshotOnFailure } from './support/failure';
import { signInNewUser } from './support/session';

// A participant joins an organizer's hackathon; the organizer is notified and reads it.

const browsers: BrowserSession[] = [];

afterAll(async () => {
  await Promise.all(browsers.map((browser) => browser.close()));
});

describe('notifications', () => {
  it('notifies the organizer of a new participant, who reads it', async () => {
    const organizer = await launchBrowser();
    const participant = await launchBrowser();
    browsers.push(organizer, participant);
    screenshotOnFailure('notifications', () => [organizer.page, participant.page]);

    await signInNewUser(organizer.page, 'Nora', 'Host');
    const name = uniqueName('Open Hack');
    const id = await createHackathon(organizer.page, { name, switches: ['Registration open in every phase'] });

    const joiner = participant.page;
    await signInNewUser(joiner, 'Pat', 'Joiner');
    await joiner.goto(`${BASE_URL}/hackathon/${id}/detail`);
    await joiner.getByRole('button', { name: 'Join hackathon' }).click();
    await joiner.getByText(`You joined ${name}`).waitFor();
    await joiner.getByText('Participant', { exact: true }).waitFor();

    // The organizer's bell counts it after the next load (polls run every 120 s).
    const page = organizer.page;
    await page.goto(`${BASE_URL}/dash`);
    const bell = page.getByRole('button', { name: 'Notifications (1 unread)' });
    await bell.click();
    const dropdown = page.getByRole('dialog');
    const item = dropdown.getByRole('button', { name: 'New participant (unread)' });
    await item.waitFor();
    await dropdown.getByText(`Pat Joiner registered for ${name}.`).waitFor();

    // Opening it marks it read and follows its link to the hackathon. The mark
    // is sent in the background: the inbox below is loaded afresh, so wait for it.
    const marked = page.waitForResponse((response) => (response.request().postData() ?? '').includes('mutation MarkNotificationRead'));
    await item.click();
    expect((await marked).ok()).toBe(true);
    await page.waitForURL(`${BASE_URL}/hackathon/${id}/detail`);
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();

    await page.goto(`${BASE_URL}/inbox/all`);
    await page.getByRole('heading', { name: 'Notifications' }).waitFor();
    await page.getByRole('button', { name: /^New participant(?! ?\(unread\))/ }).waitFor();
    expect(await page.getByRole('button', { name: 'New participant (unread)' }).count()).toBe(0);
  });
});
