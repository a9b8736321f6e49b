import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { PASSWORD, skipSignupStepsOver, watchForErrors } from './members.ts';

/**
 * What a person sees of each kind of seeded pin (issue 4): a product, a recipe, a carousel, a video
 * and a promoted pin, in the home feed and in the closeup, at desktop (1280 px) and phone (390 px)
 * widths. The viewer is a signed-in member (logged-out visitors get no card footer, pin-card §2);
 * the ad label experiment is forced to its default, 'Promoted'.
 */
interface SeedPin {
  id: string;
  type: string;
  title: string;
  is_promoted: boolean;
  carousel_data: { carousel_slots: unknown[] } | null;
  videos: { video_list: { V_720P?: { duration: number } } } | null;
  rich_summary: { type_name?: string; display_cook_time?: number | null; products?: { offer_summary?: { price?: string } | null }[] } | null;
  promoter: { full_name: string } | null;
}

type Kind = 'product' | 'recipe' | 'carousel' | 'video' | 'promoted';

const KINDS: Record<Kind, (pin: SeedPin) => boolean> = {
  product: (pin) => pin.type === 'product' && !pin.is_promoted && Boolean(pin.rich_summary?.products?.[0]?.offer_summary?.price) && pin.title !== '',
  recipe: (pin) => pin.type === 'recipe' && (pin.rich_summary?.display_cook_time ?? 0) > 0,
  carousel: (pin) => (pin.carousel_data?.carousel_slots.length ?? 0) > 1 && !pin.is_promoted,
  video: (pin) => pin.type === 'video' && !pin.is_promoted,
  promoted: (pin) => pin.is_promoted && pin.promoter !== null && pin.type !== 'video',
};

const PAGE = 25; // the home feed's first page

