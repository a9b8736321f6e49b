import { expect, test, type Browser, type Page } from '@playwright/test';

/** Console errors and uncaught page errors a visitor's browser would record. */
function watchForErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

/** Signs up a new person in a fresh browser context; returns the page and their username. */
async function signUp(browser: Browser, label: string): Promise<{ page: Page; username: string; problems: string[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = watchForErrors(page);
  const email = `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto('/signup');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill('a long enough pass phrase 42');
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
  return { page, username, problems };
}

test.describe('social graph', () => {
  test('follow, unfollow and block another person; a failed block rolls back', async ({ browser }) => {
    const a = await signUp(browser, 'a');
    const b = await signUp(browser, 'b');
    const { page } = a;

    // B's own profile has no Follow button.
    await b.page.goto(`/${b.username}/`);
    await expect(b.page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(b.page.getByRole('button', { name: 'Follow', exact: true })).toHaveCount(0);

    await page.goto(`/${b.username}/`);
    await expect(page.getByText(`@${b.username}`)).toBeVisible();
    const followers = page.locator('[data-test-id="follower-count"]');
    await expect(followers).toHaveText('0 followers');

    // Follow; it sticks across a reload.
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Following', exact: true })).toBeVisible();
    await expect(followers).toHaveText('1 follower');
    await page.waitForLoadState('networkidle');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Following', exact: true })).toBeVisible();
    await expect(followers).toHaveText('1 follower');

    // Unfollow.
    await page.getByRole('button', { name: 'Following', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
    await expect(followers).toHaveText('0 followers');

    // Block, then unblock.
    await page.getByRole('button', { name: 'Block', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Unblock' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Unblock' })).toBeVisible();
    await page.getByRole('button', { name: 'Unblock' }).click();
    await expect(page.getByRole('button', { name: 'Block', exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');

    // With the blockUser request failing (HTTP 500), Block shows "Unblock" and then rolls back.
    let failed = 0;
    await page.route('**/graphql', async (route) => {
      const body = route.request().postData() ?? '';
      if (/useBlockUserMutation|blockUser\(/.test(body) && !/unblockUser/.test(body)) {
        failed += 1;
        await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ errors: [{ message: 'boom' }] }) });
        return;
      }
      await route.continue();
    });
    await page.getByRole('button', { name: 'Block', exact: true }).click();
    await expect(page.locator('[data-test-id="profile-toast"]')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Block', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
    expect(failed).toBe(1);
    await page.unroute('**/graphql');

    // The forced 500 is logged by the browser as a failed resource load: the only console error allowed.
    expect(a.problems.filter((problem) => !/status of 500/.test(problem))).toEqual([]);
    expect(b.problems).toEqual([]);
  });
});
