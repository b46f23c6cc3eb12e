import { afterAll, describe, expect, it } from 'vitest';
import { uniqueName } from './support/app';
import { launchBrowser, type BrowserSession } from './support/browser';
import { BASE_URL } from './support/env';
import { screenshotOnFailure } from './support/failure';
import { signInNewUser } from './support/session';

// Issue 32 (section 4, items 5 and 7): an owner of two organizations renames
// one, switches between them, and deletes one after typing its name.

const browsers: BrowserSession[] = [];

afterAll(async () => {
  await Promise.all(browsers.map((browser) => browser.close()));
});

describe('organizations', () => {
  it('renames an organization, switches between two, and deletes one with confirmation', async () => {
    const session = await launchBrowser();
    browsers.push(session);
    const { page } = session;
    screenshotOnFailure('organizations', () => [page]);
    await signInNewUser(page, 'Orla', 'Owner');

    // Without an organization, /organization offers to create one; the first opens at its own address.
    await page.goto(`${BASE_URL}/organization`);
    const first = uniqueName('First Org');
    await page.getByLabel('Organization name').fill(first);
    await page.getByRole('button', { name: 'Create organization' }).click();
    await page.getByRole('heading', { name: first, level: 1 }).waitFor();
    await page.waitForURL(/\/organization\/\d+$/);
    const firstURL = page.url();

    const second = uniqueName('Second Org');
    await page.getByLabel('Organization name').fill(second);
    await page.getByRole('button', { name: 'Create organization' }).click();
    await page.getByText(`Organization "${second}" created`).waitFor();

    // Switching puts the other organization in the URL; the sidebar's Members follows it.
    await page.getByRole('combobox', { name: 'Switch organization' }).click();
    await page.getByRole('option', { name: second }).click();
    await page.getByRole('heading', { name: second, level: 1 }).waitFor();
    expect(page.url()).not.toBe(firstURL);
    const secondURL = page.url();

    // Renaming: an empty name is refused in place, then the new name and description are saved.
    const details = page.getByRole('region', { name: 'Organization details' });
    await details.getByRole('textbox', { name: 'Name' }).fill('  ');
    await details.getByRole('button', { name: 'Save changes' }).click();
    await details.getByText('Name is required').waitFor();
    const renamed = uniqueName('Renamed Org');
    await details.getByRole('textbox', { name: 'Name' }).fill(renamed);
    await details.getByRole('textbox', { name: 'Description' }).fill('We run weekend hackathons for students.');
    await details.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Organization saved').waitFor();
    await page.getByRole('heading', { name: renamed, level: 1 }).waitFor();
    await page.getByText('We run weekend hackathons for students.').first().waitFor();

    const sidebar = page.getByRole('navigation', { name: 'Main' });
    await sidebar.getByRole('link', { name: 'Members' }).click();
    await page.waitForURL(`${secondURL}/members`);
    await page.getByRole('heading', { name: `${renamed}: members` }).waitFor();

    // The switcher on the members page goes to the other organization's members; the choice is remembered.
    await page.getByRole('combobox', { name: 'Switch organization' }).click();
    await page.getByRole('option', { name: first }).click();
    await page.waitForURL(`${firstURL}/members`);
    await sidebar.getByRole('link', { name: 'Organization' }).click();
    await page.waitForURL(firstURL);
    await page.goto(`${BASE_URL}/organization`);
    await page.waitForURL(firstURL);

    // Deleting the renamed one: the button waits for its name, then the user lands on the other one.
    await page.goto(secondURL);
    await page.getByRole('button', { name: 'Delete organization' }).click();
    const dialog = page.getByRole('dialog', { name: `Delete ${renamed}?` });
    await dialog.getByText('cannot be deleted: delete them first', { exact: false }).waitFor();
    const confirm = dialog.getByRole('button', { name: 'Delete organization' });
    await dialog.getByRole('textbox', { name: 'Organization name' }).fill('not the name');
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Organization name' }).fill(renamed);
    await confirm.click();
    await page.getByText(`${renamed} was deleted`).waitFor();
    await page.waitForURL(firstURL);
    await page.getByRole('heading', { name: first, level: 1 }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Switch organization' }).count()).toBe(0);
  });
});
