import { expect, test, type Page } from '@playwright/test';
import { signUpOn, watchForErrors } from './members.ts';

/** The browse → closeup → browse loop (issue 12): Back keeps the place, phones get two columns. */
const pins = (page: Page) => page.locator('[data-test-id="pin"]');
const isGraphql = (url: string) => new URL(url).pathname === '/graphql';
const isPagination = (body: string | null) => (body ?? '').includes('HomeFeedPaginationQuery');

/** Scrolls the home feed until `pages` pages of 25 pins have loaded. */
async function scrollPages(page: Page, pages: number): Promise<void> {
  let loaded = 1;
  page.on('response', (response) => {
    if (isGraphql(response.url()) && isPagination(response.request().postData())) loaded += 1;
  });
  for (let i = 0; i < 400 && loaded < pages; i += 1) await page.mouse.wheel(0, 3000);
  expect(loaded).toBeGreaterThanOrEqual(pages);
}

/** Clicks a card that is fully in view; returns its closeup path. */
async function openVisiblePin(page: Page): Promise<string> {
  const href = await page.evaluate(() => {
    const links = [...document.querySelectorAll<HTMLAnchorElement>('[data-test-id="pin"] a[href^="/pin/"]')];
    const link = links.find((element) => {
      const rect = element.getBoundingClientRect();
      return rect.top > 80 && rect.bottom < window.innerHeight && rect.height > 40;
    });
    link?.click();
    return link?.getAttribute('href') ?? null;
  });
  expect(href).not.toBeNull();
  await expect(page.getByTestId('closeup')).toBeVisible();
  return href!;
}

