import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { newVisitor, PASSWORD, skipSignupStepsOver, watchForErrors } from './members.ts';
import { hydrated } from './hydration.ts';

/**
 * Outbound links (issue 18): a pin's link is its /offsite/ URL; a click checks it first. A seeded
 * blocked link shows the blocked-link modal and the page stays; a safe link opens in a new tab,
 * through /offsite/, to its page. The outside sites are served by the test (context.route): no
 * outside URL is needed. The demo pins (server/db/seed/link-safety.ts): 992 links to the blocked
 * host malware-demo.example, 991 to an ordinary shop page.
 */
const BLOCKED_PIN = '992';
const BLOCKED_HOST = 'malware-demo.example';
const SAFE_PIN = '991';

interface V3Pin {
  link: string | null;
  board: { url: string };
}

async function pinOf(page: Page, id: string): Promise<V3Pin> {
  const response = await page.request.get(`/v3/pins/${id}/`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { resource_response: { data: V3Pin } }).resource_response.data;
}

/** An /offsite/ address for (link, pin), with a token (a fresh one each time the pin is read). */
function offsiteParts(href: string): { path: string; url: string | null; pin: string | null; token: boolean } {
  const url = new URL(href, 'http://site.test');
  return { path: url.pathname, url: url.searchParams.get('url'), pin: url.searchParams.get('pin'), token: Boolean(url.searchParams.get('token')) };
}

async function expectOffsiteLink(link: Locator, destination: string, pin: string): Promise<void> {
  await expect(link).toHaveAttribute('href', /^\/offsite\/\?/);
  expect(offsiteParts((await link.getAttribute('href')) ?? '')).toEqual({ path: '/offsite/', url: destination, pin, token: true });
}

/** A new member, in a browser context of their own (its own address, for the sign-up limit). */
async function newMember(browser: Browser, viewport: { width: number; height: number }): Promise<{ page: Page; context: BrowserContext; problems: string[] }> {
  const { page, problems } = await newVisitor(browser);
  await page.setViewportSize(viewport);
  await signIn(page);
  return { page, context: page.context(), problems };
}

async function signIn(page: Page): Promise<void> {
  const email = `e2e-outbound-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const registered = await page.request.post('/v3/register/', { data: { email, password: PASSWORD, birthday: '1990-04-01' } });
  expect(registered.status()).toBe(201);
  await skipSignupStepsOver(page.request);
}

/** Serves every page of `host` (http and https) from the test: a page naming the path it was asked for. */
async function serveSite(context: BrowserContext, host: string): Promise<string[]> {
  const asked: string[] = [];
  await context.route(new RegExp(`^https?://${host.replace(/\./g, '\\.')}/`), async (route) => {
    const url = new URL(route.request().url());
    asked.push(url.href);
    await route.fulfill({ status: 200, contentType: 'text/html', body: `<!doctype html><title>Outside site</title><h1>Outside page ${url.pathname}</h1>` });
  });
  return asked;
}

interface Passage {
  /** The path and query asked for. */
  readonly asked: string;
  readonly status: number;
  /** Where it redirected to, if it did. */
  readonly location: string | null;
}

/**
 * The /offsite/ and /pin_redirect requests any page of the context makes, with the server's answer.
 * The test asks the server itself and hands the answer on; a redirect is handed on as a page that
 * goes where it pointed, so that the next request is one serveSite answers (a redirect's target is
 * not routed: Chromium asked the name server for it, in a tab opened without an opener).
 */
async function throughOurPages(context: BrowserContext): Promise<Passage[]> {
  const seen: Passage[] = [];
  await context.route(/\/(offsite\/|pin_redirect)\?/, async (route) => {
    const response = await route.fetch({ maxRedirects: 0 });
    const url = new URL(route.request().url());
    const location = response.headers()['location'] ?? null;
    seen.push({ asked: `${url.pathname}${url.search}`, status: response.status(), location });
    if (location === null) await route.fulfill({ response });
    else await route.fulfill({ status: 200, contentType: 'text/html', body: `<!doctype html><script>location.replace(${JSON.stringify(location)})</script>` });
  });
  return seen;
}

