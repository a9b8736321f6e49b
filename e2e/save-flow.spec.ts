import { expect, test, type Locator, type Page } from '@playwright/test';
import { newVisitor, PASSWORD, signUpOn } from './members.ts';

/** A home-feed card that is not an ad, and its pin id. */
async function firstOrganicPin(page: Page, skip = 0): Promise<{ card: Locator; pinId: string }> {
  await page.goto('/');
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

    // Unsave from the home feed: 'Save' again, and gone from the saved pins after a reload.
    const again = (await firstOrganicPin(page)).card;
    const saved = await saveButton(again);
    await expect(saved).toHaveText('Saved');
    await saved.click();
    await expect(saved).toHaveText('Save');
    await expect(again.getByTestId('saved-overlay')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await page.goto(`/${username}/_saved`);
    await expect(page.locator(`[data-test-id="pin"][data-pin-id="${pinId}"]`)).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('a save whose request fails puts everything back', async ({ browser }) => {
    const { page, problems } = await newVisitor(browser);
    const { username } = await signUpOn(page, 'failing');
    const { card, pinId } = await firstOrganicPin(page);
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
    await page.goto(`/${username}/_saved`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator(`[data-test-id="pin"][data-pin-id="${pinId}"]`)).toHaveCount(0);
    // The browser's own report of the aborted request is expected; nothing else.
    expect(problems.filter((p) => !p.includes('net::ERR_FAILED'))).toEqual([]);
  });

  test('two logged-out saves are merged after login', async ({ browser }) => {
    const { page, problems } = await newVisitor(browser);
    const { email, username } = await signUpOn(page, 'merge');
    await page.getByRole('button', { name: 'Log out' }).click();
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

    // Both are saved once, and the browser's list is cleared.
    await expect
      .poll(async () => page.evaluate(() => window.localStorage.getItem('cb_unauth_saved_pins') ?? '[]'), { timeout: 10_000 })
      .toBe('[]');
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
