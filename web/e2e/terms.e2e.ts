import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHackathonByApi, registerUser } from './support/api';
import { PASSWORD, skipOnboarding, uniqueEmail } from './support/app';
import { downloadedBytes, launchBrowser, type BrowserSession } from './support/browser';
import { BASE_URL } from './support/env';
import { saveScreenshot, screenshotOnFailure } from './support/failure';
import { logIn } from './support/session';

// Issue 9, the participant's whole way in: an organizer publishes terms for an
// invite-only hackathon; a new user follows the share link, registers, comes
// back, accepts the terms while joining, sees the hackathon as a participant
// and their check-in code; the organizer types the code on the QR scanner and
// exports the participants, whose CSV holds the newcomer, checked in. A new
// version of the terms sends the participant to accept again.

let organizer: BrowserSession;
let newcomer: BrowserSession;

beforeAll(async () => {
  [organizer, newcomer] = await Promise.all([launchBrowser(), launchBrowser()]);
});

afterAll(async () => {
  await Promise.all([organizer?.close(), newcomer?.close()]);
});

/** Publishes a version on the terms page, as an organizer. */
async function publish(page: Page, hackathonId: string, version: string, html: string) {
  await page.goto(`${BASE_URL}/hackathon/${hackathonId}/terms`);
  await page.getByRole('textbox', { name: 'Version' }).fill(version);
  await page.getByRole('textbox', { name: 'Terms (HTML)' }).fill(html);
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByText(`Version ${version} published`).waitFor();
}

describe('terms and conditions', () => {
  it('a new user follows the share link, registers, accepts the terms, joins, is checked in by code and exported; a new version asks again', async () => {
    screenshotOnFailure('terms', () => [organizer.page, newcomer.page]);
    const organizerUser = await registerUser('Tamsin');
    const hackathon = await createHackathonByApi(organizerUser.token, {
      name: 'Terms journey',
      allowedParticipants: 'INVITE_ONLY',
      flags: { requireTermsAcceptance: true },
    });

    const org = organizer.page;
    await logIn(org, organizerUser);
    await publish(org, hackathon.id, '1.0', '<h2>House rules</h2><p>Be kind.</p><script>window.pwned = true</script>');
    await org.getByRole('button', { name: /Version 1\.0/ }).waitFor();
    await saveScreenshot(org, 'terms-1-published');
    await org.goto(`${BASE_URL}/hackathon/${hackathon.id}/detail`);
    const shareLink = await org.getByRole('textbox', { name: 'Share link' }).inputValue();
    expect(shareLink).toContain('participant_invite=true');

    // The newcomer, signed out, follows the link and is sent to register.
    const page = newcomer.page;
    await page.goto(shareLink);
    await page.getByRole('heading', { name: 'You are invited to a hackathon' }).waitFor();
    await page.getByRole('link', { name: 'Register to join' }).click();
    await page.waitForURL((url) => url.pathname === '/register');
    await page.getByLabel('First name').fill('Nora');
    await page.getByLabel('Last name').fill('Newcomer');
    const noraEmail = uniqueEmail('nora');
    await page.getByLabel('E-mail').fill(noraEmail);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await skipOnboarding(page);

    // Back at the hackathon, with the token: joining shows the terms first.
    await page.waitForURL((url) => url.pathname === `/hackathon/${hackathon.id}/detail` && url.searchParams.has('token'));
    await page.getByRole('heading', { name: hackathon.name, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Join hackathon' }).click();
    const dialog = page.getByRole('dialog', { name: 'Terms and conditions' });
    await dialog.getByRole('heading', { name: 'House rules' }).waitFor();
    expect(await page.evaluate(() => (window as { pwned?: boolean }).pwned)).toBeUndefined();
    await saveScreenshot(page, 'terms-2-join');
    await dialog.getByRole('button', { name: 'Accept and join' }).click();
    await page.getByText(`You joined ${hackathon.name}`).waitFor();
    await page.getByText('Participant', { exact: true }).waitFor();

    // Their check-in code is on the page; the organizer types it on the QR scanner.
    await page.getByRole('img', { name: 'Your check-in QR code' }).waitFor();
    const code = (await page.getByTestId('check-in-code').textContent())?.trim() ?? '';
    expect(code).toMatch(new RegExp(`^${hackathon.id}-\\d+-[A-Z2-7]{16}$`));
    await org.goto(`${BASE_URL}/hackathon/${hackathon.id}/qr-scanner`);
    await org.getByRole('textbox', { name: 'Check-in code' }).fill(code);
    await org.getByRole('button', { name: 'Check in' }).click();
    await org.getByText('Nora Newcomer is checked in for today.').waitFor();

    // The organizer's export holds her: accepted terms 1.0, present one day.
    await org.goto(`${BASE_URL}/hackathon/${hackathon.id}/participants`);
    await org.getByRole('button', { name: 'Export CSV' }).click();
    const download = org.getByRole('button', { name: /^Download participants-.*\.csv$/ });
    await download.waitFor();
    const [file] = await Promise.all([org.waitForEvent('download'), download.click()]);
    const rows = (await downloadedBytes(file)).toString('utf8').trim().split(/\r?\n/);
    const nora = rows.find((row) => row.startsWith(`Nora Newcomer,${noraEmail},`));
    expect(nora).toBeDefined();
    expect(nora).toMatch(/,1\.0,[^,]+,1$/);

    // A new version: the hackathon's page sends the participant to accept it.
    await publish(org, hackathon.id, '2.0', '<h2>House rules</h2><p>Be kind. Also: no spoilers.</p>');
    await page.goto(`${BASE_URL}/hackathon/${hackathon.id}/detail`);
    await page.waitForURL(`${BASE_URL}/hackathon/${hackathon.id}/terms`);
    await page.getByText('Also: no spoilers.').waitFor();
    await saveScreenshot(page, 'terms-3-new-version');
    await page.getByRole('button', { name: 'Accept', exact: true }).click();
    await page.waitForURL(`${BASE_URL}/hackathon/${hackathon.id}/detail`);
    await page.getByRole('heading', { name: hackathon.name, level: 1 }).waitFor();
    await page.goto(`${BASE_URL}/hackathon/${hackathon.id}/terms`);
    await page.getByText(/You accepted this version on/).waitFor();
  });
});
