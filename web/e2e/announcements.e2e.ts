import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHackathonByApi, join, registerUser } from './support/api';
import { launchBrowser, type BrowserSession } from './support/browser';
import { BASE_URL, MAILPIT_URL } from './support/env';
import { screenshotOnFailure } from './support/failure';
import { waitForMailLinking } from './support/mailpit';
import { logIn } from './support/session';

// Journey of issue 34's announcements: an organizer schedules one for the
// participants two minutes ahead, then edits its title and brings it forward;
// a second one is cancelled. At its time the participant finds the edited one
// in the inbox, in Mailpit and in the hackathon page's feed, while the
// organizer's list shows it delivered; the cancelled one, due earlier, never arrives.

let organizerBrowser: BrowserSession;
let participantBrowser: BrowserSession;

beforeAll(async () => {
  [organizerBrowser, participantBrowser] = await Promise.all([launchBrowser(), launchBrowser()]);
});

afterAll(async () => {
  await Promise.all([organizerBrowser?.close(), participantBrowser?.close()]);
});

/** An instant as the date and time field takes it typed: its wall clock in UTC (the hackathon's zone). */
const utcWallClock = (ms: number) => new Date(ms).toISOString().slice(0, 19);

async function fillSendAt(page: Page, ms: number) {
  const field = page.getByLabel('Send at');
  await field.fill(utcWallClock(ms));
  await field.press('Tab');
}

const card = (page: Page, title: string) => page.getByTestId('announcement').filter({ hasText: title });

/** Writes an announcement in the open page's form, due at `ms`, and schedules it. */
async function schedule(page: Page, title: string, ms: number) {
  await page.getByRole('button', { name: 'New announcement' }).click();
  const dialog = page.getByRole('dialog', { name: 'New announcement' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Pizza is **on us**, in the main hall.');
  await fillSendAt(page, ms);
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await card(page, title).waitFor();
}

async function mailsTo(address: string): Promise<string[]> {
  const response = await fetch(`${MAILPIT_URL}/api/v1/search?query=${encodeURIComponent(`to:${address}`)}`);
  const { messages } = (await response.json()) as { messages: { Subject: string }[] | null };
  return (messages ?? []).map((m) => m.Subject);
}

describe('announcements', () => {
  it('an edited announcement arrives at its time in the inbox, the mail server and the feed; a cancelled one never does', async () => {
    screenshotOnFailure('announcements', () => [organizerBrowser.page, participantBrowser.page]);
    const [organizer, participant] = await Promise.all([registerUser('Ola'), registerUser('Paz')]);
    const hackathon = await createHackathonByApi(organizer.token, { name: 'Announcements journey' });
    await join(participant, hackathon.id);

    const op = organizerBrowser.page;
    await logIn(op, organizer, hackathon);
    await op.goto(`${BASE_URL}/hackathon/${hackathon.id}/announcements`);
    await op.getByText('No announcements yet. Write one, and choose when it goes.').waitFor();

    // A time that has passed is refused under its field, and nothing is scheduled.
    await op.getByRole('button', { name: 'New announcement' }).click();
    const dialog = op.getByRole('dialog', { name: 'New announcement' });
    await dialog.getByLabel('Title').fill('Too late');
    await dialog.getByRole('textbox', { name: 'Message' }).fill('This one is in the past.');
    await fillSendAt(op, Date.now() - 3_600_000);
    await dialog.getByRole('button', { name: 'Schedule' }).click();
    await dialog.getByText('Choose a time in the future.').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Dinner, two minutes ahead; then a second one that is cancelled.
    await schedule(op, 'Dinner is served', Date.now() + 120_000);
    await schedule(op, 'Free T-shirts', Date.now() + 20_000);
    await card(op, 'Free T-shirts').getByRole('button', { name: 'Cancel it' }).click();
    await op.getByRole('dialog', { name: 'Cancel this announcement?' }).getByRole('button', { name: 'Cancel the announcement' }).click();
    await card(op, 'Free T-shirts').getByText('Canceled').waitFor();

    // The organizer renames Dinner and brings it forward to 40 seconds from now.
    await card(op, 'Dinner is served').getByRole('button', { name: 'Edit' }).click();
    const editing = op.getByRole('dialog', { name: 'Edit the announcement' });
    await editing.getByLabel('Title').fill('Dinner is served early');
    const due = Date.now() + 40_000;
    await fillSendAt(op, due);
    await editing.getByRole('button', { name: 'Save' }).click();
    await card(op, 'Dinner is served early').waitFor();

    // At its time: delivered, as the organizer's list shows without a reload.
    const dinner = card(op, 'Dinner is served early');
    await dinner.getByText('1 recipient, 1 sent, 0 failed').waitFor({ timeout: 120_000 });
    await dinner.getByText('Sent', { exact: true }).waitFor();
    expect(Date.now()).toBeGreaterThanOrEqual(due - 2_000);

    // The participant: the e-mail, the notification, and the hackathon page's feed.
    const detail = `/hackathon/${hackathon.id}/detail`;
    expect(await waitForMailLinking(participant.email, detail)).toBe(`Dinner is served early (${hackathon.name})`);
    const pp = participantBrowser.page;
    await logIn(pp, participant, hackathon);
    await pp.goto(`${BASE_URL}/inbox/all`);
    await pp.getByRole('button', { name: 'Dinner is served early (unread)' }).waitFor({ timeout: 15_000 });
    await pp.goto(`${BASE_URL}${detail}`);
    const feed = pp.getByRole('region', { name: 'Announcements' });
    await feed.getByText('Dinner is served early').waitFor();
    await feed.getByText('on us').waitFor();

    // The cancelled one was due 20 seconds before: it never came.
    expect(await mailsTo(participant.email)).toEqual([`Dinner is served early (${hackathon.name})`]);
    expect(await pp.getByText('Free T-shirts').count()).toBe(0);
  });
});
