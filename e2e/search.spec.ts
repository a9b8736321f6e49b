import { expect, test } from '@playwright/test';
import { newVisitor } from './members.ts';

test.describe('search', () => {
  test('a visitor types in the header, picks a suggested search with the keyboard, switches to boards and comes Back to the pins', async ({ browser }) => {
    const { page, problems } = await newVisitor(browser);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');

    // The demo seed knows searches starting with "home" (home decor …).
    const field = page.getByRole('combobox', { name: 'Search' });
    await field.click();
    await field.pressSequentially('home', { delay: 30 });
    const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(suggestions.getByRole('group', { name: 'Searches' })).toBeVisible();
    const firstTerm = suggestions.getByRole('group', { name: 'Searches' }).getByRole('option').first();
    const term = (await firstTerm.textContent())?.trim() ?? '';
    expect(term).toMatch(/home/i);

    // Down to the first suggestion (a search term), Enter opens its pins search.
    await page.keyboard.press('ArrowDown');
    await expect(field).toHaveAttribute('aria-activedescendant', (await firstTerm.getAttribute('id'))!);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/search/pins/\\?q=${encodeURIComponent(term).replace(/%20/g, '\\+')}&rs=ac$`));
    await expect(page).toHaveTitle(`${term} | Corkboard`);
    await expect(field).toHaveValue(term);
    await expect(page.getByTestId('pin').first()).toBeVisible();
    const firstPin = await page.getByTestId('pin').first().getAttribute('data-pin-id');

    // The same words among boards.
    const scopes = page.getByTestId('search-scopes');
    await expect(scopes.getByRole('link', { name: 'All Pins' })).toHaveAttribute('aria-current', 'page');
    await scopes.getByRole('link', { name: 'Boards' }).click();
    await expect(page).toHaveURL(/\/search\/boards\/\?q=/);
    await expect(page.getByTestId('board-card').first()).toBeVisible();
    await expect(scopes.getByRole('link', { name: 'Boards' })).toHaveAttribute('aria-current', 'page');

    // Back: the pins again, as they were.
    await page.goBack();
    await expect(page).toHaveURL(/\/search\/pins\/\?q=/);
    await expect(page.getByTestId('pin').first()).toHaveAttribute('data-pin-id', firstPin!);
    await expect(field).toHaveValue(term);
    expect(problems).toEqual([]);
  });

  test('Enter on typed words searches pins for them; an unknown scope is Not Found', async ({ browser }) => {
    const { page, problems } = await newVisitor(browser, { ignore: [/status of 404/] });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const field = page.getByRole('combobox', { name: 'Search' });
    await field.fill('chocolate cake');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/search\/pins\/\?q=chocolate\+cake&rs=typed$/);
    await expect(page.getByTestId('pin').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    const missing = await page.goto('/search/everything/?q=cake');
    expect(missing?.status()).toBe(404);
    await expect(page.getByTestId('not-found')).toBeVisible();
    expect(problems).toEqual([]);
  });
});