for (const width of [1280, 390]) {
  test.describe(`outbound links at ${width} px`, () => {
    const viewport = { width, height: width > 600 ? 900 : 844 };

    test("a seeded blocked link shows 'Heads up!' and the page stays", async ({ browser }) => {
      const { page, context, problems } = await newMember(browser, viewport);
      const pin = await pinOf(page, BLOCKED_PIN);
      expect(pin.link, 'the seed points pin 992 at the blocked demo host').toContain(BLOCKED_HOST);
      const outside = await serveSite(context, BLOCKED_HOST);
      const offsite = await throughOurPages(context);

      await page.goto(`/pin/${BLOCKED_PIN}/`);
      const source = await hydrated(page.getByTestId('closeup-source-link'));
      await expectOffsiteLink(source, pin.link ?? '', BLOCKED_PIN);
      const opened = context.waitForEvent('page');
      await source.click();
      // The tab opened in the click (popup blockers) is closed again once the check says blocked.
      const tab = await opened;
      // Polled, not awaited as an event: the tab may close before a listener could be added.
      await expect.poll(() => tab.isClosed()).toBe(true);

      const modal = page.getByRole('dialog', { name: 'We have blocked this link' });
      await expect(modal).toBeVisible();
      await expect(modal.getByRole('heading', { name: 'Heads up!' })).toBeVisible();
      await expect(modal.getByText('reported for spreading malware')).toBeVisible();
      await expect(modal.getByTestId('blocked-link-host')).toHaveText(BLOCKED_HOST);
      await expect(modal.getByRole('link', { name: /Learn more/ })).toHaveAttribute('href', '/terms#community-guidelines');
      await page.screenshot({ path: test.info().outputPath(`blocked-${width}.png`) });
      await modal.getByRole('button', { name: 'Okay' }).click();
      await expect(modal).toBeHidden();

      expect(new URL(page.url()).pathname).toBe(`/pin/${BLOCKED_PIN}/`);
      expect(context.pages()).toHaveLength(1);
      expect(outside).toEqual([]);
      expect(offsite).toEqual([]);
      expect(problems).toEqual([]);
    });

    test('a safe link opens its page in a new tab, through /offsite/', async ({ browser }) => {
      const { page, context, problems } = await newMember(browser, viewport);
      const pin = await pinOf(page, SAFE_PIN);
      const destination = new URL(pin.link ?? '');
      const outside = await serveSite(context, destination.host);
      const offsite = await throughOurPages(context);

      await page.goto(`/pin/${SAFE_PIN}/`);
      const source = await hydrated(page.getByTestId('closeup-source-link'));
      await expectOffsiteLink(source, destination.href, SAFE_PIN);
      const opened = context.waitForEvent('page');
      await source.click();
      const tab = await opened;
      await tab.waitForURL(destination.href);
      await expect(tab.getByRole('heading', { name: `Outside page ${destination.pathname}` })).toBeVisible();

      expect(offsite.map((passage) => offsiteParts(passage.asked))).toEqual([{ path: '/offsite/', url: destination.href, pin: SAFE_PIN, token: true }]);
      expect(offsite.map(({ status, location }) => ({ status, location }))).toEqual([{ status: 302, location: destination.href }]);
      expect(outside).toEqual([destination.href]);
      // The closeup stays where it was, without a modal.
      expect(new URL(page.url()).pathname).toBe(`/pin/${SAFE_PIN}/`);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(problems).toEqual([]);
    });
  });
}

test('a logged-out visitor goes through the /pin_redirect interstitial, then /offsite/, to the page', async ({ page, context }) => {
  const problems = watchForErrors(page);
  const pin = await pinOf(page, SAFE_PIN);
  const destination = new URL(pin.link ?? '');
  const outside = await serveSite(context, destination.host);
  const offsite = await throughOurPages(context);

  await page.goto(`/pin/${SAFE_PIN}/`);
  const opened = context.waitForEvent('page');
  await (await hydrated(page.getByTestId('closeup-source-link'))).click();
  const tab = await opened;
  await tab.waitForURL(/\/pin_redirect\?/);
  await tab.getByRole('link', { name: /^Continue to / }).click();
  await tab.waitForURL(destination.href);
  await expect(tab.getByRole('heading', { name: `Outside page ${destination.pathname}` })).toBeVisible();

  expect(offsite.map(({ asked, status, location }) => ({ path: asked.split('?')[0], status, location }))).toEqual([
    { path: '/pin_redirect', status: 200, location: null },
    { path: '/offsite/', status: 302, location: destination.href },
  ]);
  expect(outside).toEqual([destination.href]);
  expect(problems).toEqual([]);
});

test('the blocked-link modal from a grid card’s domain button', async ({ browser }) => {
  const { page, context, problems } = await newMember(browser, { width: 1280, height: 900 });
  await serveSite(context, BLOCKED_HOST);
  // The demo pin's board shows it as a card (with its hover overlay's domain button).
  const url = (await pinOf(page, BLOCKED_PIN)).board.url;
  await page.goto(url);
  const card = page.locator(`[data-test-id="pin"][data-pin-id="${BLOCKED_PIN}"]`);
  await card.scrollIntoViewIfNeeded();
  await card.hover();
  const opened = context.waitForEvent('page');
  await (await hydrated(card.getByTestId('pin-domain-link'))).click();
  const tab = await opened;
  await expect.poll(() => tab.isClosed()).toBe(true);
  await expect(page.getByRole('dialog', { name: 'We have blocked this link' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(url);
  expect(problems).toEqual([]);
});
