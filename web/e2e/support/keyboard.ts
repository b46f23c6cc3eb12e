import type { Locator, Page } from 'playwright-core';
import { escapeRegExp } from './app';

/**
 * Presses Tab until `focused(arg)`, run in the page, says the focused element
 * is the one looked for, as a keyboard user would look for it: once it is on
 * the page (`target`), as a lazily loaded form may still be on its way.
 */
export async function tabTo(page: Page, target: Locator, focused: (arg: string) => boolean, arg: string, limit = 80): Promise<void> {
  await target.first().waitFor({ state: 'attached' });
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(focused, arg)) return;
  }
  throw new Error(`${limit} presses of Tab never reached the element (${JSON.stringify(arg)})`);
}

/** Tabs on to the field whose label (or aria-label, for a field with no label) starts with the text. */
export function tabToField(page: Page, label: string): Promise<void> {
  return tabTo(
    page,
    page.getByLabel(new RegExp(`^\\s*${escapeRegExp(label)}`)),
    (text) => {
      const field = document.activeElement as HTMLInputElement | null;
      const name = field?.labels?.[0]?.textContent ?? field?.getAttribute('aria-label') ?? '';
      return name.trim().startsWith(text);
    },
    label,
  );
}

/** Tabs on to the button whose text, or aria-label, is the label. */
export function tabToButton(page: Page, label: string): Promise<void> {
  return tabTo(
    page,
    page.locator('button', { hasText: label }).or(page.locator(`button[aria-label=${JSON.stringify(label)}]`)),
    (text) => {
      const button = document.activeElement;
      return button?.tagName === 'BUTTON' && (button.textContent?.trim() === text || button.getAttribute('aria-label') === text);
    },
    label,
  );
}

/** Tabs on to the link whose text is the label. */
export function tabToLink(page: Page, label: string): Promise<void> {
  return tabTo(
    page,
    page.locator('a', { hasText: label }),
    (text) => document.activeElement?.tagName === 'A' && document.activeElement.textContent?.trim() === text,
    label,
  );
}

/**
 * Tabs on to the field whose label starts with the text, types into it, and
 * waits until the field holds every character typed: a keystroke the page
 * lost fails here, naming the field and what it holds, not later where the
 * saved value is read.
 */
export async function typeInto(page: Page, label: string, text: string): Promise<void> {
  await tabToField(page, label);
  const field = await page.evaluateHandle(() => document.activeElement as HTMLInputElement);
  await page.keyboard.type(text);
  await page
    .waitForFunction(([input, typed]) => input.value.endsWith(typed), [field, text] as const, { timeout: 10_000 })
    .catch(async () => {
      throw new Error(`typed ${JSON.stringify(text)} into ${JSON.stringify(label)}, which holds ${JSON.stringify(await field.evaluate((input) => input.value))}`);
    });
}

/**
 * Tabs on to the select (a combobox) whose label starts with the text, opens
 * it and moves down its options with the arrow keys until the option is the
 * highlighted one, then picks it with Enter.
 */
export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await tabToField(page, label);
  for (let presses = 0; presses < 30; presses++) {
    await page.keyboard.press('ArrowDown');
    const highlighted = await page
      .waitForFunction(() => document.querySelector('[role="option"][data-combobox-selected]')?.textContent?.trim(), undefined, { timeout: 2_000 })
      .then((handle) => handle.jsonValue())
      .catch(() => null);
    if (highlighted === option) {
      await page.keyboard.press('Enter');
      return;
    }
  }
  throw new Error(`the arrow keys never highlighted the option ${JSON.stringify(option)} of ${JSON.stringify(label)}`);
}

/** The label (or aria-label) of the focused element, to check where the keyboard is. */
export function focusedLabel(page: Page): Promise<string> {
  return page.evaluate(() => {
    const field = document.activeElement as HTMLInputElement | null;
    return (field?.labels?.[0]?.textContent ?? field?.getAttribute('aria-label') ?? field?.textContent ?? '').trim();
  });
}

/** Waits until the focus is inside the element that `selector` finds, as a dialog moves it there once open. */
export async function waitForFocusIn(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((within) => document.activeElement?.closest(within) != null, selector);
}

/** Waits until the focused element's label (or aria-label, or text) starts with the text; says where the focus is if it never does. */
export async function waitForFocus(page: Page, label: string, timeout = 5_000): Promise<void> {
  try {
    await page.waitForFunction(
      (text) => {
        const field = document.activeElement as HTMLInputElement | null;
        return (field?.labels?.[0]?.textContent ?? field?.getAttribute('aria-label') ?? field?.textContent ?? '').trim().startsWith(text);
      },
      label,
      { timeout },
    );
  } catch {
    throw new Error(`the focus never reached ${JSON.stringify(label)}: it is on ${JSON.stringify(await focusedLabel(page))}`);
  }
}
