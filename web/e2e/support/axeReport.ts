import { appendFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

// One line per page checked: {"page", "viewer", "violations"}. deploy/test.sh
// sums it up; the journeys read it to check each page once per viewer a run,
// whichever test file gets there first.

const REPORT = process.env.AXE_REPORT ?? 'e2e-artifacts/axe-report.jsonl';

export interface CheckedPage {
  page: string;
  viewer: string;
  violations: string[];
}

/** vitest's global setup: every run starts with no page checked. */
export default async function resetAxeReport(): Promise<void> {
  await mkdir(dirname(REPORT), { recursive: true });
  await writeFile(REPORT, '');
}

/** Whether this run has checked the page as seen by the viewer. */
export async function checkedBefore(page: string, viewer: string): Promise<boolean> {
  const lines = (await readFile(REPORT, 'utf8').catch(() => '')).split('\n').filter(Boolean);
  return lines.some((line) => {
    const checked = JSON.parse(line) as CheckedPage;
    return checked.page === page && checked.viewer === viewer;
  });
}

export async function recordCheck(checked: CheckedPage): Promise<void> {
  await mkdir(dirname(REPORT), { recursive: true });
  await appendFile(REPORT, `${JSON.stringify(checked)}\n`);
}
