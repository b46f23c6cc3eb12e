import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHackathonByApi, join, registerUser } from './support/api';
import { downloadedBytes, launchBrowser, type BrowserSession } from './support/browser';
import { BASE_URL } from './support/env';
import { screenshotOnFailure } from './support/failure';
import { logIn } from './support/session';

// Issue 9: an organizer exports the participants of an Open-Innovation-like
// hackathon as CSV, downloads the file, and finds the export in the inbox
// and on the hackathon's Jobs page (issue 30).

let organizer: BrowserSession;

beforeAll(async () => {
  organizer = await launchBrowser();
});

afterAll(async () => {
  await organizer?.close();
});

describe('participant export', () => {
  it('an organizer exports the participants as CSV and the downloaded file holds them', async () => {
    screenshotOnFailure('export', () => [organizer.page]);
    const organizerUser = await registerUser('Olga');
    const hackathon = await createHackathonByApi(organizerUser.token, { name: 'Open Innovation Challenge' });
    const participant = await registerUser('Zoe', 'Ångström');
    await join(participant, hackathon.id);

    const page = organizer.page;
    await logIn(page, organizerUser, hackathon);
    await page.goto(`${BASE_URL}/hackathon/${hackathon.id}/participants`);
    await page.getByRole('table', { name: 'Participants' }).getByRole('link', { name: 'Zoe Ångström' }).waitFor();

    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = page.getByRole('button', { name: /^Download participants-open-innovation-challenge-.*\.csv$/ });
    await download.waitFor();
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^participants-open-innovation-challenge-.*\.csv$/);
    const bytes = await downloadedBytes(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trim().split(/\r?\n/);
    expect(lines[0]).toMatch(/^Name,E-mail,City,Skills,/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`Zoe Ångström,${participant.email},`);

    // The finished export waits in the inbox as a job.
    await page.goto(`${BASE_URL}/inbox/all`);
    const job = page.getByRole('group', { name: `Job: participants of ${hackathon.name}` });
    await job.getByText('Ready').waitFor();
    await job.getByRole('button', { name: 'Mark as read' }).click();
    await job.getByRole('button', { name: 'Mark as unread' }).waitFor();

    // It is also one of the hackathon's jobs on the organizers' Jobs page, done and not stuck.
    await page.goto(`${BASE_URL}/hackathon/${hackathon.id}/jobs`);
    const jobs = page.getByRole('list', { name: 'Jobs' });
    const exportJob = jobs.getByRole('listitem', { name: /^Export: Participant export participants-open-innovation-challenge-.*\.csv$/ });
    await exportJob.getByText('Done', { exact: true }).waitFor();
    expect(await exportJob.getByText('Stuck', { exact: true }).count()).toBe(0);
    await jobs.getByRole('listitem', { name: `Phases: Phases of ${hackathon.name}` }).waitFor();
  });
});
