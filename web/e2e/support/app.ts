import type { Page } from 'playwright-core';
import { BASE_URL } from './env';

// Steps that several journeys take through the app, as a user would.

export const PASSWORD = 'journey-Passw0rd!';

/** A unique address, so that journeys never share an account. */
export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The text as a regular expression that matches it literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A unique name for the things a journey creates. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
}

/**
 * A new account is led into onboarding (/welcome/...): waits for it, then
 * skips it as a user may, so that the journey goes on where registering leads.
 */
export async function skipOnboarding(page: Page) {
  await page.waitForURL((url) => url.pathname.startsWith('/welcome/'));
  await page.getByRole('link', { name: 'Skip for now' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/welcome/'));
}

export interface RegisterOptions {
  /** 'skip' (the default): skip onboarding; 'stay': leave the page on /welcome/ for the journey. */
  onboarding?: 'skip' | 'stay';
}

/** Registers through /register and waits until the signed-in shell shows, past onboarding unless asked to stay. */
export async function register(
  page: Page,
  firstName: string,
  lastName: string,
  email = uniqueEmail(firstName.toLowerCase()),
  { onboarding = 'skip' }: RegisterOptions = {},
) {
  await page.goto(`${BASE_URL}/register`);
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  if (onboarding === 'skip') await skipOnboarding(page);
  else await page.waitForURL((url) => url.pathname.startsWith('/welcome/'));
  await page.getByRole('button', { name: 'User menu' }).waitFor();
  return email;
}

/** "YYYY-MM-DDTHH:mm", days from now, as the date and time fields take it typed. */
function wallTime(daysFromNow: number): string {
  return new Date(Date.now() + daysFromNow * 86_400_000).toISOString().slice(0, 16);
}

interface HackathonOptions {
  name: string;
  /** Switch labels to turn on, e.g. "Registration open in every phase". */
  switches?: string[];
}

/**
 * Creates a hackathon through /hackathon/create, creating an organization on
 * the way when the user has none. Returns the new hackathon's id.
 */
export async function createHackathon(page: Page, { name, switches = [] }: HackathonOptions): Promise<string> {
  await page.goto(`${BASE_URL}/hackathon/create`);
  await page.getByRole('heading', { name: 'Create a hackathon' }).waitFor();
  const needsOrganisation = page.getByText('You need an organization first');
  const organizationSelect = page.getByLabel(/^Organization\W*$/);
  await needsOrganisation.or(organizationSelect).first().waitFor();
  if (await needsOrganisation.isVisible()) {
    await page.getByLabel('Organization name').fill(uniqueName('Org'));
    await page.getByRole('button', { name: 'Create organization' }).click();
    await needsOrganisation.waitFor({ state: 'detached' });
  }
  // Required fields' labels end in an asterisk.
  await page.getByLabel(/^Name\W*$/).fill(name);
  await page.getByLabel('Short description').fill(`${name}: a journey's hackathon.`);
  for (const [label, days] of [[/^Start\W*$/, 1], [/^End\W*$/, 3]] as const) {
    await page.getByLabel(label).fill(wallTime(days));
    await page.getByLabel(label).press('Tab');
  }
  for (const label of switches) await page.getByRole('switch', { name: label }).check();
  await page.getByRole('button', { name: 'Create hackathon' }).click();
  await page.waitForURL(/\/hackathon\/\d+\/timeline$/);
  return new URL(page.url()).pathname.split('/')[2];
}
