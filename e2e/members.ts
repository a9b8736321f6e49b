import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';

export interface WatchOptions {
  /** Console error texts that are expected in this spec (matched against the message text). */
  readonly ignore?: readonly RegExp[];
}

/** Console errors (less the `ignore`d ones) and uncaught page errors a visitor's browser would record. */
export function watchForErrors(page: Page, { ignore = [] }: WatchOptions = {}): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    // A part React rendered again after hydrating (client/ssr/recoverable.ts): the page is right, so
    // it is not a failure, but the run's log names it (the test's title and where it happened).
    if (message.type() === 'warning' && message.text().startsWith('[hydration]')) {
      let title = 'after its test';
      try {
        title = test.info().title;
      } catch (_error) {
        // The page outlived its test.
      }
      console.log(`recovered hydration error in "${title}": ${message.text()}`);
      return;
    }
    if (message.type() !== 'error') return;
    const text = message.text();
    if (ignore.some((pattern) => pattern.test(text))) return;
    problems.push(`console: ${text} (on ${new URL(page.url()).pathname})`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message} (on ${new URL(page.url()).pathname})`));
  return problems;
}

let ipCounter = 0;

/**
 * The contexts newVisitor made, with the test that made each. Playwright closes the contexts of its
 * own fixtures after each test, not these: left open, every page of the suite so far kept running
 * (videos, timers, impression batches) and a late spec ran in a browser of 40 pages. A test's
 * contexts are closed when the next test asks for one.
 */
const opened: Array<{ context: BrowserContext; testId: string | null }> = [];

function currentTestId(): string | null {
  try {
    return test.info().testId;
  } catch (_error) {
    return null;
  }
}

async function closeEarlierTestsContexts(): Promise<void> {
  const now = currentTestId();
  for (let i = opened.length - 1; i >= 0; i -= 1) {
    const entry = opened[i]!;
    if (entry.testId === now) continue;
    opened.splice(i, 1);
    await entry.context.close().catch(() => {
      // Already closed by its test.
    });
  }
}

/**
 * A fresh browser context that reaches the server from its own address (the e2e server trusts
 * X-Forwarded-For from 127.0.0.1), so sign-ups across the suite stay under the per-address limit.
 */
export async function newVisitor(browser: Browser, watch: WatchOptions = {}): Promise<{ page: Page; problems: string[] }> {
  ipCounter += 1;
  const ip = `10.${(process.pid >> 8) & 255}.${process.pid & 255}.${ipCounter}`;
  await closeEarlierTestsContexts();
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': ip } });
  opened.push({ context, testId: currentTestId() });
  const page = await context.newPage();
  return { page, problems: watchForErrors(page, watch) };
}

export const PASSWORD = 'a long enough pass phrase 42';

/** The three sign-up steps after the form, in order (their data-test-id is signup-step-{name}). */
export const SIGNUP_STEPS = ['Gender', 'InterestPicker', 'UseCase'] as const;

/** A fresh email address for a sign-up labelled `label`. */
export const freshEmail = (label: string) => `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/**
 * Fills the /signup form (already open on `page`) and submits it: the name, the username it suggests
 * (waited for: leaving the Name field asks for it), email, password and birthday. Returns the username shown.
 */
export async function submitSignupForm(page: Page, { name, email }: { name: string; email: string }): Promise<string> {
  const nameField = page.getByRole('textbox', { name: 'Name', exact: true });
  await nameField.fill(name);
  await nameField.blur();
  const username = page.getByRole('textbox', { name: 'Username' });
  await expect(username).not.toHaveValue('');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
  await page.getByLabel('Birthday').fill('1990-04-01');
  const suggested = await username.inputValue();
  await page.getByRole('button', { name: 'Continue' }).click();
  return suggested;
}

/** Skips every sign-up step from the first, landing on the home feed. */
export async function skipSignupSteps(page: Page): Promise<void> {
  for (const step of SIGNUP_STEPS) {
    await expect(page.locator(`[data-test-id="signup-step-${step}"]`)).toBeVisible();
    await page.getByRole('button', { name: 'Skip' }).click();
  }
  await expect(page).toHaveURL(/\/$/);
}

/**
 * Skips the three sign-up steps of the account signed in on `request` (v3 POST /v3/users/me/onboarding/),
 * for specs that sign up through the API: otherwise the site would send that person to the steps first.
 */
export async function skipSignupStepsOver(request: APIRequestContext): Promise<void> {
  for (const step of ['gender', 'interests', 'use_case']) {
    const answer = await request.post('/v3/users/me/onboarding/', { data: { step, skip: true }, headers: { 'sec-fetch-site': 'same-origin' } });
    expect(answer.status(), await answer.text()).toBe(200);
  }
}

/** The name signUpOn gives the person it signs up as `label`. */
export const signUpName = (label: string) => `E2E ${label}`;

/** Signs up on `page` as signUpName(label) (skipping the three steps); returns the email and username. */
export async function signUpOn(page: Page, label: string): Promise<{ email: string; username: string }> {
  const email = freshEmail(label);
  await page.goto('/signup');
  await submitSignupForm(page, { name: signUpName(label), email });
  await skipSignupSteps(page);
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
