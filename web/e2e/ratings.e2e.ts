import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToHackathon, createHackathonByApi, join, registerUser } from './support/api';
import { talentCriteria } from './support/fixtures';
import { launchBrowser, type BrowserSession } from './support/browser';
import { BASE_URL } from './support/env';
import { screenshotOnFailure } from './support/failure';
import { logIn } from './support/session';

// Issue 14: a mentor rates two participants on My Talent Ratings; the
// organizer opens Rating Management, then Talent Ratings, sees the
// aggregates, opens the mentor's view and expands a participant's row.

let organizerBrowser: BrowserSession;
let mentorBrowser: BrowserSession;

beforeAll(async () => {
  [organizerBrowser, mentorBrowser] = await Promise.all([launchBrowser(), launchBrowser()]);
});

afterAll(async () => {
  await Promise.all([organizerBrowser?.close(), mentorBrowser?.close()]);
});

describe('talent ratings', () => {
  it('a mentor rates two participants; the organizer sees the aggregates and expands a row of the mentor view', async () => {
    screenshotOnFailure('ratings', () => [organizerBrowser.page, mentorBrowser.page]);
    const organizer = await registerUser('Olga');
    const mentor = await registerUser('Mia', 'Mentor');
    const [zoe, yan] = await Promise.all([registerUser('Zoe'), registerUser('Yan')]);
    const hackathon = await createHackathonByApi(organizer.token, { name: 'Rated Hack', flags: { hasTalents: true, hasMentors: true } });
    await join(zoe, hackathon.id);
    await join(yan, hackathon.id);
    await addToHackathon(organizer, mentor, hackathon.id, 'MENTOR');
    await talentCriteria(organizer, hackathon.id);

    const m = mentorBrowser.page;
    await logIn(m, mentor, hackathon);
    await m.goto(`${BASE_URL}/hackathon/${hackathon.id}/ratings/talent`);
    for (const [name, score] of [
      ['Zoe Journey', '8'],
      ['Yan Journey', '6'],
    ]) {
      await m.getByRole('button', { name: `Rate ${name}` }).click();
      const form = m.getByRole('region', { name: `Rating of ${name}` });
      await form.getByLabel('Craft').fill(score);
      await form.getByLabel('Notes').fill(`Notes on ${name}`);
      await form.getByRole('button', { name: 'Save rating' }).click();
      await form.waitFor({ state: 'detached' });
      await m.getByRole('row', { name: new RegExp(name) }).getByText('Saved', { exact: true }).waitFor();
    }

    const page = organizerBrowser.page;
    await logIn(page, organizer, hackathon);
    await page.goto(`${BASE_URL}/hackathon/${hackathon.id}/talent-man`);
    await page.getByRole('heading', { name: 'Rating Management' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Talent Ratings', exact: true }).click();
    await page.waitForURL(`${BASE_URL}/hackathon/${hackathon.id}/talent-man-mentors`);

    const mentors = page.getByRole('region', { name: "Mentors' Talent Ratings" });
    const mentorRow = mentors.getByRole('row', { name: /Mia Mentor/ });
    await mentorRow.waitFor();
    expect(await mentorRow.getByRole('cell').last().textContent()).toBe('2');
    const participants = page.getByRole('region', { name: "Participants' Talent Ratings" });
    await participants.getByRole('columnheader', { name: 'Aggregate Craft' }).waitFor();
    expect(await participants.getByRole('row', { name: /Zoe Journey/ }).getByRole('cell').last().textContent()).toBe('8.00');
    expect(await participants.getByRole('row', { name: /Yan Journey/ }).getByRole('cell').last().textContent()).toBe('6.00');
    expect(await participants.getByRole('columnheader', { name: 'Aggregate Notes' }).count()).toBe(0);

    await mentors.getByRole('button', { name: 'Mia Mentor' }).click();
    await page.getByRole('heading', { name: "Mia Mentor's Talent Ratings" }).waitFor();
    await page.getByRole('row', { name: /Zoe Journey/ }).getByText('8 / 10').waitFor();
    await page.getByRole('button', { name: 'Ratings of Zoe Journey' }).click();
    const lines = page.getByRole('table', { name: 'Criteria of Zoe Journey' });
    await lines.getByText('Notes on Zoe Journey').waitFor();
    expect(await lines.getByRole('row').allTextContents()).toEqual(['Craft8 / 10', 'NotesNotes on Zoe Journey']);
    await page.getByRole('button', { name: 'Back to the mentors' }).click();
    await page.getByRole('region', { name: "Participants' Talent Ratings" }).waitFor();
  });
});
