import { expect, test } from '@playwright/test';
import { newVisitor } from './members.ts';

test.describe('today (issue 17)', () => {
  test('open /today, a tab, an article and its pins; Back returns to the article where it was, then to /today', async ({ browser }) => {
    const { page, problems } = await newVisitor(browser);
    // The server assembles the day's articles at start-up (the seed's saves make them); the first
    // run may still be going when the page opens, so the list is asked again until it has them.
    await expect(async () => {
      await page.goto('/today');
      await expect(page.getByTestId('today-article-card').first()).toBeVisible({ timeout: 3000 });
    }).toPass({ timeout: 30_000 });
    await expect(page).toHaveTitle('Today | Corkboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();

    // A tab, and Back to Today.
    await page.getByTestId('today-tabs').getByText('Best', { exact: true }).click();
    await expect(page).toHaveURL(/\/today\/best\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Best of the week' })).toBeVisible();
    await expect(page.getByTestId('today-article-card').first()).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();

    // An article: its title, then its pins in the grid.
    const card = page.getByTestId('today-article-card').first();
    const title = (await card.getByRole('img').getAttribute('aria-label')) ?? '';
    expect(title).not.toBe('');
    await card.getByRole('link').click();
    await expect(page).toHaveURL(/\/today\/article\/[a-z0-9-]+-\d{4}-\d{2}-\d{2}\/$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} | Corkboard`);
    await expect(page.getByTestId('pin').first()).toBeVisible();
    const articleUrl = page.url();

    // A pin's closeup, and Back to the article as it was.
    await page.getByTestId('pin').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/pin\//);
    await page.goBack();
    await expect(page).toHaveURL(articleUrl);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId('pin').first()).toBeVisible();

    // The same article at /discover/article/{slug}.
    const slug = /\/today\/article\/([^/]+)\/$/.exec(articleUrl)?.[1] ?? '';
    await page.goto(`/discover/article/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.goBack();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();

    expect(problems).toEqual([]);

    // An unknown article is Not Found, with a 404 (the browser logs that 404 itself).
    const missing = await page.goto('/today/article/no-such-article-2020-01-01/');
    expect(missing?.status()).toBe(404);
    await expect(page.getByTestId('not-found')).toBeVisible();
  });
});
