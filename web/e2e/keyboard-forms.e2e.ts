import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceToPhase, createHackathonByApi, graphql, join, registerUser } from './support/api';
import { uniqueEmail, uniqueName } from './support/app';
import { launchBrowser, type BrowserSession } from './support/browser';
import { BASE_URL } from './support/env';
import { saveScreenshot, screenshotOnFailure } from './support/failure';
import { tabToButton, typeInto, waitForFocus, waitForFocusIn } from './support/keyboard';
import { signInAfterOthers } from './support/session';

// Issue 18: one form of each capability filled and sent with the keyboard
// alone (Tab, typing, Enter, Space, arrow keys): a participant proposes an
// idea, creates a team, adds a team resource; an organizer invites a mentor,
// publishes terms, adds a programme item; a member adds a ledger item.
// keyboard-forms-2.e2e.ts holds the rest.

let session: BrowserSession;

beforeAll(async () => {
  session = await launchBrowser();
});

afterAll(async () => {
  await session?.close();
});

describe('keyboard forms', () => {
  it('proposes an idea, creates a team and adds a resource with the keyboard alone', async () => {
    const page = session.page;
    screenshotOnFailure('keyboard-forms', () => [page]);
    const organizer = await registerUser('Orla');
    const hackathon = await createHackathonByApi(organizer.token, { name: 'Keyboard forms', startsInHours: -1, flags: { ideasRequired: true } });
    const kim = await registerUser('Kim', 'Keys');
    await join(kim, hackathon.id);
    await signInAfterOthers(page, kim, hackathon);

    // Ideas: three fields, then the Propose button.
    const ideaName = uniqueName('Typed idea');
    await page.goto(`${BASE_URL}/hackathon/${hackathon.id}/idea/create`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await typeInto(page, 'Name', ideaName);
    await typeInto(page, 'Description', 'Written without a mouse.');
    await typeInto(page, 'Detailed description', 'Every field is reached with Tab.');
    await tabToButton(page, 'Propose');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/idea\/\d+\/view$/);
    await page.getByRole('heading', { name: ideaName }).waitFor();

    // Teams: the team name, submitted with Enter.
    await advanceToPhase(organizer, hackathon.id, 'HACKING');
    const teamName = uniqueName('Keyboarders');
    await page.goto(`${BASE_URL}/hackathon/${hackathon.id}/teams/create`);
    await page.getByRole('textbox', { name: 'Team name' }).waitFor();
    await typeInto(page, 'Team name', teamName);
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/hackathon/${hackathon.id}/team/\\d+$`));
    await page.getByRole('heading', { name: teamName, level: 1 }).waitFor();

    // Team resources: name and URL, submitted with Enter from the URL field.
    await page.getByRole('form', { name: 'Add a resource' }).waitFor();
    await typeInto(page, 'Name', 'Repository');
    await typeInto(page, 'URL', 'github.com/keys/app');
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: 'Repository' }).waitFor();
    await saveScreenshot(page, 'keyboard-forms-1-resource');
  });

  it('invitations: an organizer invites a mentor by e-mail', async () => {
    const page = session.page;
    screenshotOnFailure('keyboard-invitations', () => [page]);
    const organizer = await registerUser('Ines');
    const hackathon = await createHackathonByApi(organizer.token, { name: 'Keyboard invites', flags: { hasMentors: true } });
    await signInAfterOthers(page, organizer, hackathon);
    await page.goto(`${BASE_URL}/hackathon/${hackathon.id}/mentors`);
    await page.getByRole('heading', { name: 'Mentors', level: 1 }).waitFor();

    const mentorEmail = uniqueEmail('kb-mentor');
    await typeInto(page, 'E-mail addresses', mentorEmail);
    await tabToButton(page, 'Send invite');
    await page.keyboard.press('Enter');
    await page.getByRole('region', { name: 'Invite results' }).getByText('Invited 1 address').waitFor();
    await page.getByRole('table', { name: 'Invites' }).getByRole('link', { name: mentorEmail }).waitFor();
  });

  it('terms: an organizer publishes a version of the terms', async () => {
    const page = session.page;
    screenshotOnFailure('keyboard-terms', () => [page]);
    const organizer = await registerUser('Tara');
    const hackathon = await createHackathonByApi(organizer.token, { name: 'Keyboard terms', flags: { requireTermsAcceptance: true } });
    await signInAfterOthers(page, organizer, hackathon);
    await page.goto(`${BASE_URL}/hackathon/${hackathon.id}/terms`);
    await page.getByRole('textbox', { name: 'Version' }).waitFor();

    await typeInto(page, 'Version', '1.0');
    await typeInto(page, 'Terms (HTML)', '<h2>House rules</h2><p>Typed, not pasted.</p>');
    await tabToButton(page, 'Publish');
    await page.keyboard.press('Enter');
    await page.getByText('Version 1.0 published').waitFor();
    await page.getByRole('button', { name: /Version 1\.0/ }).waitFor();
    await page.reload();
    await page.getByText('Typed, not pasted.').first().waitFor();
  });

  it('innovation ledger: a member adds an item', async () => {
    const page = session.page;
    screenshotOnFailure('keyboard-ledger', () => [page]);
    const member = await registerUser('Lio');
    const { createOrganization } = await graphql<{ createOrganization: { organization: { id: string } } }>(
      member.token,
      `mutation ($name: String!) { createOrganization(input: {name: $name}) { organization { id } } }`,
      { name: uniqueName('Keyboard ledger org') },
    );
    const ledgerName = uniqueName('Keyboard ledger');
    const { createLedger } = await graphql<{ createLedger: { ledger: { id: string } } }>(
      member.token,
      `mutation ($org: ID!, $name: String!) { createLedger(input: {organizationId: $org, name: $name}) { ledger { id } } }`,
      { org: createOrganization.organization.id, name: ledgerName },
    );
    await signInAfterOthers(page, member);
    await page.goto(`${BASE_URL}/innovation/initiatives/${createLedger.ledger.id}`);
    await page.getByRole('heading', { name: ledgerName }).waitFor();

    await tabToButton(page, 'Add item');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Add an item' }).waitFor();
    // The dialog, once open, puts the keyboard in its first field.
    await waitForFocus(page, 'Name');
    await page.keyboard.type('Drone delivery');
    await typeInto(page, 'Description', 'Parcels by air.');
    await tabToButton(page, 'Add');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Add an item' }).waitFor({ state: 'detached' });
    await page.getByRole('table', { name: 'Ledger items' }).getByRole('button', { name: 'Drone delivery' }).waitFor();
  });

  it('programme: an organizer adds a schedule item with a link', async () => {
    const page = session.page;
    screenshotOnFailure('keyboard-programme', () => [page]);
    const organizer = await registerUser('Paz');
    const hackathon = await createHackathonByApi(organizer.token, { name: 'Keyboard programme' });
    await signInAfterOthers(page, organizer, hackathon);
    await page.goto(`${BASE_URL}/hackathon/${hackathon.id}/schedule`);
    await page.getByRole('button', { name: 'Add item' }).waitFor();

    await tabToButton(page, 'Add item');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Add a programme item' }).waitFor();
    await waitForFocusIn(page, '[role="dialog"]');
    await typeInto(page, 'Name', 'Team formation');
    await typeInto(page, 'Description', 'Find your team.');
    // The times keep their defaults, the hackathon's first hour; a link is added with its button.
    await tabToButton(page, 'Add a link');
    await page.keyboard.press('Enter');
    await typeInto(page, 'Link 1 name', 'Idea board');
    await typeInto(page, 'Link 1 URL', 'www.example.com/board');
    await page.keyboard.press('Enter');
    const item = page.getByRole('article', { name: 'Team formation' });
    await item.waitFor();
    expect(await item.getByRole('link', { name: 'Idea board' }).getAttribute('href')).toBe('https://www.example.com/board');
  });
});
