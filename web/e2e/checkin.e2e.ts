import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHackathonByApi, join, registerUser } from './support/api';
import { launchBrowser, type BrowserSession } from './support/browser';
import { BASE_URL } from './support/env';
import { saveScreenshot, screenshotOnFailure } from './support/failure';
import { logIn } from './support/session';

// Issue 9, QR registration: a participant sees their check-in QR code and its
// text on the hackathon page; an organizer types the code on the QR scanner
// page, sees them checked in and the count, is told when the same code comes
// again, and a tampered code is refused.

let participant: BrowserSession;
let organizer: BrowserSession;

beforeAll(async () => {
  [participant, organizer] = await Promise.all([launchBrowser(), launchBrowser()]);
});

afterAll(async () => {
  await Promise.all([participant?.close(), organizer?.close()]);
});

/** The code with one character of its signature changed. */
function tamper(code: string): string {
  const last = code.at(-1) === 'A' ? 'B' : 'A';
  return code.slice(0, -1) + last;
}

describe('QR registration', () => {
  it('a participant shows their code; the organizer checks them in once a day and a tampered code is refused', async () => {
    screenshotOnFailure('checkin', () => [participant.page, organizer.page]);
    const organizerUser = await registerUser('Otto');
    const hackathon = await createHackathonByApi(organizerUser.token, { name: 'Check-in journey' });
    const paula = await registerUser('Paula', 'Present');
    await join(paula, hackathon.id);

    const mine = participant.page;
    await logIn(mine, paula, hackathon);
    await mine.goto(`${BASE_URL}/hackathon/${hackathon.id}/detail`);
    await mine.getByRole('img', { name: 'Your check-in QR code' }).waitFor();
    const code = (await mine.getByTestId('check-in-code').textContent())?.trim() ?? '';
    expect(code).toMatch(new RegExp(`^${hackathon.id}-\\d+-[A-Z2-7]{16}$`));
    await saveScreenshot(mine, 'checkin-1-my-code');

    const page = organizer.page;
    await logIn(page, organizerUser, hackathon);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'QR Registration' }).click();
    await page.waitForURL(`${BASE_URL}/hackathon/${hackathon.id}/qr-scanner`);
    const present = page.getByRole('heading', { name: 'Present today' });
    await present.waitFor();
    expect(await present.textContent()).toBe('0');

    const field = page.getByRole('textbox', { name: 'Check-in code' });
    await field.fill(code);
    await page.getByRole('button', { name: 'Check in' }).click();
    await page.getByText('Paula Present is checked in for today.').waitFor();
    expect(await present.textContent()).toBe('1');
    await saveScreenshot(page, 'checkin-2-checked-in');

    await field.fill(code);
    await page.getByRole('button', { name: 'Check in' }).click();
    await page.getByText('Paula Present was already checked in today.').waitFor();
    expect(await present.textContent()).toBe('1');

    await field.fill(tamper(code));
    await page.getByRole('button', { name: 'Check in' }).click();
    const refused = page.getByRole('alert').filter({ hasText: 'Not checked in' });
    await refused.getByText(/Unknown check-in code/).waitFor();
    expect(await present.textContent()).toBe('1');
    await saveScreenshot(page, 'checkin-3-refused');
  });
});
