import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join, registerUser } from './support/api';
import { gamifiedHackathon } from './support/fixtures';
import { launchBrowser, type BrowserSession } from './support/browser';
import { BASE_URL } from './support/env';
import { screenshotOnFailure } from './support/failure';
import { logIn } from './support/session';

// Issue 15's live leaderboard: a participant keeps the leaderboard open in
// one browser while the organizer awards them a score from the scoring
// modal in another; the participant's page shows the score and their rank
// without a reload (within 2 s at p99: make bench-leaderboard).

let organizerBrowser: BrowserSession;
let participantBrowser: BrowserSession;

beforeAll(async () => {
  [organizerBrowser, participantBrowser] = await Promise.all([launchBrowser(), launchBrowser()]);
});

afterAll(async () => {
  await Promise.all([organizerBrowser?.close(), participantBrowser?.close()]);
});

describe('live leaderboard', () => {
  it('a score awarded in the scoring modal shows on an open leaderboard without a reload', async () => {
    screenshotOnFailure('gamification', () => [organizerBrowser.page, participantBrowser.page]);
    const organizer = await registerUser('Olga');
    const zoe = await registerUser('Zoe', 'Quester');
    const hackathon = await gamifiedHackathon(organizer, 'Quest Hack');
    await join(zoe, hackathon.id);

    const watcher = participantBrowser.page;
    await logIn(watcher, zoe);
    await watcher.goto(`${BASE_URL}/hackathon/${hackathon.id}/gameification/leaderboards`);
    await watcher.getByText('Live', { exact: true }).waitFor();
    await watcher.getByText('No scores yet.').waitFor();

    const page = organizerBrowser.page;
    await logIn(page, organizer);
    await page.goto(`${BASE_URL}/hackathon/${hackathon.id}/gameification/scoring-modal`);
    const modal = page.getByRole('dialog', { name: 'Award a score' });
    await modal.getByLabel('Participant').fill('Zoe');
    await modal.getByRole('button', { name: 'Choose Zoe Quester' }).click();
    await modal.getByRole('combobox', { name: 'Item' }).click();
    await page.getByRole('option', { name: 'Booth visit (0–10)' }).click();
    await modal.getByRole('textbox', { name: 'Score' }).fill('7');
    await modal.getByRole('button', { name: 'Award score' }).click();
    await modal.getByText('Zoe Quester: 7 points for Booth visit.').waitFor();

    // How soon is `make bench-leaderboard`'s to measure (p99 within 2 s);
    // here, that the open page updates by itself.
    const urlBefore = watcher.url();
    await watcher.getByText('Your rank: 1 of 1 (7 points)').waitFor({ timeout: 15_000 });
    expect(watcher.url()).toBe(urlBefore);
    await watcher.getByRole('cell', { name: 'Zoe Quester' }).waitFor();
  });
});
