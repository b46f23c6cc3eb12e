import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skipOnboarding } from './support/app';
import { launchBrowser, type BrowserSession } from './support/browser';
import { BASE_URL } from './support/env';
import { screenshotOnFailure } from './support/failure';
import { waitForResetPath } from './support/mailpit';

// Journey of the "accounts and sign-in" issue against the real server:
// register -> log out -> log in -> forgot password -> e-mailed link -> new password -> log in.

const firstName = 'Erin';
const lastName = 'Journey';
const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
const firstPassword = 'first-Passw0rd!';
const newPassword = 'second-Passw0rd!';

let browser: BrowserSession;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = browser.page;
});

afterAll(async () => {
  await browser?.close();
});

async function logIn(password: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Signed in: / leads a user without hackathons to Discover, and the user menu names them. */
async function expectSignedIn() {
  await page.waitForURL(`${BASE_URL}/hackathon/discover`);
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menu').getByText(`${firstName} ${lastName}`).waitFor();
  await page.keyboard.press('Escape');
}

async function logOut() {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL(`${BASE_URL}/login`);
}

describe('accounts and sign-in', () => {
  it('registers, logs out and in, resets the password by e-mail and logs in with it', async () => {
    screenshotOnFailure('accounts', () => [page]);

    // An unauthenticated visit to / goes to the login page.
    await page.goto(`${BASE_URL}/`);
    await page.waitForURL(`${BASE_URL}/login?next=%2F`);

    await page.getByRole('link', { name: 'New here? Create an account' }).click();
    await page.getByLabel('First name').fill(firstName);
    await page.getByLabel('Last name').fill(lastName);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(firstPassword);
    await page.getByRole('button', { name: 'Create account' }).click();
    await skipOnboarding(page);
    await expectSignedIn();

    await logOut();
    await logIn(firstPassword);
    await expectSignedIn();
    await logOut();

    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(`If an account exists for ${email}, we sent a link`).waitFor();

    const resetPath = await waitForResetPath(email);
    const resetUrl = new URL(resetPath, BASE_URL);
    expect(resetUrl.pathname).toBe('/reset_password');
    expect(resetUrl.searchParams.get('uid')).toBeTruthy();
    expect(resetUrl.searchParams.get('token')).toBeTruthy();
    await page.goto(BASE_URL + resetPath);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.waitForURL(`${BASE_URL}/login`);
    await page.getByText('Your password has been changed. Log in with your new password.').waitFor();

    // The old password no longer works; the new one does.
    await logIn(firstPassword);
    await page.getByRole('alert').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await logIn(newPassword);
    await expectSignedIn();
  });
});
