import { expect, test } from '@playwright/test';
import { freshEmail, logOutOn, PASSWORD, skipSignupSteps, submitSignupForm, watchForErrors } from './members.ts';

test.describe('accounts', () => {
  test('sign up, log out, and a save prompt logs in to /pin/{id}/repin/', async ({ page }) => {
    const problems = watchForErrors(page);
    const email = freshEmail('account');
    const password = PASSWORD;

    // Sign up, skipping the three steps.
    await page.goto('/signup');
    await submitSignupForm(page, { name: 'Account Tester', email });
    await skipSignupSteps(page);

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
