import { afterAll, beforeAll, describe, it } from 'vitest';
import { advanceToPhase, createHackathonByApi, join, registerUser } from './support/api';
import { logIn, uniqueName } from './support/app';
import { launchBrowser, type BrowserSession } from './support/browser';
import { BASE_URL } from './support/env';
import { saveScreenshot, screenshotOnFailure } from './support/failure';
import { tabToButton, typeInto } from './support/keyboard';

// Issue 18: a participant fills one form of each capability with the
// keyboard alone: proposes an idea, creates a team, adds a team resource.

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
    const organiser = await registerUser('Orla');
    const hackathon = await createHackathonByApi(organiser.token, { name: 'Keyboard forms', startsInHours: -1, flags: { ideasRequired: true } });
    const kim = await registerUser('Kim', 'Keys');
    await join(kim, hackathon.id);
    await logIn(page, kim, hackathon);

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
    await advanceToPhase(organiser, hackathon.id, 'HACKING');
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
});
