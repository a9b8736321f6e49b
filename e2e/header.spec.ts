import { expect, test, type Page } from '@playwright/test';
import { logOutOn, newVisitor, signUpOn } from './members.ts';

async function noHorizontalScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

test.describe('the header', () => {
  test('a visitor searches people and boards by name, and is asked to log in to create', async ({ browser }) => {
    const { page, problems } = await newVisitor(browser);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('Log in to create a Pin or board')).toBeVisible();
    await page.keyboard.press('Escape');

    // The demo seed's best-known person: typing part of the name offers their profile.
    const search = page.getByLabel('Search', { exact: true });
    await search.fill('halcyon');
    await page.getByText('@halcyonbeauty').click();
    await expect(page).toHaveURL(/\/halcyonbeauty\/$/);
    await expect(search).toHaveValue('');

    // A board by a word of its name.
    const boardName = (await page.locator('[data-test-id="profile-boards"] a').first().getAttribute('aria-label'))?.replace(/, \d+ pins?$/, '') ?? '';
    expect(boardName).not.toBe('');
    await search.fill(boardName);
    await page.getByRole('option', { name: new RegExp(boardName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first().click();
    await expect(page.getByRole('heading', { name: boardName })).toBeVisible();
    await noHorizontalScroll(page);
    expect(problems).toEqual([]);
  });

  test('a member creates a board from Create and finds profile, settings and Log out in the account menu', async ({ browser }) => {
    const { page, problems } = await newVisitor(browser);
    await page.setViewportSize({ width: 390, height: 844 });
    await signUpOn(page, 'header');
    await noHorizontalScroll(page);
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('menuitem', { name: 'Board' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('Header made board');
    await page.getByRole('button', { name: 'Create', exact: true }).last().click();
    await expect(page.getByRole('heading', { name: 'Header made board' })).toBeVisible();
    await expect(page).toHaveURL(/\/header-made-board\/$/);

    await page.getByRole('button', { name: 'Accounts and more options' }).click();
    await expect(page.getByRole('menuitem', { name: 'Your profile' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
    await page.keyboard.press('Escape');
    await logOutOn(page);
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('the vertical navigation (72 px) replaces Home and Create for a member in its group', async ({ browser }) => {
    const { page, problems } = await newVisitor(browser);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.context().addCookies([{ name: 'forced_experiments', value: 'web_vertical_nav:enabled', url: test.info().project.use.baseURL! }]);
    await signUpOn(page, 'vnav');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    expect((await nav.boundingBox())?.width).toBe(72);
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    await expect(page.locator('header').getByRole('link', { name: 'Home', exact: true })).toHaveCount(0);
    // The grid starts right of the rail.
    const grid = page.locator('main');
    expect((await grid.boundingBox())?.x).toBeGreaterThanOrEqual(72);

    // Phones keep the header's items.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(nav).toBeHidden();
    await expect(page.locator('header').getByRole('button', { name: 'Create' })).toBeVisible();
    expect(problems).toEqual([]);
  });
});
