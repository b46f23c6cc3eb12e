import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { onTestFailed } from 'vitest';

/** Saves a full-page screenshot of each page when the current test fails. */
export function screenshotOnFailure(name: string, pages: () => Page[]): void {
  onTestFailed(async () => {
    await mkdir('e2e-artifacts', { recursive: true });
    await Promise.all(
      pages().map((page, index) => page.screenshot({ path: `e2e-artifacts/${name}-${index}-failure.png`, fullPage: true })),
    );
  });
}

/**
 * Saves a screenshot as e2e-artifacts/{name}.png, to look at what a journey
 * saw: the full page, or only the viewport (where the app's fixed shell and a
 * modal stay in place).
 */
export async function saveScreenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  await mkdir('e2e-artifacts', { recursive: true });
  await page.screenshot({ path: `e2e-artifacts/${name}.png`, fullPage });
}
