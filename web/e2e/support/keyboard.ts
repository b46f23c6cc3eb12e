import type { Page } from 'playwright-core';

/**
 * Presses Tab until `focused(arg)`, run in the page, says the focused element
 * is the one looked for, as a keyboard user would look for it.
 */
export async function tabTo(page: Page, focused: (arg: string) => boolean, arg: string, limit = 60): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(focused, arg)) return;
  }
  throw new Error(`${limit} presses of Tab never reached the element (${JSON.stringify(arg)})`);
}

/** Tabs on to the field whose label starts with the text. */
export function tabToField(page: Page, label: string): Promise<void> {
  return tabTo(page, (text) => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent?.trim().startsWith(text) ?? false, label);
}

/** Tabs on to the button whose text is the label. */
export function tabToButton(page: Page, label: string): Promise<void> {
  return tabTo(page, (text) => document.activeElement?.tagName === 'BUTTON' && document.activeElement.textContent?.trim() === text, label);
}

/** Tabs on to the field whose label starts with the text, and types into it. */
export async function typeInto(page: Page, label: string, text: string): Promise<void> {
  await tabToField(page, label);
  await page.keyboard.type(text);
}
