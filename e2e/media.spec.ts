import { expect, test, type Locator, type Page } from '@playwright/test';
import { watchForErrors } from './members.ts';

/**
 * Pin media in Chromium. The seeded videos and GIFs are made by this server (the bundled ffmpeg,
 * under its DATA_DIR) and served from its own /media/ with byte ranges: they really play.
 */

const videoCards = (page: Page) => page.locator('[data-test-id="pin"]').filter({ has: page.locator('[data-test-id="video-duration"]') });

async function currentTime(video: Locator): Promise<number> {
  return video.evaluate((element) => (element as HTMLVideoElement).currentTime);
}

test.describe('pin media', () => {
  test('a seeded video plays in its closeup: a real player on a file from this server', async ({ page }) => {
    const problems = watchForErrors(page);
    await page.goto('/');
    const card = videoCards(page).first();
    await expect(card).toBeVisible();
    const badge = (await card.locator('[data-test-id="video-duration"]').innerText()).trim();
    expect(badge).toMatch(/^0:0[4-6]$/);
    await card.locator('a[href^="/pin/"]').first().click();

    const closeup = page.locator('[data-test-id="closeup"]');
    const video = closeup.locator('video[data-test-id="pin-video"]');
    await expect(video).toBeVisible();
    const player = await video.evaluate((element) => {
      const v = element as HTMLVideoElement;
      return { controls: v.controls, playsInline: v.playsInline, muted: v.muted, poster: v.poster };
    });
    expect(player).toMatchObject({ controls: true, playsInline: true, muted: false });
    expect(new URL(player.poster).pathname).toMatch(/^\/images\/736x\/[0-9a-f]{32}\.jpg$/);
    // Its metadata loads before anyone presses play.
    await expect(closeup.locator('[data-test-id="pin-video-state"]')).toHaveAttribute('data-playback', /^loaded(Metadata|Data)$/, { timeout: 20_000 });
    const source = new URL(await video.evaluate((element) => (element as HTMLVideoElement).currentSrc));
    expect(source.origin).toBe(new URL(page.url()).origin);
    expect(source.pathname).toMatch(/^\/media\/videos\/720p\/[a-z-]+\.mp4$/);

    // A click on the picture plays it (Chromium's own controls), and time goes on.
    await video.click();
    await expect.poll(() => currentTime(video), { timeout: 15_000 }).toBeGreaterThan(0.5);
    expect(await video.evaluate((element) => (element as HTMLVideoElement).paused)).toBe(false);
    expect(problems).toEqual([]);
  });

  test('a video in the grid plays on its own once on screen, muted and looped, one at a time', async ({ page }) => {
    const problems = watchForErrors(page);
    await page.goto('/');
    const autoplaying = page.locator('[data-test-id="pin"] video[data-autoplay="true"]');
    await expect(autoplaying.first()).toBeAttached();
    await autoplaying.first().scrollIntoViewIfNeeded();

    const playing = page.locator('[data-test-id="pin"] video[data-autoplay="true"][data-playback="playing"]');
    await expect(playing).toHaveCount(1, { timeout: 20_000 });
    const state = await playing.evaluate((element) => {
      const v = element as HTMLVideoElement;
      return { muted: v.muted, loop: v.loop, controls: v.controls, src: new URL(v.currentSrc).pathname };
    });
    expect(state).toMatchObject({ muted: true, loop: true, controls: false });
    expect(state.src).toMatch(/^\/media\/videos\/720p\/[a-z-]+\.mp4$/);
    const started = await currentTime(playing);
    await expect.poll(() => currentTime(playing), { timeout: 10_000 }).toBeGreaterThan(started + 0.3);
    // Only one organic video plays at a time.
    const unpaused = await autoplaying.evaluateAll((videos) => videos.filter((v) => !(v as HTMLVideoElement).paused).length);
    expect(unpaused).toBe(1);
    expect(problems).toEqual([]);
  });

  test('a GIF pin animates a GIF made by this server while hovered', async ({ page }) => {
    const problems = watchForErrors(page);
    await page.goto('/');
    const card = page.locator('[data-test-id="pin"]').filter({ has: page.locator('[data-test-id="gif-badge"]') }).first();
    await card.scrollIntoViewIfNeeded();
    await card.hover();
    const gif = card.locator('[data-test-id="pin-gif"]');
    await expect(gif).toBeVisible();
    await expect.poll(() => gif.evaluate((img) => (img as HTMLImageElement).naturalWidth), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(new URL(await gif.evaluate((img) => (img as HTMLImageElement).currentSrc)).pathname).toMatch(/^\/media\/gifs\/[a-z-]+\.gif$/);
    expect(problems).toEqual([]);
  });

  test('a carousel closeup steps with its arrows', async ({ page }) => {
    const problems = watchForErrors(page);
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