async function firstPage(request: APIRequestContext): Promise<SeedPin[]> {
  const response = await request.get(`/v3/feeds/home/?page_size=${PAGE}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { resource_response: { data: SeedPin[] } }).resource_response.data;
}

async function signIn(page: Page): Promise<void> {
  const email = `e2e-card-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const registered = await page.request.post('/v3/register/', { data: { email, password: PASSWORD, birthday: '1990-04-01' } });
  expect(registered.status()).toBe(201);
  await skipSignupStepsOver(page.request);
  expect((await page.request.get('/v3/experiments/force/?name=web_ad_label&group=promoted')).ok()).toBe(true);
}

/** One pin of each kind from the first page of the seeded home feed. */
async function picks(request: APIRequestContext): Promise<Record<Kind, SeedPin>> {
  const pins = await firstPage(request);
  return Object.fromEntries(
    Object.entries(KINDS).map(([kind, matches]) => {
      const pin = pins.find(matches);
      expect(pin, `a ${kind} pin on the first page of the seeded home feed`).toBeDefined();
      return [kind, pin!];
    }),
  ) as Record<Kind, SeedPin>;
}

const card = (page: Page, id: string): Locator => page.locator(`[data-test-id="pin"][data-pin-id="${id}"]`);

/**
 * Scrolls a card into view, as a person looks for it: from the top of the feed down, a screen at a
 * time (the grid renders only what is near the screen, and loads its next page near the end), until
 * it is there. The seed's picks come from the first 25 organic Pins, but the grid's first page holds
 * 25 cards with its ads, so a pick may be on the second. Masonry renders a card once hidden to measure
 * it, then in its place, so the element first found may be replaced mid-scroll: try again then.
 */
async function reveal(locator: Locator): Promise<void> {
  const page = locator.page();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(async () => {
    if ((await locator.count()) === 0) {
      await page.evaluate(() => window.scrollBy(0, Math.round(window.innerHeight * 0.8)));
      throw new Error('not rendered yet: scrolled on');
    }
    await locator.scrollIntoViewIfNeeded({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

const mmss = (ms: number) => `${Math.floor(Math.round(ms / 1000) / 60)}:${String(Math.round(ms / 1000) % 60).padStart(2, '0')}`;

for (const [width, height, label] of [
  [1280, 900, 'desktop'],
  [390, 844, 'phone'],
] as const) {
  test.describe(`pin cards and closeups at ${label} width (${width} px)`, () => {
    test.use({ viewport: { width, height } });

    test('cards of a product, a video, a carousel and a promoted pin in the home feed', async ({ page, request }) => {
      const problems = watchForErrors(page);
      const pick = await picks(request);
      await signIn(page);
      // Ads are served per viewer (issue 19): the promoted card is the one this member's own first page carries.
      const promotedPin = (await firstPage(page.request)).find(KINDS.promoted);
      expect(promotedPin, "a promoted pin on the member's first page").toBeDefined();
      await page.goto('/');

      // Product: title, price and the merchant's credit in the footer.
      const product = card(page, pick.product.id);
      await reveal(product);
      await expect(product.getByText(pick.product.rich_summary!.products![0]!.offer_summary!.price!, { exact: true })).toBeVisible();
      await expect(product.getByText(pick.product.title, { exact: true })).toBeVisible();

      // Video: the duration badge (m:ss).
      const video = card(page, pick.video.id);
      await reveal(video);
      await expect(video.getByTestId('video-duration')).toHaveText(mmss(pick.video.videos!.video_list.V_720P!.duration));

      // Carousel: one dot per slot on the card.
      const carousel = card(page, pick.carousel.id);
      await reveal(carousel);
      await expect(carousel.getByTestId('carousel-dot')).toHaveCount(pick.carousel.carousel_data!.carousel_slots.length);

      // Promoted: the ad label and who promoted it.
      const promoted = card(page, promotedPin!.id);
      await reveal(promoted);
      await expect(promoted.getByText('Promoted', { exact: true })).toBeVisible();
      await expect(promoted.getByText(`Promoted by ${promotedPin!.promoter!.full_name}`)).toBeVisible();

      expect(problems).toEqual([]);
    });

    test('closeups of a recipe, a carousel, a video and a product', async ({ page, request }) => {
      const problems = watchForErrors(page);
      const pick = await picks(request);
      await signIn(page);

      // Recipe closeup: stars with the review count, and the cook time.
      await page.goto(`/pin/${pick.recipe.id}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pick.recipe.title);
      await expect(page.getByTestId('rating-stars')).toBeVisible();
      await expect(page.getByTestId('recipe-details')).toContainText(/\d+h( \d+m)?|\d+m/);
      await expect(page.getByTestId('recipe-details')).toContainText(/reviews?\)/);

      // Carousel closeup: the arrows step through the slots and stop at the ends.
      await page.goto(`/pin/${pick.carousel.id}/`);
      const previous = page.getByRole('button', { name: 'Previous slide' });
      const next = page.getByRole('button', { name: 'Next slide' });
      await expect(previous).toBeDisabled();
      const slots = pick.carousel.carousel_data!.carousel_slots.length;
      for (let step = 1; step < slots; step += 1) await next.click();
      await expect(next).toBeDisabled();
      await expect(previous).toBeEnabled();

      // Video closeup: the poster and duration badge, never a broken player; a reaction is stored.
      await page.goto(`/pin/${pick.video.id}/`);
      await expect(page.getByTestId('video-duration')).toHaveText(mmss(pick.video.videos!.video_list.V_720P!.duration));
      const reactions = page.getByTestId('reactions');
      const before = Number(/(\d+) reactions?/.exec((await reactions.textContent()) ?? '')?.[1] ?? 'NaN');
      await reactions.getByRole('button', { name: 'React' }).click();
      await expect(reactions).toContainText(before + 1 === 1 ? '1 reaction' : `${before + 1} reactions`);
      await page.reload();
      await expect(page.getByTestId('reactions').getByRole('button', { name: 'Remove reaction' })).toBeVisible();
      await page.getByTestId('reactions').getByRole('button', { name: 'Remove reaction' }).click();
      await expect(page.getByTestId('reactions').getByRole('button', { name: 'React' })).toBeVisible();

      // Someone else's pin analytics are the creator's alone.
      await page.goto(`/pin/${pick.video.id}/analytics/`);
      await expect(page.getByText("Only the creator can see this Pin's analytics.")).toBeVisible();

      // Product closeup: its title as the page heading, and the server-rendered <title> for sharing.
      const response = await page.goto(`/pin/${pick.product.id}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pick.product.title);
      expect(await response!.text()).toContain('<meta property="og:image"');

      expect(problems).toEqual([]);
    });
  });
}
