import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { createHackathonByApi, graphql, registerUser } from './support/api';
import { launchBrowser, type BrowserSession } from './support/browser';
import { BASE_URL } from './support/env';
import { screenshotOnFailure } from './support/failure';
import { waitForLinkPath, waitForUnsubscribeHeader } from './support/mailpit';
import { signInNewUser } from './support/session';

// Issue 34: a person turns a kind of e-mail off on their settings page, and
// the one-click unsubscribe of an e-mail (RFC 8058) turns another off
// without signing in; the page shows both after a reload.

const UNSUBSCRIBE = '/api/v1/email/unsubscribe';
const browsers: BrowserSession[] = [];

afterAll(async () => {
  await Promise.all(browsers.map((browser) => browser.close()));
});

async function openPreferences(page: Page) {
  await page.goto(`${BASE_URL}/user/email`);
  await page.getByRole('switch', { name: 'Announcements' }).waitFor();
}

describe('email preferences', () => {
  it('saves a switch, and a one-click unsubscribe from an invite e-mail turns invitations off', async () => {
    const session = await launchBrowser();
    browsers.push(session);
    const page = session.page;
    screenshotOnFailure('email-preferences', () => [page]);
    const person = await signInNewUser(page, 'Pria', 'Prefs');

    // The user menu leads to the page; every category starts on.
    await page.getByRole('button', { name: /User menu/ }).click();
    await page.getByRole('menuitem', { name: 'E-mail preferences' }).click();
    await page.waitForURL(`${BASE_URL}/user/email`);
    const results = page.getByRole('switch', { name: 'Results' });
    await results.waitFor();
    expect(await results.isChecked()).toBe(true);

    // Turned off, it is saved at once, and still off after a reload.
    await page.getByRole('switch', { name: 'Results' }).click({ force: true });
    await page.getByText('Results e-mails turned off').waitFor();
    await page.reload();
    await openPreferences(page);
    expect(await page.getByRole('switch', { name: 'Results' }).isChecked()).toBe(false);
    expect(await page.getByRole('switch', { name: 'Invitations' }).isChecked()).toBe(true);

    // An organizer invites them to judge: the e-mail offers a one-click unsubscribe from invitations.
    const organizer = await registerUser('Olive');
    const hackathon = await createHackathonByApi(organizer.token, { name: 'Prefs Hack' });
    await graphql(organizer.token, `mutation ($input: InviteToHackathonInput!) { inviteToHackathon(input: $input) { invited { uid } } }`, {
      input: { hackathonId: hackathon.id, kind: 'JUDGE', emails: [person.email] },
    });
    const { link, post } = await waitForUnsubscribeHeader(person.email, UNSUBSCRIBE);
    expect(post).toBe('List-Unsubscribe=One-Click');

    // The mail client's POST: no cookie, no CSRF header, no sign-in.
    const response = await fetch(BASE_URL + link, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);

    await page.reload();
    await openPreferences(page);
    expect(await page.getByRole('switch', { name: 'Invitations' }).isChecked()).toBe(false);
    expect(await page.getByRole('switch', { name: 'Results' }).isChecked()).toBe(false);
    expect(await page.getByRole('switch', { name: 'Phase changes' }).isChecked()).toBe(true);

    // The footer's link, followed in a browser, asks first, then confirms and links the settings.
    const footerLink = await waitForLinkPath(person.email, UNSUBSCRIBE);
    await page.goto(BASE_URL + footerLink);
    await page.getByRole('heading', { name: 'Unsubscribe?' }).waitFor();
    await page.getByText("You'll stop getting e-mails about invitations").waitFor();
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByRole('heading', { name: "You're unsubscribed" }).waitFor();
    await page.getByRole('link', { name: 'Sign in to manage all your e-mail preferences' }).click();
    await page.waitForURL(`${BASE_URL}/user/email`);
    await page.getByRole('switch', { name: 'Invitations' }).waitFor();
    expect(await page.getByRole('switch', { name: 'Invitations' }).isChecked()).toBe(false);
  });
});
