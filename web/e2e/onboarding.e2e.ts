import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from './support/app';
import { launchBrowser, type BrowserSession } from './support/browser';
import { BASE_URL } from './support/env';
import { saveScreenshot, screenshotOnFailure } from './support/failure';
import { pickOption } from './support/select';

// Issue 16's onboarding: a new account is led to /welcome/start; a
// participant answers their questions, is told that the website is no URL,
// fixes it and lands where registering leads (the dashboard); the answers are
// on /user/profile afterwards. A host answers the company and host forms.

const URL_MESSAGE = 'Please enter a complete URL (e.g., www.example.com or https://example.com)';

let participant: BrowserSession;
let host: BrowserSession;

beforeAll(async () => {
  [participant, host] = await Promise.all([launchBrowser(), launchBrowser()]);
});

afterAll(async () => {
  await Promise.all([participant?.close(), host?.close()]);
});


describe('onboarding', () => {
  it('leads a new participant through their questions, with the URL rule, to the dashboard', async () => {
    const page = participant.page;
    screenshotOnFailure('onboarding-participant', () => [page]);
    await register(page, 'Pia', 'Participant', undefined, { onboarding: 'stay' });
    expect(new URL(page.url()).pathname).toBe('/welcome/start');
    await page.getByRole('heading', { name: 'Welcome to Hackforge' }).waitFor();
    await page.getByRole('link', { name: 'Take part' }).click();
    await page.waitForURL((url) => url.pathname === '/welcome/participant');

    // The count appears only after "Yes"; the company fields for Employed.
    await expect(page.getByLabel(/^How many hackathons/).count()).resolves.toBe(0);
    await page.getByRole('radio', { name: 'Yes' }).check();
    await page.getByLabel(/^How many hackathons/).fill('3');
    await pickOption(page, 'Occupation', 'Employed');
    await pickOption(page, 'How did you hear about us?', 'Podcast');
    await page.getByLabel(/^Company name/).fill('Acme Robotics');
    await page.getByLabel(/^Job title/).fill('Engineer');
    await page.getByLabel('Company website').fill('acme robotics');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText(URL_MESSAGE).waitFor();
    await saveScreenshot(page, 'onboarding-1-url-rule');
    expect(new URL(page.url()).pathname).toBe('/welcome/participant');

    await page.getByLabel('Company website').fill('www.acme-robotics.example');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${BASE_URL}/dash`);

    // The answers can be changed later from the profile page.
    await page.goto(`${BASE_URL}/user/profile`);
    const answers = page.getByRole('region', { name: 'Taking part' });
    await expect(answers.getByLabel(/^Company name/).inputValue()).resolves.toBe('Acme Robotics');
    await expect(answers.getByLabel('Company website').inputValue()).resolves.toBe('https://www.acme-robotics.example');
    await saveScreenshot(page, 'onboarding-2-profile');
  });

  it('leads a new host through the company and host forms to the dashboard', async () => {
    const page = host.page;
    screenshotOnFailure('onboarding-host', () => [page]);
    await register(page, 'Hugo', 'Host', undefined, { onboarding: 'stay' });
    await page.getByRole('link', { name: 'Host hackathons' }).click();
    await page.waitForURL((url) => url.pathname === '/welcome/company');
    await page.getByLabel(/^Company name/).fill('Bankco');
    await page.getByLabel(/^Job title/).fill('Head of Innovation');
    await pickOption(page, 'Company size', '1,001-10,000 employees');
    await page.getByLabel(/^Industry/).fill('Banking');
    await page.getByLabel(/^Company website/).fill('bankco.example');
    await page.getByRole('radio', { name: 'No' }).check();
    await pickOption(page, 'How did you hear about us?', 'Webinar');
    await page.getByRole('checkbox', { name: 'Host Internal Hackathons' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${BASE_URL}/dash`);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  });
});
