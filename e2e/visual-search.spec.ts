import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { newVisitor, signUpOn } from './members.ts';
import { v3Post } from './v3.ts';

/**
 * Issue 17, visual search as a member would meet it: two pins of near-identical pictures (one a
 * smaller, recompressed copy of the other), made through v3 like the pin builder does; from the
 * first one's closeup, 'Search this image' opens /pin/{id}/visual-search/ and the twin is the first
 * result. The crop box moves with the keyboard, the Products tab switches path, Back returns to the
 * closeup; at 390 px the picture and the results still fit.
 */

/** A picture no seed pin looks like: diagonal stripes over a two-colour split. */
async function picture(): Promise<Buffer> {
  const width = 800;
  const height = 600;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      const stripe = Math.floor((x + y) / 60) % 2 === 0;
      const left = x < width * 0.4;
      pixels[at] = left ? 30 : stripe ? 240 : 120;
      pixels[at + 1] = left ? 90 + Math.round((100 * y) / height) : stripe ? 200 : 40;
      pixels[at + 2] = left ? 200 : 50;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
}

const dataUrl = (jpeg: Buffer) => `data:image/jpeg;base64,${jpeg.toString('base64')}`;

test.describe('visual search', () => {
  test('from a closeup, "Search this image" shows the near-identical picture first; the crop box and Products tab work; Back returns', async ({ browser }) => {
    test.setTimeout(120_000);
    const { page, problems } = await newVisitor(browser);
    await signUpOn(page, 'visual17');
    const original = await picture();
    const twin = await sharp(original).resize(520).jpeg({ quality: 60 }).toBuffer();

    const board = await v3Post(page, '/v3/boards/', { name: `Look-alikes ${Date.now() % 100000}` });
    const source = await v3Post(page, '/v3/pins/', { board_id: board.id, image_base64: dataUrl(original), title: 'Stripes, the original' });
    const copy = await v3Post(page, '/v3/pins/', { board_id: board.id, image_base64: dataUrl(twin), title: 'Stripes, a smaller copy' });

    await page.goto(`/pin/${source.id}/`);
    await expect(page.getByTestId('closeup')).toBeVisible();
    await page.getByRole('link', { name: 'Search this image' }).click();
    await expect(page).toHaveURL(new RegExp(`/pin/${source.id}/visual-search/$`));
    await expect(page.getByRole('heading', { level: 1, name: 'More like this' })).toBeVisible();
    const results = page.getByTestId('visual-search-results');
    const firstCard = results.locator('[data-test-id="pin"]').first();
    await expect(firstCard).toHaveAttribute('data-pin-id', copy.id);

    // The crop box: a labelled group, moved and resized with the keyboard; the results follow.
    const box = page.getByRole('group', { name: 'Search area' });
    await box.focus();
    await page.keyboard.press('Shift+ArrowLeft');
    await page.keyboard.press('Shift+ArrowUp');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText('Search area: 2% from the left, 0% from the top, 98% wide, 98% tall')).toBeAttached();
    await expect(results).toHaveAttribute('aria-busy', 'false');
    await expect(results.locator('[data-test-id="pin"]').first()).toBeVisible();

    // Products: the other path, the box along; the member's twins are not products.
    await page.getByTestId('visual-search-tabs').getByRole('link', { name: 'Products' }).click();
    await expect(page).toHaveURL(new RegExp(`/pin/${source.id}/visual-search/products/\\?x=0\\.02&y=0&w=0\\.98&h=0\\.98$`));
    await expect(page.getByTestId('visual-search-results').locator(`[data-pin-id="${copy.id}"]`)).toHaveCount(0);

    // Back: the first visual search page, then the closeup.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/pin/${source.id}/visual-search/$`));
    await page.getByRole('button', { name: 'Back to the Pin' }).click();
    await expect(page).toHaveURL(new RegExp(`/pin/${source.id}/$`));
    await expect(page.getByTestId('closeup')).toBeVisible();

    // A phone: the picture with its box above the results.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/pin/${source.id}/visual-search/`);
    await expect(page.getByRole('group', { name: 'Search area' })).toBeInViewport();
    await expect(page.getByTestId('visual-search-results').locator('[data-test-id="pin"]').first()).toHaveAttribute('data-pin-id', copy.id);
    expect(problems).toEqual([]);
  });
});
