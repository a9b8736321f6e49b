import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { PASSWORD, skipSignupStepsOver, watchForErrors } from './members.ts';

const mailDir = () => path.join(process.env.E2E_DATA_DIR ?? '', 'mail');

/** The log-in link path in the newest mail to `email`, or null while none has arrived. */
async function loginLinkFor(email: string): Promise<string | null> {
  const names = (await readdir(mailDir()).catch(() => [] as string[])).filter((name) => name.endsWith('-login_link.txt')).sort().reverse();
  for (const name of names) {
    const text = await readFile(path.join(mailDir(), name), 'utf8');
    if (!text.startsWith(`To: ${email}\n`)) continue;
    const match = /\/login\/link\/[A-Za-z0-9_-]+/.exec(text);
    if (match) return match[0];
  }
  return null;
}

/**
 * Log-in links and the limited-login viewer (platform §1, §6). The e2e server writes its mail to
 * MAIL_DIR (see playwright.config.ts), where this test reads the link a person would click.
 */

test.describe('log-in links', () => {
  test('requesting a link shows the same confirmation for a known and an unknown email', async ({ page, request }) => {
    const problems = watchForErrors(page);
    const email = `e2e-link-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    const registered = await request.post('/v3/register/', { data: { email, password: PASSWORD, birthday: '1990-04-01' } });
    expect(registered.status()).toBe(201);

    for (const address of [email, `nobody-${Date.now()}@example.com`]) {
      await page.context().clearCookies();
      await page.goto('/login');
      await page.getByRole('button', { name: 'Email me a log-in link' }).click();
      await page.getByRole('textbox', { name: 'Email for a log-in link' }).fill(address);
      await page.getByRole('button', { name: 'Send log-in link' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Check your email for a log-in link.' })).toBeVisible();
    }

    // A malformed email is refused beside the field.
    await page.goto('/login');
    await page.getByRole('button', { name: 'Email me a log-in link' }).click();
    await page.getByRole('textbox', { name: 'Email for a log-in link' }).fill('not-an-email');
    await page.getByRole('button', { name: 'Send log-in link' }).click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('an invalid or used link says so and offers the log-in page', async ({ page }) => {
    const token = 'x'.repeat(43);
    const response = await page.goto(`/login/link/${token}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('alert')).toHaveText('This log-in link is invalid or has expired. Please request a new one.');
    await page.getByRole('link', { name: 'Go to log in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  test('a log-in link opens a limited session; a gated tap asks for the password, then works', async ({ page, request }) => {
    const problems = watchForErrors(page);
    const email = `e2e-limited-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    const password = PASSWORD;
    expect((await request.post('/v3/register/', { data: { email, password, birthday: '1990-04-01' } })).status()).toBe(201);
    await skipSignupStepsOver(request);
    const feed = (await (await request.get('/v3/feeds/home/?page_size=1')).json()) as { resource_response: { data: { pinner: { username: string } }[] } };
    const someone = feed.resource_response.data[0]!.pinner.username;

    await page.goto('/login');
    await page.getByRole('button', { name: 'Email me a log-in link' }).click();
    await page.getByRole('textbox', { name: 'Email for a log-in link' }).fill(email);
    await page.getByRole('button', { name: 'Send log-in link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Check your email for a log-in link.' })).toBeVisible();
    await expect.poll(() => loginLinkFor(email)).not.toBeNull();
    const link = (await loginLinkFor(email))!;

    // The link signs in, limited.
    await page.goto(link);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: /\(your profile\)$/ })).toBeVisible();

    // A gated tap shows the limited-login modal instead of following.
    await page.goto(`/${someone}/`);
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: "Confirm it's you" })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Following', exact: true })).toHaveCount(0);

    // A wrong password is refused beside the field; the right one upgrades the session.
    await dialog.getByRole('textbox', { name: 'Password' }).fill('not my password at all');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText(/incorrect/i)).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Password' }).fill(password);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The button turns at once (optimistic); the reload waits for the server's answer, which a reload
    // before it would cancel.
    const followed = page.waitForResponse(
      (response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('useFollowUserMutation'),
    );
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Following', exact: true })).toBeVisible();
    expect((await followed).ok()).toBe(true);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Following', exact: true })).toBeVisible();

    // The link worked once.
    await page.goto(link);
    await expect(page.getByRole('alert')).toHaveText('This log-in link is invalid or has expired. Please request a new one.');
    expect(problems.filter((problem) => !/status of 401/.test(problem))).toEqual([]);
  });
});
