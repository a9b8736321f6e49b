import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { newVisitor, signUpOn } from './members.ts';

/**
 * Issue 16, as a member would: upload an image file in /pin-builder, watch it upload and process,
 * fill in the pin, make a new board inline and publish to it; the pin is on the board for its maker
 * and for a logged-out visitor; its title is edited at /pin/{id}/edit; it is deleted, and is gone
 * for both.
 */

/** A photo-sized JPEG made here (no fixture file): a gradient, so it is a real image with a dominant colour. */
async function photo(): Promise<Buffer> {
  const width = 800;
  const height = 600;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      pixels[at] = 200 + Math.round((55 * x) / width);
      pixels[at + 1] = Math.round((120 * y) / height);
      pixels[at + 2] = 60;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
}

const pinCard = (page: Page, pinId: string) => page.locator(`[data-test-id="pin"][data-pin-id="${pinId}"]`);

test.describe('making pins', () => {
  test('upload an image in the pin builder, publish to a new board, see it there (signed out too), edit its title, delete it', async ({ browser }) => {
    test.setTimeout(180_000);
    const { page, problems } = await newVisitor(browser);
    const { username } = await signUpOn(page, 'maker16');
    const stamp = Date.now() % 100000;
    const boardName = `Sunsets ${stamp}`;
    const title = `Evening sky ${stamp}`;

    // The builder: pick a file; it uploads, then processes (polled every 5 s), then shows the image.
    await page.goto('/pin-builder');
    await expect(page.getByRole('heading', { level: 1, name: 'Create Pin' })).toBeVisible();
    await page.getByLabel('Upload images').setInputFiles({ name: 'sunset.jpg', mimeType: 'image/jpeg', buffer: await photo() });
    const tile = page.getByTestId('upload-tile');
    await expect(tile).toHaveAttribute('data-status', 'succeeded', { timeout: 30_000 });
    await expect(tile.getByRole('img', { name: 'Uploaded image sunset.jpg' })).toBeVisible();

    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Description').fill('Orange over the hills.');
    await page.getByLabel('Link').fill('https://example.com/sunsets');
    await page.getByLabel('Alt text').fill('An orange sky fading to red');

    // A new board, made inline in the board picker, becomes the pin's board.
    const picker = page.getByTestId('pin-board-picker');
    await picker.getByRole('button', { name: 'Create board' }).click();
    const form = page.getByRole('form', { name: 'Create board' });
    await form.getByLabel('Name').fill(boardName);
    await form.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByTestId('pin-board-field')).toContainText(boardName);

    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByTestId('pin-published-toast')).toContainText(`Saved to ${boardName}`);
    await expect(page).toHaveURL(/\/pin\/[^/]*\d+\/$/);
    const pinId = /(\d+)\/$/.exec(new URL(page.url()).pathname)?.[1] ?? '';
    expect(pinId).not.toBe('');
    await expect(page.getByText(title).first()).toBeVisible();

    // On its board, for its maker …
    await page.goto(`/${username}/`);
    await page.getByTestId('board-card').filter({ hasText: boardName }).click();
    await expect(page.getByRole('heading', { level: 1, name: boardName })).toBeVisible();
    const boardUrl = new URL(page.url()).pathname;
    await expect(pinCard(page, pinId)).toBeVisible();

    // … and for a logged-out visitor.
    const { page: visitor, problems: visitorProblems } = await newVisitor(browser, { ignore: [/status of 404/] });
    await visitor.goto(boardUrl);
    await expect(visitor.getByRole('heading', { level: 1, name: boardName })).toBeVisible();
    await expect(pinCard(visitor, pinId)).toBeVisible();

    // The maker edits its title.
    const newTitle = `Night sky ${stamp}`;
    await page.goto(`/pin/${pinId}/edit`);
    const titleField = page.getByLabel('Title');
    await expect(titleField).toHaveValue(title);
    await titleField.fill(newTitle);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByTestId('pin-updated-toast')).toContainText('Pin saved');
    await expect(page).toHaveURL(new RegExp(`/pin/[^/]*${pinId}/$`));
    await expect(page.getByText(newTitle).first()).toBeVisible();
    await visitor.goto(`/pin/${pinId}/`);
    await expect(visitor.getByText(newTitle).first()).toBeVisible();

    // … and deletes it: gone from the board at once, and for the visitor.
    await page.goto(`/pin/${pinId}/edit`);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog', { name: 'Delete this Pin?' }).getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${boardUrl}$`));
    await expect(page.getByRole('heading', { level: 1, name: boardName })).toBeVisible();
    await expect(pinCard(page, pinId)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: boardName })).toBeVisible();
    await expect(pinCard(page, pinId)).toHaveCount(0);
    await visitor.goto(boardUrl);
    await expect(visitor.getByRole('heading', { level: 1, name: boardName })).toBeVisible();
    await expect(pinCard(visitor, pinId)).toHaveCount(0);
    expect((await visitor.request.get(`/pin/${pinId}/`)).status()).toBe(404);

    expect([...problems, ...visitorProblems]).toEqual([]);
  });
});
