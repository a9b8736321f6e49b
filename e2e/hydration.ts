import { expect, type Locator } from '@playwright/test';

/**
 * Waits until React has hydrated a server-rendered element (it carries React's props then; client/ssr/earlyInput.ts
 * isHydrated asks the same). Before that a click, hover or touch reaches only the browser: a button does nothing,
 * a link navigates as a plain anchor, a long press opens no overlay.
 */
export async function hydrated(element: Locator): Promise<Locator> {
  await expect.poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$')))).toBe(true);
  return element;
}
