import { expect, test } from '@playwright/test';
import { BROWSER_NETWORK_ERROR, watchForErrors } from './members.ts';

/**
 * Pin media in Chromium. Seeded video and GIF URLs point at an unreachable host
 * (media.corkboard-cdn.example): the video must end in its failed state showing the poster and the
 * duration badge, with no console error beyond the browser's own failed-request messages.
 */
test.describe('pin media', () => {
  test('a grid video that cannot load keeps its poster and duration badge; so does its closeup', async ({ page }) => {
    const problems = watchForErrors(page, { ignore: [BROWSER_NETWORK_ERROR] });
    await page.goto('/');
    const card = page.locator('[data-test-id="pin"]').filter({ has: page.locator('[data-test-id="video-duration"]') }).first();
    await expect(card).toBeVisible();
    const badge = (await card.locator('[data-test-id="video-duration"]').innerText()).trim();
    expect(badge).toMatch(/^\d+:\d{2}$/);

    // Hover plays (muted): hls.js loads lazily and the stream fails.
    await card.hover();
    await expect(card.locator('[data-test-id="pin-video-state"]')).toHaveAttribute('data-playback', 'failed', { timeout: 20_000 });
    await expect(card.locator('[data-test-id="pin-video"]')).toHaveCount(0);
    const poster = card.locator('[data-test-id="pin-image-box"] img').first();
    await expect(poster).toBeVisible();
    await expect.poll(() => poster.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await expect(card.locator('[data-test-id="video-duration"]')).toHaveText(badge);

    await card.locator('a[href^="/pin/"]').first().click();
    const closeup = page.locator('[data-test-id="closeup"]');
    await expect(closeup).toBeVisible();
    await expect(closeup.locator('[data-test-id="pin-video-state"]')).toHaveAttribute('data-playback', 'failed', { timeout: 20_000 });
    await expect(closeup.locator('[data-test-id="video-duration"]')).toHaveText(badge);
    await expect(closeup.locator('[data-test-id="pin-image-box"] img').first()).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a carousel closeup steps with its arrows', async ({ page }) => {
    const problems = watchForErrors(page, { ignore: [BROWSER_NETWORK_ERROR] });
    await page.goto('/');
    const card = page.locator('[data-test-id="pin"]').filter({ has: page.locator('[data-test-id="carousel"]') }).first();
    await expect(card).toBeVisible();
    await card.locator('a[href^="/pin/"]').first().click();
    const carousel = page.locator('[data-test-id="closeup"] [data-test-id="carousel"]');
    await expect(carousel).toHaveAttribute('data-index', '0');
    await expect(page.getByRole('button', { name: 'Previous slide' })).toBeDisabled();
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect(carousel).toHaveAttribute('data-index', '1');
    await expect(page.getByRole('button', { name: 'Previous slide' })).toBeEnabled();
    expect(problems).toEqual([]);
  });
});
