import { expect, test } from '@playwright/test';
import { PASSWORD, watchForErrors, logOutOn } from './members.ts';

test.describe('accounts', () => {
  test('sign up, log out, and a save prompt logs in to /pin/{id}/repin/', async ({ page }) => {
    const problems = watchForErrors(page);
    const email = `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    const password = PASSWORD;

    // Sign up, skipping the three steps.
    await page.goto('/signup');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('textbox', { name: 'Password' }).fill(password);
    await page.getByLabel('Birthday').fill('1990-04-01');
    await page.getByRole('button', { name: 'Continue' }).click();
    for (const step of ['Gender', 'InterestPicker', 'UseCase']) {
      await expect(page.locator(`[data-test-id="signup-step-${step}"]`)).toBeVisible();
      await page.getByRole('button', { name: 'Skip' }).click();
    }

    // Home, signed in.
    await expect(page).toHaveURL(/\/$/);
    const me = page.getByRole('link', { name: /\(your profile\)$/ });
    await expect(me).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);

    // Log out.
    await logOutOn(page);
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(me).toHaveCount(0);

    // A pin's Save asks to log in, and logging in lands on its repin page.
    const firstPin = page.locator('[data-test-id="pin"]').first();
    await expect(firstPin).toBeVisible();
    const pinId = await firstPin.getAttribute('data-pin-id');
    expect(pinId).toMatch(/^\d+$/);
    await page.goto(`/pin/${pinId}/`);
    await page.getByTestId('closeup').getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Log in to save this Pin' })).toBeVisible();
    await expect(dialog.getByText("You're almost there! Log in to access all of the product")).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Email or username' }).fill(email);
    await dialog.getByRole('textbox', { name: 'Password' }).fill(password);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(new RegExp(`/pin/${pinId}/repin/$`));
    await expect(page.getByRole('link', { name: /\(your profile\)$/ })).toBeVisible();

    expect(problems).toEqual([]);
  });
});
