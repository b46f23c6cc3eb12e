import { afterAll, describe, expect, it } from 'vitest';
import { grantAdmin } from './support/admin';
import { registerUser } from './support/api';
import { uniqueName } from './support/app';
import { launchBrowser, type BrowserSession } from './support/browser';
import { BASE_URL } from './support/env';
import { screenshotOnFailure } from './support/failure';
import { pickOption } from './support/select';
import { logIn, signInNewUser } from './support/session';

// A user sends feedback from the widget and is thanked; a platform
// administrator reads it on /admin/feedback and filters it by kind.

const browsers: BrowserSession[] = [];

afterAll(async () => {
  await Promise.all(browsers.map((browser) => browser.close()));
});

describe('feedback', () => {
  it('is sent from any page and read by an administrator', async () => {
    const sender = await launchBrowser();
    const admin = await launchBrowser();
    browsers.push(sender, admin);
    screenshotOnFailure('feedback', () => [sender.page, admin.page]);

    const page = sender.page;
    await signInNewUser(page, 'Fay', 'Feedback');
    await page.goto(`${BASE_URL}/hackathon/discover`);
    const message = uniqueName('The discover filters forget my choice');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send feedback' });
    await dialog.getByText('Sent from /hackathon/discover').waitFor();
    await dialog.getByText('Bug', { exact: true }).click();
    await dialog.getByLabel('Message').fill(message);
    await dialog.getByRole('radio', { name: '4 of 5' }).press('Space'); // the fourth star (Enter would submit)
    await dialog.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Thank you for your feedback!').waitFor();
    await dialog.waitFor({ state: 'detached' });

    // The sender is thanked in the inbox.
    await page.goto(`${BASE_URL}/inbox/all`);
    await page.getByText('We received your bug report and will read it carefully.').waitFor();

    // Nobody but an administrator reads feedback.
    await page.goto(`${BASE_URL}/admin/feedback`);
    await page.getByText('Only platform administrators read user feedback.').waitFor();

    const ada = await registerUser('Ada', 'Admin');
    await grantAdmin(ada.email);
    const adminPage = admin.page;
    await logIn(adminPage, ada);
    await adminPage.getByRole('button', { name: 'User menu' }).click();
    await adminPage.getByRole('menuitem', { name: 'User feedback' }).click();
    await adminPage.waitForURL(`${BASE_URL}/admin/feedback`);
    await adminPage.getByLabel('Search').fill(message);
    const card = adminPage.getByLabel(/^Feedback \d+$/).filter({ hasText: message });
    await card.waitFor();
    await card.getByText('Fay Feedback').waitFor();
    await card.getByRole('link', { name: '/hackathon/discover' }).waitFor();
    await card.getByLabel('Rated 4 of 5').waitFor();
    expect(await card.getByText('Bug', { exact: true }).count()).toBe(1);

    // The kind filter leaves it out when it asks for praise.
    await pickOption(adminPage, 'Kind', 'Praise');
    await adminPage.getByText('No feedback matches.').waitFor();
  });
});
