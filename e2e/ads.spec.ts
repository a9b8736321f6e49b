/**
 * Ads (issue 19) in Chromium, as people meet them: a member makes a Pin, promotes it from its closeup
 * (converting to a business account on the way) to people interested in one topic; a member who follows
 * that topic gets it in their home feed and "Why am I seeing this Ad?" names the topic; a member who does
 * not never gets it; once the follower leaves the page, the advertiser's report and the Pin's analytics
 * count the impression the browser sent. The advertiser pages fit a phone and a desktop, a personal
 * account converts first, a visitor logs in first.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { hydrated } from './hydration.ts';
import { newVisitor, PASSWORD, skipSignupStepsOver } from './members.ts';
import { v3Post, v3Send } from './v3.ts';

const PHONE = { width: 390, height: 844 };

/** A fresh member, signed in, past the sign-up steps, on the home feed. */
async function freshMember(browser: Browser, label: string, viewport?: { width: number; height: number }) {
  const { page, problems } = await newVisitor(browser);
  if (viewport) await page.setViewportSize(viewport);
  const email = `e2e-ads-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const registered = await page.request.post('/v3/register/', { data: { email, password: PASSWORD, birthday: '1990-04-01' } });
  expect(registered.status(), await registered.text()).toBe(201);
  await skipSignupStepsOver(page.request);
  await page.goto('/');
  return { page, problems };
}

test('the advertiser pages fit a phone and a desktop; a visitor logs in first', async ({ browser }) => {
  const { page, problems } = await freshMember(browser, 'widths');
  for (const viewport of [{ width: 1280, height: 900 }, PHONE]) {
    await page.setViewportSize(viewport);
    await page.goto('/business/hub');
    await expect(page).toHaveURL(/\/business\/convert\?next=%2Fbusiness%2Fhub$/);
    await expect(page).toHaveTitle('Convert to a business account | Corkboard');
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(viewport.width);
  }
  await page.getByLabel('Business name').fill('Widths Studio');
  await page.getByRole('button', { name: 'Convert' }).click();
  await expect(page.getByRole('heading', { name: 'Business hub' })).toBeVisible();
  for (const path of ['/business/hub', '/business/hub/bulk', '/business/hub/bulk?tab=upload', '/business/hub/bulk?tab=history']) {
    for (const viewport of [{ width: 1280, height: 900 }, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at ${viewport.width}`).toBeLessThanOrEqual(viewport.width);
    }
  }
  expect(problems).toEqual([]);

  const visitor = await newVisitor(browser);
  await visitor.page.goto('/business/hub');
  await expect(visitor.page).toHaveURL(/\/login\?next=%2Fbusiness%2Fhub$/);
});

/** A picture of the advertiser's own (pin creation stores and processes it like an upload). */
const lampPicture = async () =>
  `data:image/jpeg;base64,${(await sharp({ create: { width: 600, height: 800, channels: 3, background: { r: 212, g: 160, b: 60 } } }).jpeg().toBuffer()).toString('base64')}`;

/**
 * A topic with a page of Pins or more: a member who follows only it gets a first home-feed page of its
 * Pins (newest first), so the advertiser's new Pin is not already there as an organic Pin (a page never
 * shows a Pin twice, and then the ad would give way to the next one).
 */
async function busyTopic(page: Page): Promise<{ id: string; name: string }> {
  const topics = await v3Send<Array<{ id: string; name: string; url_name: string }>>(page, 'GET', '/v3/topics/?page_size=50');
  for (const topic of topics) {
    const pins = await v3Send<unknown[]>(page, 'GET', `/v3/topics/${topic.url_name}/pins/?page_size=30`);
    if (pins.length === 30) return topic;
  }
  throw new Error('no topic has 30 Pins');
}

const feedCard = (page: Page, pinId: string) => page.locator(`[data-test-id="pin"][data-pin-id="${pinId}"]`).first();

