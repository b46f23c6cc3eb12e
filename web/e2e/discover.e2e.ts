import { afterAll, describe, expect, it } from 'vitest';
import { advanceToPhase, createHackathonByApi, registerUser } from './support/api';
import { launchBrowser, type BrowserSession } from './support/browser';
import { BASE_URL } from './support/env';
import { screenshotOnFailure } from './support/failure';
import { pickOption } from './support/select';
import { signInNewUser } from './support/session';

// Issue 33: discover's search and filters, and the public page's one call to
// action by the hackathon's state and the visitor's.

const browsers: BrowserSession[] = [];

afterAll(async () => {
  await Promise.all(browsers.map((browser) => browser.close()));
});

describe('discover', () => {
  it('finds a hackathon by a word of its name, narrows by when it runs, and names a bad date range', async () => {
    const organizer = await registerUser('Orla', 'Organizer');
    const hackathon = await createHackathonByApi(organizer.token, { name: 'Findable Quasar' });
    const word = hackathon.name.split(' ').at(-1) ?? '';
    const session = await launchBrowser();
    browsers.push(session);
    const { page } = session;
    screenshotOnFailure('discover', () => [page]);
    await signInNewUser(page, 'Sam', 'Seeker');

    await page.goto(`${BASE_URL}/hackathon/discover`);
    await page.getByRole('heading', { name: 'Discover hackathons' }).waitFor();
    const search = page.getByRole('search', { name: 'Search hackathons' });
    await search.getByLabel('Search').fill(`quasar ${word}`);
    await search.getByRole('button', { name: 'Search' }).click();
    const card = page.getByRole('article', { name: hackathon.name });
    await card.waitFor();
    await page.getByText('1 hackathon', { exact: true }).waitFor();
    await card.getByText('0 participants').waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe(`quasar ${word}`);

    // It starts tomorrow: among the upcoming ones, not the running ones.
    await pickOption(page, 'When', 'Running');
    await page.getByText('No hackathon matches your search. Try fewer words or filters.').waitFor();
    await pickOption(page, 'When', 'Upcoming');
    await card.waitFor();

    // Its organization's name finds it too, and the card narrows the list to that organization.
    await card.getByRole('button', { name: /org/ }).click();
    await page.getByText(/^Hosted by .* org/).waitFor();
    await card.waitFor();

    // A range that ends before it starts is refused under its end.
    await page.goto(`${BASE_URL}/hackathon/discover?from=2030-02-01&to=2030-01-01`);
    await page.getByText('The end of the date range must not be before its start.').waitFor();
  });

  it('shows signed-out visitors Sign in to register, then See results once it is complete', async () => {
    const organizer = await registerUser('Olga', 'Organizer');
    const hackathon = await createHackathonByApi(organizer.token, { name: 'Public Call' });
    const visitor = await launchBrowser();
    browsers.push(visitor);
    const { page } = visitor;
    screenshotOnFailure('discover-cta', () => [page]);

    await page.goto(`${BASE_URL}/pub/hackathon/${hackathon.id}/detail`);
    await page.getByRole('heading', { name: hackathon.name, level: 1 }).waitFor();
    await page.getByText('Where it stands').waitFor();
    const signIn = page.getByRole('link', { name: 'Sign in to register' });
    await signIn.waitFor();
    expect(await page.getByRole('link', { name: 'See results' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Copy link' }).waitFor();

    // Signing in comes back to the hackathon, where registering is the call to action.
    const user = await registerUser('Vic', 'Visitor');
    await signIn.click();
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${BASE_URL}/hackathon/${hackathon.id}/detail`);
    await page.getByRole('button', { name: 'Join hackathon' }).waitFor();

    // Once complete, a signed-out visitor is offered the results.
    await advanceToPhase(organizer, hackathon.id, 'COMPLETE');
    const later = await launchBrowser();
    browsers.push(later);
    await later.page.goto(`${BASE_URL}/pub/hackathon/${hackathon.id}/detail`);
    await later.page.getByRole('link', { name: 'See results' }).waitFor();
    expect(await later.page.getByRole('link', { name: 'See results' }).getAttribute('href')).toBe(`/pub/hackathon/${hackathon.id}/results`);
    expect(await later.page.getByRole('link', { name: 'Sign in to register' }).count()).toBe(0);
  });
});
