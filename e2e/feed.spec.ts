import { expect, test, type Page } from '@playwright/test';
import { watchForErrors } from './members.ts';

/** Console errors and failed page requests a visitor's browser would record. */
const pins = (page: Page) => page.locator('[data-test-id="pin"]');

test.describe('home feed', () => {
  test('shows a masonry grid of pins whose images load', async ({ page }) => {
    const problems = watchForErrors(page);
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(pins(page).first()).toBeVisible();
    expect(await pins(page).count()).toBeGreaterThan(5);

    // Every card in view has an id and a link to its closeup.
    const first = pins(page).first();
    await expect(first).toHaveAttribute('data-pin-id', /^\d+$/);
    await expect(first.locator('a[href^="/pin/"]').first()).toBeAttached();

    // Images in the first screen load for real (not broken, not placeholders only).
    await expect
      .poll(async () =>
        page.$$eval('[data-test-id="pin"] img', (images) =>
          images.slice(0, 6).every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
        ),
      )
      .toBe(true);

    // Columns are 236 px wide.
    const box = await first.boundingBox();
    expect(box?.width).toBeCloseTo(236, 0);
    expect(problems).toEqual([]);
  });

  test('scrolling to the end loads more pins', async ({ page }) => {
    const problems = watchForErrors(page);
    await page.goto('/homefeed/');
    await expect(pins(page).first()).toBeVisible();
    const seen = new Set<string>();
    const collect = async () => {
      for (const id of await pins(page).evaluateAll((cards) => cards.map((c) => c.getAttribute('data-pin-id') ?? ''))) seen.add(id);
    };
    await collect();
    const initial = seen.size;
    const nextPage = page.waitForResponse(
      (r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('HomeFeedPaginationQuery'),
    );
    for (let i = 0; i < 6; i += 1) {
      await page.mouse.wheel(0, 4000);
      await collect();
    }
    const response = await nextPage;
    expect(response.status()).toBe(200);
    // The client sends the compiler's persisted id, never the query text.
    const sent = JSON.parse(response.request().postData() ?? '{}') as Record<string, unknown>;
    expect(typeof sent.documentId).toBe('string');
    expect(sent.query).toBeUndefined();
    await expect.poll(async () => (await collect(), seen.size)).toBeGreaterThan(initial);
    expect(problems).toEqual([]);
  });
});

test.describe('closeup', () => {
  test('a click on a pin opens its closeup page', async ({ page }) => {
    const problems = watchForErrors(page);
    await page.goto('/');
    const first = pins(page).first();
    await expect(first).toBeVisible();
    const id = await first.getAttribute('data-pin-id');
    await first.locator('a[href^="/pin/"]').first().click();
    await expect(page).toHaveURL(new RegExp(`/pin/(.+--)?${id}/?$`));
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('img').first()).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a closeup opened directly shows the pin, its pinner and its board', async ({ page, request }) => {
    const feed = await (await request.get('/v3/feeds/home/?page_size=1')).json();
    const pin = feed.resource_response.data[0];
    const response = await page.goto(pin.seo_url);
    expect(response?.status()).toBe(200);
    if (pin.title) await expect(page.locator('h1')).toHaveText(pin.title);
    await expect(page.getByRole('link', { name: new RegExp(pin.board.name) }).first()).toBeVisible();
    await expect(page.locator(`a[href="/${pin.pinner.username}/"]`).first()).toBeVisible();
  });

  test('an unknown pin id shows the 404 page with a 404 status', async ({ page }) => {
    const response = await page.goto('/pin/999999999/');
    expect(response?.status()).toBe(404);
    await expect(page.getByText(/couldn.t find/i)).toBeVisible();
    await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible();
  });
});

test.describe('server rendering', () => {
  test('the home page arrives with its first pins and their images, and hydrates without moving them', async ({ page, request }) => {
    // What a browser gets before any script runs.
    const html = await (await request.get('/')).text();
    expect(html).toContain('id="cb-records"');
    expect(html).toContain('<style id="critical-css">');
    expect((html.match(/data-lead=/g) ?? []).length).toBeGreaterThanOrEqual(6);
    expect(html).toMatch(/<img[^>]+src="\/images\/236x\/[^"]+"[^>]*loading="eager"/);

    const problems = watchForErrors(page);
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { before: string[] }).before = [...document.querySelectorAll('[data-grid-item]')].map((card) => {
          const box = card.getBoundingClientRect();
          return `${Math.round(box.left)},${Math.round(box.top)}`;
        });
      });
    });
    await page.goto('/');
    // Hydrated: the grid has placed the cards (positioned), where they were.
    await expect(page.locator('[data-grid-item][style*="translate"]').first()).toBeAttached();
    const [before, after] = await page.evaluate(() => [
      (window as unknown as { before: string[] }).before,
      [...document.querySelectorAll('[data-grid-item]')].map((card) => {
        const box = card.getBoundingClientRect();
        return `${Math.round(box.left)},${Math.round(box.top)}`;
      }),
    ]);
    expect(before.length).toBeGreaterThanOrEqual(6);
    expect(after.slice(0, before.length)).toEqual(before);
    await pins(page).first().locator('a[href^="/pin/"]').first().click();
    await expect(page).toHaveURL(/\/pin\/[^/]+\/$/);
    expect(problems).toEqual([]);
  });

  test('a phone gets the phone layout from the server, and hydrating it changes no card', async ({ browser, baseURL }) => {
    const phone = await browser.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      userAgent: 'Mozilla/5.0 (Linux; Android 11; Pixel 5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
    });
    const page = await phone.newPage();
    const problems = watchForErrors(page);
    // The scripts wait for the page to load (nothing competes with the first images).
    const html = await (await page.request.get('/')).text();
    expect(html).toContain('data-viewport="mobile"');
    expect(html).not.toContain('rel="modulepreload"');
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const card = document.querySelector('[data-test-id="pin"]');
        (window as unknown as { served: string }).served = card?.outerHTML ?? '';
      });
    });
    await page.goto('/');
    await expect(page.locator('[data-grid-item][style*="translate"]').first()).toBeAttached();
    const [served, hydrated] = await page.evaluate(() => [
      (window as unknown as { served: string }).served,
      document.querySelector('[data-test-id="pin"]')?.outerHTML ?? '',
    ]);
    expect(served).not.toBe('');
    // The same card; only its image's state may have moved on (it loads meanwhile).
    const withoutImageState = (html: string) => html.replace(/ data-image-state="\w+"/g, '');
    expect(withoutImageState(hydrated)).toBe(withoutImageState(served));
    expect(problems).toEqual([]);
    await phone.close();
  });
});
