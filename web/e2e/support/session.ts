import type { Page } from 'playwright-core';
import { logInToken, registerUser, type TestUser } from './api';
import { BASE_URL } from './env';

/** Where the web app keeps its session (web/src/lib/session/store.ts). */
export const SESSION_KEY = 'hackforge.session';

interface Seed {
  key: string;
  session: string;
  origin: string;
  /** Set in the tab's sessionStorage once seeded: later loads keep whatever the app made of the session. */
  marker: string;
}

/** Runs before the app's scripts on each load of the page: stores the session on the first load of the app's origin. */
function seedSessionOnce({ key, session, origin, marker }: Seed): void {
  if (location.origin !== origin || sessionStorage.getItem(marker)) return;
  sessionStorage.setItem(marker, '1');
  localStorage.setItem(key, session);
}

/**
 * Signs the user in as the login page leaves them: a fresh token from
 * POST /token/login/ stored in the app's session, the dashboard opened, and
 * the user's data loaded by the app itself. With a hackathon, makes it their
 * active one, as the sidebar's switch leaves it. The login page has journeys
 * of its own (accounts, accessibility); the others only need someone signed in.
 */
export async function logIn(page: Page, user: { email: string; password: string }, active?: { id: string; name: string }) {
  const token = await logInToken(user.email, user.password);
  const session = { token, lastRefresh: Date.now(), loggedIn: true, activeHackathon: active ?? null };
  await page.addInitScript(seedSessionOnce, {
    key: SESSION_KEY,
    session: JSON.stringify(session),
    origin: new URL(BASE_URL).origin,
    marker: `journey-session-${token}`,
  });
  await page.goto(`${BASE_URL}/dash`);
  await page.waitForFunction(
    ({ key, email }) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { user?: { email?: string } }).user?.email?.toLowerCase() === email,
    { key: SESSION_KEY, email: user.email.toLowerCase() },
  );
}

/**
 * Logs the user in as logIn does, first signing out whoever the page's last
 * user was. The open app is told, as when another tab logs out: clearing the
 * storage behind its back would let a request of the last user still in
 * flight write their whole session back.
 */
export async function signInAfterOthers(page: Page, user: { email: string; password: string }, active?: { id: string; name: string }) {
  if (page.url().startsWith(BASE_URL)) {
    await page.evaluate((key) => {
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key }));
    }, SESSION_KEY);
  }
  await logIn(page, user, active);
}

/** A new account made through the API and signed in on the page, for journeys about something other than registering. */
export async function signInNewUser(page: Page, firstName: string, lastName: string): Promise<TestUser> {
  const user = await registerUser(firstName, lastName);
  await logIn(page, user);
  return user;
}
