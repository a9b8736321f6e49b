import { expect, test, type Locator, type Page } from '@playwright/test';
import { newVisitor, PASSWORD, signUpOn, logOutOn } from './members.ts';

/** A home-feed card that is not an ad, and its pin id (loads the home page unless `load` is false: already there). */
async function firstOrganicPin(page: Page, skip = 0, load = true): Promise<{ card: Locator; pinId: string }> {
  if (load) await page.goto('/');
  const cards = page.locator('[data-test-id="pin"]');
  await expect(cards.first()).toBeVisible();
  let seen = 0;
  for (let i = 0; i < 30; i++) {
    const card = cards.nth(i);
    const text = (await card.innerText()).toLowerCase();
    if (/\b(promoted|sponsored|ad)\b/.test(text)) continue;
    if (seen++ < skip) continue;
    const pinId = await card.getAttribute('data-pin-id');
    if (pinId) return { card: page.locator(`[data-test-id="pin"][data-pin-id="${pinId}"]`).first(), pinId };
  }
  throw new Error('no organic pin on the home feed');
}

/** The card's save button (Save or Saved), after hovering the card. */
async function saveButton(card: Locator): Promise<Locator> {
  await card.hover();
  return card.getByTestId('save-control-save');
}

test.describe('saving', () => {
  test('save a pin to a new board from the home feed, see it everywhere, then unsave it', async ({ browser }) => {
    const { page, problems } = await newVisitor(browser);
    const { username } = await signUpOn(page, 'saver');
    const { card, pinId } = await firstOrganicPin(page);

    // The board dropdown opens the picker; a new board is created inline and the pin saved to it.
    await card.hover();
    const dropdown = card.getByTestId('board-dropdown');
    await expect(dropdown).toBeVisible();
    await dropdown.click();
    await page.getByRole('button', { name: 'Create board' }).click();
    const boardName = `E2E board ${Date.now() % 100000}`;
    const form = page.getByTestId('create-board-form');
    await form.getByRole('textbox', { name: 'Name' }).fill(boardName);
    await form.getByRole('button', { name: 'Create' }).click();

    // The toast says where it went; the card reads 'Saved' with the saved overlay.
    const toast = page.getByTestId('save-toast');
    await expect(toast).toContainText(`Saved to ${boardName}`);
    await expect(toast.getByTestId('save-toast-organize')).toBeVisible();
    await expect(await saveButton(card)).toHaveText('Saved');
    const overlay = card.getByTestId('saved-overlay');
    await expect(overlay).toContainText('Saved to');
    await expect(overlay).toContainText(boardName.slice(0, 22));

    // The overlay leads to the board, which holds the pin.
    await overlay.click();
    await expect(page.getByRole('heading', { name: boardName })).toBeVisible();
    await expect(page.locator(`[data-test-id="pin"][data-pin-id="${pinId}"]`)).toBeVisible();

    // And the person's saved pins hold it.
    await page.goto(`/${username}/_saved`);
    await expect(page.locator(`[data-test-id="pin"][data-pin-id="${pinId}"]`)).toBeVisible();

    // Unsave from the home feed (the same pin): 'Save' again, and gone from the saved pins after a reload.
    const { card: again, pinId: againId } = await firstOrganicPin(page);
    expect(againId).toBe(pinId);
    const saved = await saveButton(again);
    await expect(saved).toHaveText('Saved');
    const unsaved = page.waitForResponse(
      (response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('useUnsavePinMutation'),
    );
    await saved.click();
    await expect(saved).toHaveText('Save');
    await expect(again.getByTestId('saved-overlay')).toHaveCount(0);
    expect((await unsaved).ok()).toBe(true);
    await page.goto(`/${username}/_saved`);
    await expect(page.locator(`[data-test-id="pin"][data-pin-id="${pinId}"]`)).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('a save whose request fails puts everything back', async ({ browser }) => {
    const { page, problems } = await newVisitor(browser);
    const { username } = await signUpOn(page, 'failing');
    // The saved pins first, so the store holds that list when the save is rolled back.
    await page.goto(`/${username}/_saved`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Home client-side (the logo), so the store survives.
    await page.getByRole('banner').getByRole('link', { name: 'Corkboard' }).click();
    await expect(page).toHaveURL(/\/$/);
    const { card, pinId } = await firstOrganicPin(page, 0, false);
    await page.route('**/graphql', async (route) => {
      if ((route.request().postData() ?? '').includes('useSavePinMutation')) await route.abort('failed');
      else await route.fallback();
    });
    const button = await saveButton(card);
    await expect(button).toHaveText('Save');
    await button.click();
    await expect(page.getByText('Sorry! Something went wrong on our end.')).toBeVisible();
    await expect(button).toHaveText('Save');
    await expect(card.getByTestId('saved-overlay')).toHaveCount(0);
    await page.unroute('**/graphql');
    // Back to the saved tab client-side: the list in the store no longer holds the pin.
    await page.getByRole('link', { name: /\(your profile\)$/ }).click();
    await page.getByRole('main').getByRole('link', { name: 'Saved', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${username}/_saved/?$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator(`[data-test-id="pin"][data-pin-id="${pinId}"]`)).toHaveCount(0);
    // And after a reload neither.
    await page.goto(`/${username}/_saved`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator(`[data-test-id="pin"][data-pin-id="${pinId}"]`)).toHaveCount(0);
    // The browser's own report of the aborted request is expected; nothing else.
    expect(problems.filter((p) => !p.includes('net::ERR_FAILED'))).toEqual([]);
  });

  test('two logged-out saves are merged after login', async ({ browser }) => {
    const { page, problems } = await newVisitor(browser);
    const { email, username } = await signUpOn(page, 'merge');
    await logOutOn(page);
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();

    const first = await firstOrganicPin(page, 0);
    await (await saveButtonLoggedOut(first.card)).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Log in to save this Pin' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    const second = await firstOrganicPin(page, 1);
    expect(second.pinId).not.toBe(first.pinId);
    await (await saveButtonLoggedOut(second.card)).click();
    await expect(dialog.getByRole('heading', { name: 'Log in to save this Pin' })).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Email or username' }).fill(email);
    await dialog.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(new RegExp(`/pin/${second.pinId}/repin/$`));
    await expect(page.getByRole('link', { name: /\(your profile\)$/ })).toBeVisible();

    // Both are saved and the browser's list is cleared. (The saved pins list, page and API alike,
    // shows a pin saved to several boards once: this checks each is there, not how many saves it has.)
    await expect
      .poll(async () => page.evaluate(() => window.localStorage.getItem('cb_unauth_saved_pins') ?? '[]'), { timeout: 10_000 })
      .toBe('[]');
    const api = await page.request.get(`/v3/users/${encodeURIComponent(username)}/saved/`);
    expect(api.ok()).toBe(true);
    const ids = ((await api.json()) as { resource_response: { data: { id: string }[] } }).resource_response.data.map((pin) => pin.id);
    expect(ids.filter((id) => id === first.pinId)).toHaveLength(1);
    expect(ids.filter((id) => id === second.pinId)).toHaveLength(1);
    await page.goto(`/${username}/_saved`);
    await expect(page.locator(`[data-test-id="pin"][data-pin-id="${first.pinId}"]`)).toHaveCount(1);
    await expect(page.locator(`[data-test-id="pin"][data-pin-id="${second.pinId}"]`)).toHaveCount(1);
    expect(problems).toEqual([]);
  });
});

async function saveButtonLoggedOut(card: Locator): Promise<Locator> {
  await card.hover();
  return card.getByRole('button', { name: 'Save', exact: true });
}
