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
