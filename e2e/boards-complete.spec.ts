import { expect, test, type Locator, type Page } from '@playwright/test';
import { newVisitor, signUpOn } from './members.ts';
import { hydrated } from './hydration.ts';

/**
 * Issue 14, as a person would: create a board, add a section, save a pin into the section from the
 * feed, open the section page, move two pins to another board in Organize mode, make the board secret
 * and see it vanish for a logged-out visitor, archive it, delete it; each survives a reload.
 */

/** Home-feed cards that are not ads, with their pin ids. */
async function organicPins(page: Page, count: number): Promise<string[]> {
  await page.goto('/');
  const cards = page.locator('[data-test-id="pin"]');
  await expect(cards.first()).toBeVisible();
  const ids: string[] = [];
  for (let i = 0; i < 40 && ids.length < count; i++) {
    const card = cards.nth(i);
    const text = (await card.innerText()).toLowerCase();
    if (/\b(promoted|sponsored|ad)\b/.test(text)) continue;
    const id = await card.getAttribute('data-pin-id');
    if (id && !ids.includes(id)) ids.push(id);
  }
  expect(ids).toHaveLength(count);
  return ids;
}

const card = (page: Page, pinId: string): Locator => page.locator(`[data-test-id="pin"][data-pin-id="${pinId}"]`).first();

/**
 * Saves the home-feed pin into a board's section through the card's board dropdown (the picker), or
 * with one tap on Save, which saves to the board last saved to.
 */
async function saveFromFeed(page: Page, pinId: string, boardName: string, sectionTitle?: string): Promise<void> {
  await page.goto('/');
  const target = await hydrated(card(page, pinId));
  await target.hover();
  if (sectionTitle) {
    await target.getByTestId('board-dropdown').click();
    await page.getByRole('button', { name: `Sections of ${boardName}` }).click();
    await page.getByRole('button', { name: `${sectionTitle}, section of ${boardName}` }).click();
  } else {
    await expect(target.getByTestId('board-dropdown')).toContainText(boardName);
    await target.getByTestId('save-control-save').click();
  }
  await expect(page.getByTestId('save-toast')).toContainText(`Saved to ${sectionTitle ?? boardName}`);
}

