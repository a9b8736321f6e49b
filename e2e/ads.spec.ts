/**
 * The advertiser pages (issue 19) in Chromium: they fit a phone and a desktop, a personal account converts
 * first, a visitor logs in first. The whole journey (convert → quick promote to an interest → a follower gets
 * the ad and "Why am I seeing this Ad?" → a non-follower never → the report and analytics count the browser's
 * impressions) is not in the suite yet: its first version failed before reaching the pages (it made its pin
 * from a seeded image signature, which pin creation refuses) — see the note.
 */
import { expect, test, type Browser } from '@playwright/test';
import { newVisitor, PASSWORD, skipSignupStepsOver } from './members.ts';

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
