import type { Page } from 'playwright-core';

/** Whether the page's finite animations and transitions have ended (spinners run forever). */
function settled(): boolean {
  return document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity);
}

/**
 * Picks an option of a Mantine select by its label, as a mouse user does,
 * and waits until the select shows it. The option is clicked once its list
 * has finished opening: on a busy machine a click during the opening
 * transition was lost, leaving the list open and nothing chosen.
 */
export async function pickOption(page: Page, label: string, option: string): Promise<void> {
  const select = page.getByRole('combobox', { name: label });
  await select.click();
  const list = page.getByRole('listbox', { name: label });
  await list.waitFor();
  await page.waitForFunction(settled);
  await list.getByRole('option', { name: option, exact: true }).click();
  await page.waitForFunction(
    ([element, wanted]) => (element as HTMLInputElement).value === wanted,
    [await select.elementHandle(), option] as const,
  );
}