async function createBoard(page: Page, username: string, name: string): Promise<void> {
  await page.goto(`/${username}/`);
  await (await hydrated(page.getByRole('button', { name: 'Create board' }))).click();
  const dialog = page.getByRole('dialog', { name: 'Create board' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText(`Created board "${name}"`)).toBeVisible();
}

test.describe('boards complete', () => {
  test('a board from creation to deletion: sections, organize, secret, archive, delete', async ({ browser }) => {
    test.setTimeout(120_000);
    const { page, problems } = await newVisitor(browser);
    const { username } = await signUpOn(page, 'boards14');
    const stamp = Date.now() % 100000;
    const main = `Kitchen ${stamp}`;
    const other = `Pantry ${stamp}`;
    await createBoard(page, username, main);
    await createBoard(page, username, other);

    // A section on the main board.
    await page.getByTestId('board-card').filter({ hasText: main }).click();
    await expect(page.getByRole('heading', { level: 1, name: main })).toBeVisible();
    const boardUrl = new URL(page.url()).pathname;
    await page.getByRole('button', { name: 'Add section' }).click();
    const sectionDialog = page.getByRole('dialog', { name: 'Add section' });
    await sectionDialog.getByLabel('Section name').fill('Breakfast');
    await sectionDialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('link', { name: /^Breakfast, 0 Pins$/ })).toBeVisible();

    // Three pins from the feed: one into the section, two into the board.
    const [inSection, first, second] = (await organicPins(page, 3)) as [string, string, string];
    await saveFromFeed(page, inSection, main, 'Breakfast');
    await saveFromFeed(page, first, main);
    await saveFromFeed(page, second, main);

    // The section page holds the section's pin, and survives a reload.
    await page.goto(boardUrl);
    await (await hydrated(page.getByRole('link', { name: /^Breakfast, 1 Pin$/ }))).click();
    await expect(page).toHaveURL(new RegExp(`${boardUrl}breakfast/$`));
    await expect(page.getByRole('heading', { name: 'Breakfast' })).toBeVisible();
    await expect(card(page, inSection)).toBeVisible();
    await page.reload();
    await expect(card(page, inSection)).toBeVisible();
    await expect(card(page, first)).toHaveCount(0);

    // Organize: select the two board pins and move them to the other board.
    await page.goto(boardUrl);
    await (await hydrated(page.getByRole('button', { name: 'Organize' }))).click();
    await page.getByRole('checkbox', { name: /^Select Pin/ }).first().waitFor();
    await card(page, first).getByRole('checkbox').check();
    await card(page, second).getByRole('checkbox').check();
    await expect(page.getByText('2 selected')).toBeVisible();
    await page.getByRole('button', { name: 'Move', exact: true }).click();
    const move = page.getByRole('dialog', { name: 'Move Pins' });
    await move.getByRole('button', { name: new RegExp(`^${other}`) }).click();
    await expect(page.getByText(`Moved 2 Pins to ${other}`)).toBeVisible();
    await expect(card(page, first)).toHaveCount(0);
    await page.reload();
    await expect(card(page, first)).toHaveCount(0);
    await expect(card(page, second)).toHaveCount(0);
    await page.goto(`/${username}/`);
    await (await hydrated(page.getByTestId('board-card').filter({ hasText: other }))).click();
    await expect(card(page, first)).toBeVisible();
    await expect(card(page, second)).toBeVisible();

    // Make the main board secret: a logged-out visitor no longer finds it.
    await page.goto(boardUrl);
    // The board page is server-rendered: a click before React has hydrated the button does nothing.
    await (await hydrated(page.getByRole('button', { name: 'Edit board' }))).click();
    await expect(page).toHaveURL(/\/board\/\d+\/edit$/);
    const edit = page.getByRole('dialog', { name: 'Edit your board' });
    await edit.getByLabel('Keep this board secret').check();
    await edit.getByRole('button', { name: 'Done' }).click();
    await expect(page).toHaveURL(new RegExp(`${boardUrl}$`));
    await expect(page.getByRole('img', { name: 'Secret board' }).first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole('img', { name: 'Secret board' }).first()).toBeVisible();
    const { page: stranger } = await newVisitor(browser);
    expect((await stranger.request.get(boardUrl)).status()).toBe(404);
    await stranger.goto(`/${username}/`);
    await expect(stranger.getByTestId('board-card').filter({ hasText: other })).toHaveCount(1);
    await expect(stranger.getByTestId('board-card').filter({ hasText: main })).toHaveCount(0);
    await stranger.context().close();

    // Archive it: read-only, under the ARCHIVED filter.
    await (await hydrated(page.getByRole('button', { name: 'Board options' }))).click();
    await page.getByRole('menuitem', { name: 'Archive board' }).click();
    await page.getByRole('dialog', { name: 'Archive this board?' }).getByRole('button', { name: 'Archive' }).click();
    await expect(page.getByText('This board is archived')).toBeVisible();
    await page.reload();
    await expect(page.getByText('This board is archived')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Organize' })).toHaveCount(0);
    await page.goto(`/${username}/`);
    await (await hydrated(page.getByRole('button', { name: 'Archived' }))).click();
    await expect(page.getByTestId('board-card').filter({ hasText: main })).toHaveCount(1);
    await expect(page.getByTestId('board-card').filter({ hasText: other })).toHaveCount(0);

    // Delete it: gone at once, and after a reload.
    await page.goto(boardUrl);
    await (await hydrated(page.getByRole('button', { name: 'Board options' }))).click();
    await page.getByRole('menuitem', { name: 'Delete board' }).click();
    await page.getByRole('dialog', { name: 'Delete this board?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(new RegExp(`/${username}/$`));
    await expect(page.getByText(`Deleted board "${main}"`)).toBeVisible();
    await expect(page.getByTestId('board-card').filter({ hasText: main })).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('board-card').filter({ hasText: other })).toHaveCount(1);
    await expect(page.getByTestId('board-card').filter({ hasText: main })).toHaveCount(0);
    expect((await page.request.get(boardUrl)).status()).toBe(404);
    expect(problems).toEqual([]);
  });
});
