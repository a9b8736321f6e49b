import { expect, test } from '@playwright/test';
import { newVisitor, signUpOn } from './members.ts';

test.describe('topics, videos and shopping (issue 17)', () => {
  // A sign-up and five landings on a loaded 2-core machine.
  test.describe.configure({ timeout: 120_000 });

  test('open /topics and a topic, follow it as a member and it stays followed after a reload', async ({ browser }) => {
    const { page, problems } = await newVisitor(browser);
    await page.goto('/topics/');
    await expect(page.getByRole('heading', { level: 1, name: 'Topics' })).toBeVisible();
    const card = page.getByTestId('topic-card').filter({ hasText: 'Gardening' });
    await expect(card).toBeVisible();
    await card.getByRole('link').click();
    await expect(page).toHaveURL(/\/topics\/gardening\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Gardening' })).toBeVisible();
    await expect(page.getByTestId('pin').first()).toBeVisible();
    // A visitor is asked to log in.
    await page.getByRole('button', { name: 'Follow Gardening' }).click();
    await expect(page.getByText('Log in to follow')).toBeVisible();
    // Back (the modal closed) returns to the list.
    await page.keyboard.press('Escape');
    await expect(page.getByText('Log in to follow')).toHaveCount(0);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Topics' })).toBeVisible();

    await signUpOn(page, 'topics');
    await page.goto('/topics/gardening/');
    const count = page.getByTestId('topic-follower-count');
    await expect(count).toBeVisible();
    const before = Number(/[\d,]+/.exec((await count.textContent()) ?? '')?.[0]?.replace(/,/g, ''));
    await page.getByRole('button', { name: 'Follow Gardening' }).click();
    await expect(page.getByRole('button', { name: 'Following Gardening' })).toBeVisible();
    await expect(count).toHaveText(`${(before + 1).toLocaleString('en-US')} ${before + 1 === 1 ? 'follower' : 'followers'}`);
    await page.waitForLoadState('networkidle');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Following Gardening' })).toBeVisible();
    // And on /ideas, the Gardening card says Following too.
    await page.goto('/ideas/');
    await expect(page.getByTestId('topic-card').filter({ hasText: 'Gardening' }).getByRole('button', { name: 'Following Gardening' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('/videos/ shows video pins, one playing at a time; /shopping/ shows product pins with prices', async ({ browser }) => {
    const { page, problems } = await newVisitor(browser);
    await page.goto('/videos/');
    await expect(page.getByRole('heading', { level: 1, name: 'Videos' })).toBeVisible();
    const pins = page.getByTestId('pin');
    await expect(pins.first()).toBeVisible();
    // Every card on the page is a video: a video pin's player, or an idea pin's video length. Counted in one
    // evaluation: the grid loads its next page meanwhile, so two counts taken one after the other can differ.
    const notVideos = () =>
      pins.evaluateAll((cards) => cards.filter((card) => card.querySelector('[data-test-id="pin-video"], [data-test-id="story-duration"]') === null).length);
    expect(await pins.count()).toBeGreaterThan(0);
    expect(await notVideos()).toBe(0);
    // One organic video plays at a time (the page's one video coordinator).
    const playing = page.locator('[data-test-id="pin"] video[data-autoplay="true"][data-playback="playing"]');
    await expect(playing).toHaveCount(1, { timeout: 20_000 });
    const autoplaying = page.locator('[data-test-id="pin"] video[data-autoplay="true"]');
    // Polled: between two playing states (one pausing as the next starts) the count passes through 0.
    await expect.poll(() => autoplaying.evaluateAll((videos) => videos.filter((v) => !(v as HTMLVideoElement).paused).length), { timeout: 20_000 }).toBe(1);
    await page.mouse.wheel(0, 600);
    await expect(playing).toHaveCount(1, { timeout: 20_000 });
    // Polled: between two playing states (one pausing as the next starts) the count passes through 0.
    await expect.poll(() => autoplaying.evaluateAll((videos) => videos.filter((v) => !(v as HTMLVideoElement).paused).length), { timeout: 20_000 }).toBe(1);

    // The cards are pins of the videos feed.
    const feed = async (path: string) =>
      ((await (await page.request.get(path)).json()) as { resource_response: { data: { id: string; type: string; shopping_flags: number[]; videos: unknown; story_pin_data: unknown }[] } }).resource_response.data;
    const cardIds = () => pins.locator('a[href^="/pin/"]').evaluateAll((links) => [...new Set(links.map((a) => /(\d+)\/?$/.exec(a.getAttribute('href') ?? '')?.[1] ?? ''))]);
    const videos = await feed('/v3/feeds/videos/?page_size=50');
    expect(videos.every((pin) => pin.type === 'video' || pin.videos !== null || pin.story_pin_data !== null)).toBe(true);
    expect(videos.map((pin) => pin.id)).toEqual(expect.arrayContaining(await cardIds()));

    await page.goto('/shopping/');
    await expect(page.getByRole('heading', { level: 1, name: 'Shop ideas' })).toBeVisible();
    await expect(pins.first()).toBeVisible();
    // Every card is a product pin (type product, or shopping flag 5 or 6).
    const products = await feed('/v3/feeds/products/?page_size=50');
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((pin) => pin.type === 'product' || pin.shopping_flags.some((flag) => flag === 5 || flag === 6))).toBe(true);
    expect(products.map((pin) => pin.id)).toEqual(expect.arrayContaining(await cardIds()));
    // A price filter is kept in the address and shown again after Back and Forward.
    await page.getByLabel('Max price').fill('20');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/shopping\/\?price_max=20$/);
    await expect(pins.first()).toBeVisible();
    const cheap = await feed('/v3/feeds/products/?page_size=50&price_max=20');
    expect(cheap.map((pin) => pin.id)).toEqual(expect.arrayContaining(await cardIds()));
    await page.goBack();
    await expect(page.getByLabel('Max price')).toHaveValue('');
    await page.goForward();
    await expect(page.getByLabel('Max price')).toHaveValue('20');
    expect(problems).toEqual([]);
  });
});
