import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, registerUser } from './support/api';
import { uniqueName } from './support/app';
import { launchBrowser, type BrowserSession } from './support/browser';
import { BASE_URL } from './support/env';
import { saveScreenshot, screenshotOnFailure } from './support/failure';
import { logIn } from './support/session';

// Issue 15's innovation ledger: a member of an organization opens its ledger
// (made with its statuses through the API), adds a tag and an item, tags the
// item, gives it a budget in dollars, and drags its card on the board into
// another status; the server holds the item's new status.

let member: BrowserSession;

beforeAll(async () => {
  member = await launchBrowser();
});

afterAll(async () => {
  await member?.close();
});

/** An organization of the user with a ledger holding "Idea" (To-do) and "Building" (Doing). */
async function createLedger(token: string): Promise<{ id: string; name: string }> {
  const { createOrganization } = await graphql<{ createOrganization: { organization: { id: string } } }>(
    token,
    `mutation ($name: String!) { createOrganization(input: {name: $name}) { organization { id } } }`,
    { name: uniqueName('Ledger journey org') },
  );
  const name = uniqueName('Green logistics');
  const { createLedger } = await graphql<{ createLedger: { ledger: { id: string } } }>(
    token,
    `mutation ($org: ID!, $name: String!) { createLedger(input: {organizationId: $org, name: $name}) { ledger { id } } }`,
    { org: createOrganization.organization.id, name },
  );
  const ledgerId = createLedger.ledger.id;
  const { createLedgerStatusGroup } = await graphql<{ createLedgerStatusGroup: { statusGroup: { id: string } } }>(
    token,
    `mutation ($id: ID!) { createLedgerStatusGroup(input: {ledgerId: $id, name: "Doing"}) { statusGroup { id } } }`,
    { id: ledgerId },
  );
  const status = `mutation ($id: ID!, $name: String!, $group: ID) { createLedgerStatus(input: {ledgerId: $id, name: $name, statusGroupId: $group}) { status { id } } }`;
  await graphql(token, status, { id: ledgerId, name: 'Idea' });
  await graphql(token, status, { id: ledgerId, name: 'Building', group: createLedgerStatusGroup.statusGroup.id });
  return { id: ledgerId, name };
}

/** Drags a card onto a board column with the mouse, in steps, as dnd-kit's pointer sensor expects. */
async function dragCard(page: Page, card: string, column: string) {
  const source = await page.getByLabel(`Card ${card}`).boundingBox();
  const target = await page.getByRole('region', { name: `${column} column` }).boundingBox();
  if (!source || !target) throw new Error('nothing to drag');
  await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
  await page.mouse.down();
  await page.mouse.move(target.x + target.width / 2, target.y + 60, { steps: 15 });
  await page.mouse.up();
}

describe('innovation ledger', () => {
  it('a member adds an item, tags it and drags it into another status on the board', async () => {
    screenshotOnFailure('ledger', () => [member.page]);
    const user = await registerUser('Lena');
    const ledger = await createLedger(user.token);
    const page = member.page;
    await logIn(page, user);

    await page.getByRole('link', { name: 'Innovation Initiatives' }).click();
    await page.getByRole('link', { name: ledger.name }).click();
    await page.getByRole('heading', { name: ledger.name }).waitFor();

    await page.getByRole('button', { name: 'Add tag' }).click();
    const tagForm = page.getByRole('dialog', { name: 'Add a tag' });
    await tagForm.getByLabel(/^Name/).fill('AI');
    await tagForm.getByRole('button', { name: 'Add' }).click();
    await page.getByText('Tag AI added').waitFor();

    await page.getByRole('button', { name: 'Add item' }).click();
    const itemForm = page.getByRole('dialog', { name: 'Add an item' });
    await itemForm.getByLabel(/^Name/).fill('Drone delivery');
    await itemForm.getByRole('button', { name: 'Add' }).click();
    await page.getByRole('table', { name: 'Ledger items' }).getByRole('button', { name: 'Drone delivery' }).click();

    const drawer = page.getByRole('dialog', { name: 'Drone delivery' });
    await drawer.getByRole('button', { name: 'Add property' }).click();
    await drawer.getByLabel(/^Property/).fill('Labels');
    await drawer.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Tags' }).click();
    await drawer.getByLabel('Tags', { exact: true }).click();
    await page.getByRole('option', { name: 'AI' }).click();
    await drawer.getByText('Properties', { exact: true }).click(); // closes the tag list over the buttons
    await drawer.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Labels saved').waitFor();

    // Money: an empty amount is refused under its field; saved, the table shows it in its currency.
    await drawer.getByRole('button', { name: 'Add property' }).click();
    await drawer.getByLabel(/^Property/).fill('Budget');
    await drawer.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Money' }).click();
    expect(await drawer.getByRole('combobox', { name: 'Currency' }).inputValue()).toBe('USD · US Dollar');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await drawer.getByText('Enter an amount with at most 2 decimals, such as 25000 or 4800.50.').waitFor();
    await drawer.getByRole('textbox', { name: 'Amount' }).fill('25000');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Budget saved').waitFor();
    await drawer.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('table', { name: 'Ledger items' }).getByText('AI', { exact: true }).waitFor();
    await page.getByRole('table', { name: 'Ledger items' }).getByText('$25,000.00').waitFor();

    await page.getByRole('tab', { name: 'Board' }).click();
    const noStatus = page.getByRole('region', { name: 'No status column' });
    await noStatus.getByLabel('Card Drone delivery').waitFor();
    await dragCard(page, 'Drone delivery', 'Building');
    const building = page.getByRole('region', { name: 'Building column' });
    await building.getByLabel('Card Drone delivery').waitFor();
    await saveScreenshot(page, 'ledger-board');

    // The server holds the move: the item's status property is Building.
    const { ledgerItems } = await graphql<{ ledgerItems: { name: string; properties: { name: string; valueStatus: { name: string } | null }[] }[] }>(
      user.token,
      `query ($id: ID!) { ledgerItems(ledgerId: $id) { name properties { name valueStatus { name } } } }`,
      { id: ledger.id },
    );
    expect(ledgerItems).toHaveLength(1);
    expect(ledgerItems[0].properties.find((p) => p.name === 'Status')?.valueStatus?.name).toBe('Building');

    // After a reload the filter by status finds it.
    await page.goto(`${BASE_URL}/innovation/initiatives/${ledger.id}`);
    await page.getByRole('tab', { name: 'Board' }).click();
    await page.getByRole('region', { name: 'Building column' }).getByLabel('Card Drone delivery').waitFor();
  });
});
