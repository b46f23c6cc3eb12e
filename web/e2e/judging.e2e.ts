import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHackathonByApi, graphql, join, registerUser } from './support/api';
import { logIn } from './support/app';
import { launchBrowser, type BrowserSession } from './support/browser';
import { BASE_URL } from './support/env';
import { screenshotOnFailure } from './support/failure';

// Journey of the judging issue against the real server: a team has
// submitted (written straight to the database until the submissions
// feature lands: merge, swap for its API); in JUDGING a judge scores it
// against two criteria and completes it; in POPULAR_VOTE another
// participant votes for it; at COMPLETE the team sees its result and the
// vote count.

/**
 * Runs SQL on the server's database (DATABASE_URL, exported by test.sh) and
 * returns the first value; :p1... are replaced by the arguments, :'p1' by a
 * quoted string.
 */
async function sql(statement: string, ...args: (string | number)[]): Promise<string> {
  const text = statement.replace(/:'p(\d+)'|:p(\d+)/g, (_, quoted: string | undefined, plain: string | undefined) =>
    quoted ? `'${String(args[Number(quoted) - 1]).replaceAll("'", "''")}'` : String(Number(args[Number(plain) - 1])),
  );
  const { stdout } = await promisify(execFile)('psql', [process.env.DATABASE_URL ?? '', '-X', '-q', '-t', '-A', '-v', 'ON_ERROR_STOP=1', '-c', text]);
  return stdout.trim().split('\n')[0] ?? '';
}

let judgeBrowser: BrowserSession;
let teamBrowser: BrowserSession;
let voterBrowser: BrowserSession;

beforeAll(async () => {
  [judgeBrowser, teamBrowser, voterBrowser] = await Promise.all([launchBrowser(), launchBrowser(), launchBrowser()]);
});

afterAll(async () => {
  await Promise.all([judgeBrowser?.close(), teamBrowser?.close(), voterBrowser?.close()]);
});

describe('judging and the popular vote', () => {
  it('a judge scores a submission, a participant votes for it, and the team sees its result', async () => {
    screenshotOnFailure('judging', () => [judgeBrowser.page, teamBrowser.page, voterBrowser.page]);
    const [organiser, judge, member, voter] = await Promise.all([
      registerUser('Orla'),
      registerUser('Judith'),
      registerUser('Tess'),
      registerUser('Victor'),
    ]);
    const hackathon = await createHackathonByApi(organiser.token, {
      name: 'Judging journey',
      startsInHours: -1,
      flags: { hasJudges: true, hasPopularVote: true },
    });
    await Promise.all([join(member, hackathon.id), join(voter, hackathon.id)]);
    const h = Number(hackathon.id);
    await sql(`INSERT INTO judges (hackathon_id, user_id) SELECT :p1, id FROM users WHERE email = :'p2'`, h, judge.email);
    const category = await sql(
      `WITH t AS (INSERT INTO submission_templates (hackathon_id, schema) VALUES (:p1, '{"type":"object"}') RETURNING id)
       INSERT INTO competition_categories (hackathon_id, name, is_default, template_id) SELECT :p1, 'Main', true, id FROM t RETURNING id`,
      h,
    );
    const team = await sql(`INSERT INTO teams (hackathon_id, name) VALUES (:p1, 'Moon Crew') RETURNING id`, h);
    await sql(
      `INSERT INTO team_members (team_id, hackathon_id, user_id, role) SELECT :p1, :p2, id, 'ADMIN' FROM users WHERE email = :'p3'`,
      Number(team),
      h,
      member.email,
    );
    await sql(
      `INSERT INTO submissions (hackathon_id, team_id, category_id, response, submitted, submitted_at)
       VALUES (:p1, :p2, :p3, '{"title":"Moon lander"}', true, now())`,
      h,
      Number(team),
      Number(category),
    );
    await graphql(
      organiser.token,
      `mutation ($id: ID!) { createJudgingCriteria(input: {hackathonId: $id, criteria: [{name: "Idea", maxScore: 10}, {name: "Code", maxScore: 5}]}) { judgingCriteria { id } } }`,
      { id: hackathon.id },
    );
    await sql(`UPDATE hackathons SET phase = 'JUDGING' WHERE id = :p1`, h);

    // The judge scores both criteria and completes the submission.
    const jp = judgeBrowser.page;
    await logIn(jp, judge, hackathon);
    await jp.goto(`${BASE_URL}/hackathon/${hackathon.id}/submissions`);
    await jp.getByRole('link', { name: 'Moon Crew' }).click();
    await expect.poll(() => jp.getByText('Moon lander').isVisible(), { timeout: 15_000 }).toBe(true);
    await jp.getByRole('textbox', { name: 'Idea (0–10)' }).fill('8');
    await jp.getByRole('textbox', { name: 'Code (0–5)' }).fill('4');
    await jp.getByRole('switch', { name: 'Completed' }).check({ force: true });
    await jp.getByRole('button', { name: 'Save scores' }).click();
    await expect.poll(() => jp.getByText('Your total: 12 / 15').isVisible(), { timeout: 15_000 }).toBe(true);

    // Another participant votes during POPULAR_VOTE; the counts stay hidden.
    await sql(`UPDATE hackathons SET phase = 'POPULAR_VOTE' WHERE id = :p1`, h);
    const vp = voterBrowser.page;
    await logIn(vp, voter, hackathon);
    await vp.goto(`${BASE_URL}/hackathon/${hackathon.id}/popular-vote`);
    await vp.getByRole('button', { name: 'Vote' }).click();
    await expect.poll(() => vp.getByRole('button', { name: 'Voted' }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await vp.getByText('1 vote').count()).toBe(0);

    // At COMPLETE the team sees its result.
    await sql(`UPDATE hackathons SET phase = 'COMPLETE' WHERE id = :p1`, h);
    const tp = teamBrowser.page;
    await logIn(tp, member, hackathon);
    await tp.goto(`${BASE_URL}/hackathon/${hackathon.id}/submissions`);
    const results = tp.getByRole('table', { name: 'Results of Main' });
    await expect.poll(() => results.getByText('Moon Crew').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await results.getByRole('row').nth(1).innerText()).toContain('12');
    await tp.goto(`${BASE_URL}/hackathon/${hackathon.id}/popular-vote`);
    await expect.poll(() => tp.getByText('1 vote').isVisible(), { timeout: 15_000 }).toBe(true);
  });
});