test('a Pin promoted to one topic reaches its followers with the reason, never others, and its impressions are counted', async ({ browser }) => {
  test.setTimeout(180_000);
  const stamp = Date.now() % 100000;

  // The advertiser: a Pin of their own, promoted from its closeup.
  const advertiser = await freshMember(browser, 'advertiser');
  const board = await v3Post(advertiser.page, '/v3/boards/', { name: `Shop window ${stamp}` });
  const pin = await v3Post(advertiser.page, '/v3/pins/', { board_id: board.id, image_base64: await lampPicture(), title: `Amber lamp ${stamp}`, link: 'https://shop.example.com/amber-lamp' });
  // The new Pin would lead every later spec's newest-first feeds: it goes once this one is done.
  try {
    const topic = await busyTopic(advertiser.page);

    const ad = advertiser.page;
    await ad.goto(`/pin/${pin.id}/`);
    await (await hydrated(ad.getByRole('link', { name: 'Promote this Pin' }))).click();
    await expect(ad).toHaveURL(/\/business\/convert\?next=/);
    await ad.getByLabel('Business name').fill(`Amber Studio ${stamp}`);
    await ad.getByRole('button', { name: 'Convert' }).click();
    await expect(ad).toHaveURL(new RegExp(`/advertiser/quick-promote\\?pin=${pin.id}$`));
    await ad.getByLabel('Choose your audience').check();
    await ad.getByRole('combobox', { name: 'Search interests' }).fill(topic.name);
    await ad.getByRole('list', { name: 'Matching interests' }).getByRole('button', { name: `Add ${topic.name}`, exact: true }).click();
    await ad.getByLabel('Daily budget (USD)').fill('10');
    await ad.getByTestId('quick-promote-submit').click();
    await expect(ad.getByRole('heading', { name: 'Your Pin is promoted' })).toBeVisible();

    // A follower of the topic: the ad in the first page of their home feed (its organic Pins are the topic's), and why.
    const follower = await freshMember(browser, 'follower');
    await v3Send(follower.page, 'PUT', `/v3/interests/${topic.id}/follow/`);
    await follower.page.goto('/');
    const promoted = feedCard(follower.page, pin.id);
    await expect(promoted).toBeVisible();
    await promoted.scrollIntoViewIfNeeded();
    await (await hydrated(promoted.getByRole('link').first())).hover();
    await promoted.getByRole('button', { name: 'More options' }).click();
    await follower.page.getByRole('menuitem', { name: 'Why am I seeing this Ad?' }).click();
    const why = follower.page.getByRole('dialog', { name: 'Why am I seeing this Ad?' });
    await expect(why).toContainText(topic.name);
    await why.getByRole('button', { name: 'Close' }).click();
    await expect(why).toHaveCount(0);
    // Leaving the page sends what the tracker holds (sendBeacon on page hide).
    await follower.page.goto('about:blank');

    // A member who does not follow the topic never gets it as an ad: not in their home feed (where a new
    // member may meet the new Pin among the newest, organic), not in a search whose results hold ads.
    const other = await freshMember(browser, 'other');
    const served = await v3Send<Array<{ id: string; ad_serve_id: string | null }>>(other.page, 'GET', '/v3/feeds/home/?page_size=25');
    expect(served.filter((p) => p.ad_serve_id !== null).length).toBeGreaterThan(0);
    expect(served.filter((p) => p.ad_serve_id !== null && p.id === pin.id)).toEqual([]);
    await other.page.goto('/search/pins/?q=garden');
    await expect(other.page.locator('[data-test-id="pin"]').nth(3)).toBeVisible();
    await expect(feedCard(other.page, pin.id)).toHaveCount(0);

    // The advertiser's report and the Pin's analytics count the follower's impression.
    await expect
      .poll(async () => (await v3Send<{ totals: { impressions: number } }>(ad, 'GET', `/v3/ad_accounts/${await accountId(ad)}/reporting/`)).totals.impressions, { timeout: 20_000 })
      .toBeGreaterThanOrEqual(1);
    await ad.goto('/business/hub');
    // The report's one campaign: Campaign, Status, Spend, Impressions, …
    const campaignRow = ad.getByRole('table', { name: /^Campaigns of / }).getByRole('row').nth(1);
    await expect(campaignRow.getByRole('cell').nth(1)).toHaveText('Active');
    await expect(campaignRow.getByRole('cell').nth(3)).toHaveText(/^[1-9][\d,]*$/);
    await ad.goto(`/pin/${pin.id}/analytics/`);
    await expect(ad.getByTestId('analytics-impressions')).toHaveText(/^[1-9][\d,]*Impressions$/);
    expect([...advertiser.problems, ...follower.problems, ...other.problems]).toEqual([]);
  } finally {
    await v3Send(advertiser.page, 'DELETE', `/v3/pins/${pin.id}/`);
    await v3Send(advertiser.page, 'DELETE', `/v3/boards/${board.id}/`);
  }
});

/** The signed-in advertiser's (only) ad account id. */
async function accountId(page: Page): Promise<string> {
  const accounts = await v3Send<Array<{ id: string }>>(page, 'GET', '/v3/ad_accounts/');
  expect(accounts).toHaveLength(1);
  return accounts[0]!.id;
}
