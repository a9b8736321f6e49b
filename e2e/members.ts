import { expect, type Browser, type Page } from '@playwright/test';

export interface WatchOptions {
  /** Console error texts that are expected in this spec (matched against the message text). */
  readonly ignore?: readonly RegExp[];
}

/** Console errors (less the `ignore`d ones) and uncaught page errors a visitor's browser would record. */
export function watchForErrors(page: Page, { ignore = [] }: WatchOptions = {}): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (ignore.some((pattern) => pattern.test(text))) return;
    problems.push(`console: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

let ipCounter = 0;

/**
 * A fresh browser context that reaches the server from its own address (the e2e server trusts
 * X-Forwarded-For from 127.0.0.1), so sign-ups across the suite stay under the per-address limit.
 */
export async function newVisitor(browser: Browser, watch: WatchOptions = {}): Promise<{ page: Page; problems: string[] }> {
  ipCounter += 1;
  const ip = `10.${(process.pid >> 8) & 255}.${process.pid & 255}.${ipCounter}`;
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': ip } });
  const page = await context.newPage();
  return { page, problems: watchForErrors(page, watch) };
}

export const PASSWORD = 'a long enough pass phrase 42';

/** Signs up on `page` (skipping the three steps); returns the email and username. */
export async function signUpOn(page: Page, label: string): Promise<{ email: string; username: string }> {
  const email = `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto('/signup');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
  await page.getByLabel('Birthday').fill('1990-04-01');
  await page.getByRole('button', { name: 'Continue' }).click();
  for (const step of ['Gender', 'InterestPicker', 'UseCase']) {
    await expect(page.locator(`[data-test-id="signup-step-${step}"]`)).toBeVisible();
    await page.getByRole('button', { name: 'Skip' }).click();
  }
  const me = page.getByRole('link', { name: /\(your profile\)$/ });
  await expect(me).toBeVisible();
  const href = await me.getAttribute('href');
  const username = decodeURIComponent(/^\/([^/]+)\/$/.exec(href ?? '')?.[1] ?? '');
  expect(username).not.toBe('');
  return { email, username };
}

/** Logs out through the header's account menu (there is no Log out button always in view). */
export async function logOutOn(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Accounts and more options' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
}