test.describe('browse loop', () => {
  test.describe.configure({ timeout: 90_000 });

  test('Back from a closeup restores the feed and its scroll position after ten pages, without asking again; Forward returns', async ({ page }) => {
    const problems = watchForErrors(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await expect(pins(page).first()).toBeVisible();
    await scrollPages(page, 10);
    await page.waitForLoadState('networkidle');
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(10_000);

    const href = await openVisiblePin(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    const asked: string[] = [];
    page.on('request', (request) => {
      if (isGraphql(request.url())) asked.push(request.postData() ?? '');
    });
    await page.goBack();
    await expect(pins(page).first()).toBeAttached();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThanOrEqual(50);
    // The feed came from the store: not asked again (the next page may load, being in reach), and
    // the card we opened is still there.
    expect(asked.filter((body) => body.includes('routes_HomeQuery'))).toEqual([]);
    await expect(page.locator(`[data-test-id="pin"] a[href="${href}"]`).first()).toBeAttached();

    await page.goForward();
    await expect(page.getByTestId('closeup')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(href);
    expect(problems).toEqual([]);
  });

  test('at 390 px the home, board and saved-pins grids show two columns filling the width', async ({ page, request }) => {
    const problems = watchForErrors(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(pins(page).first()).toBeVisible();

    const columns = async () => {
      await expect(pins(page).nth(3)).toBeVisible();
      return page.evaluate(() => {
        // Cards Masonry is still measuring sit hidden off the grid: only the laid-out ones count.
        const cards = [...document.querySelectorAll('[data-test-id="pin"]')]
          .filter((card) => card.checkVisibility({ visibilityProperty: true }))
          .map((card) => card.getBoundingClientRect());
        const lefts = [...new Set(cards.map((rect) => Math.round(rect.left)))].sort((a, b) => a - b);
        const grid = document.querySelector('[data-test-id="pin-grid"]')!.getBoundingClientRect();
        const right = Math.max(...cards.map((rect) => rect.right));
        return { lefts, width: cards[0]!.width, gridLeft: grid.left, gridRight: grid.right, right };
      });
    };
    const check = async () => {
      const grid = await columns();
      expect(grid.lefts).toHaveLength(2);
      // Two cards and the 14 px gutter between them fill the grid, half a gutter at each edge.
      expect(grid.width).toBeGreaterThan(150);
      expect(grid.lefts[0]! - grid.gridLeft).toBeLessThanOrEqual(8);
      expect(grid.gridRight - grid.right).toBeLessThanOrEqual(8);
      expect(Math.abs(grid.lefts[1]! - grid.lefts[0]! - grid.width - 14)).toBeLessThanOrEqual(1);
    };
    await check();

    // A board and a person with saved pins, as the API names them.
    const feed = (await (await request.get('/v3/feeds/home/?page_size=50')).json()) as {
      resource_response: { data: { board: { url: string; owner: { username: string } } }[] };
    };
    const boardUrl = feed.resource_response.data[0]!.board.url;
    await page.goto(boardUrl);
    await check();

    let saver: string | null = null;
    for (const username of new Set(feed.resource_response.data.map((pin) => pin.board.owner.username))) {
      const saved = (await (await request.get(`/v3/users/${username}/saved/?page_size=10`)).json()) as { resource_response: { data: unknown[] } };
      if (saved.resource_response.data.length >= 6) {
        saver = username;
        break;
      }
    }
    expect(saver).not.toBeNull();
    await page.goto(`/${saver}/_saved/`);
    await check();
    expect(problems).toEqual([]);
  });

  test('under a closeup, More to explore loads related pins and pages on; Escape goes back, then home', async ({ page }) => {
    const problems = watchForErrors(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await expect(pins(page).first()).toBeVisible();
    const first = await openVisiblePin(page);

    const related = page.getByTestId('related-pins');
    await expect(related.getByRole('heading', { level: 2, name: 'More to explore' })).toBeVisible();
    await expect(related.getByTestId('pin').first()).toBeAttached();
    const firstPin = await page.getByTestId('closeup').getAttribute('data-pin-id');
    const shown = await related.getByTestId('pin').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-pin-id')));
    expect(shown).not.toContain(firstPin);

    // Endless: scrolling to its end asks for the next page of related pins.
    const nextPage = page.waitForResponse((response) => isGraphql(response.url()) && (response.request().postData() ?? '').includes('RelatedPinsPaginationQuery'));
    for (let i = 0; i < 12; i += 1) await page.mouse.wheel(0, 3000);
    expect((await nextPage).status()).toBe(200);

    // A related pin opens its own closeup; Escape returns to the first, then to the feed.
    await page.evaluate(() => window.scrollTo(0, 0));
    await related.getByTestId('pin').first().locator('a[href^="/pin/"]').first().click();
    await expect(page.getByTestId('closeup')).not.toHaveAttribute('data-pin-id', firstPin!);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('closeup')).toHaveAttribute('data-pin-id', firstPin!);
    expect(new URL(page.url()).pathname).toBe(first);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByTestId('closeup')).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(problems).toEqual([]);
  });

  test('no removed pin (Unavailable) shows in the home feed', async ({ page, request }) => {
    const feed = (await (await request.get('/v3/feeds/home/?page_size=100')).json()) as { resource_response: { data: { story_pin_data: { is_deleted?: boolean } | null }[] } };
    expect(feed.resource_response.data.some((pin) => pin.story_pin_data?.is_deleted)).toBe(false);
    await page.goto('/');
    await expect(pins(page).first()).toBeVisible();
    await expect(page.getByText('Unavailable')).toHaveCount(0);
  });

  test('signed in, no card footer in the first 50 is taller than its content + 8 px at 1280 px', async ({ page }) => {
    const problems = watchForErrors(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signUpOn(page, 'footers');
    await page.goto('/');
    await expect(page.getByTestId('pin-footer').first()).toBeVisible();
    const bands = new Map<string, number>();
    for (let i = 0; i < 40 && bands.size < 50; i += 1) {
      const measured = await page.evaluate(() =>
        [...document.querySelectorAll('[data-test-id="pin"]')]
          .filter((card) => card.checkVisibility({ visibilityProperty: true }))
          .flatMap((card) => {
            const footer = card.querySelector('[data-test-id="pin-footer"]');
            if (!footer) return [];
            const box = footer.getBoundingClientRect();
            const parts = [...footer.querySelectorAll('*')].map((element) => element.getBoundingClientRect()).filter((rect) => rect.height > 0);
            const top = Math.min(...parts.map((rect) => rect.top));
            const bottom = Math.max(...parts.map((rect) => rect.bottom));
            return [[card.getAttribute('data-pin-id') ?? '', box.height - (bottom - top)] as const];
          }),
      );
      for (const [id, band] of measured) if (bands.size < 50 || bands.has(id)) bands.set(id, band);
      await page.mouse.wheel(0, 700);
    }
    expect(bands.size).toBe(50);
    const tooTall = [...bands].filter(([, band]) => band > 8.5);
    expect(tooTall).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('every board cover of a board with pins shows an image (the cover pin, else a collage)', async ({ page, request }) => {
    const problems = watchForErrors(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    const feed = (await (await request.get('/v3/feeds/home/?page_size=25')).json()) as { resource_response: { data: { board: { owner: { username: string } } }[] } };
    const owners = [...new Set(feed.resource_response.data.map((pin) => pin.board.owner.username))].slice(0, 3);
    let checked = 0;
    for (const username of owners) {
      await page.goto(`/${username}/`);
      await expect(page.getByTestId('board-card').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const cards = await page.getByTestId('board-card').evaluateAll((elements) =>
        elements.map((card) => {
          const pins = Number(/([\d,]+) Pins?$/.exec(card.textContent ?? '')?.[1]?.replace(/,/g, '') ?? '0');
          const cover = card.querySelector('[data-test-id="board-cover"]');
          const images = [...card.querySelectorAll('img')];
          return { pins, kind: cover?.getAttribute('data-cover'), loaded: images.length > 0 && images.every((image) => image.complete && image.naturalWidth > 0) };
        }),
      );
      for (const card of cards.filter((entry) => entry.pins > 0)) {
        expect(card.kind).not.toBe('empty');
        expect(card.loaded).toBe(true);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(3);
    expect(problems).toEqual([]);
  });
});
