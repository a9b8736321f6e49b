import { expect, test } from '@playwright/test';
import { PASSWORD, watchForErrors } from './members.ts';

test.describe('sign-up steps and saving', () => {
  test('answers the three steps, then "Save to your profile" saves in one tap to a Quick Saves board', async ({ page }) => {
    const problems = watchForErrors(page);
    const email = `save-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    await page.goto('/signup');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
    await page.getByLabel('Birthday').fill('1990-04-01');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.locator('[data-test-id="signup-step-Gender"]')).toBeVisible();
    await page.getByLabel('Nonbinary').check();
    await page.getByRole('button', { name: 'Next' }).click();

    const picker = page.locator('[data-test-id="signup-step-InterestPicker"]');
    await expect(picker).toBeVisible();
    const chip = picker.locator('button[aria-pressed]').first();
    await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.locator('[data-test-id="signup-step-UseCase"]')).toBeVisible();
    await page.getByLabel('Shop').check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/settings');
    const toProfile = page.getByLabel('Save to your profile (Quick Saves)');
    await expect(page.getByLabel('Choose a board each time')).toBeChecked();
    await toProfile.check();
    await expect(page.getByText('Saving preference updated.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Save to your profile (Quick Saves)')).toBeChecked();

    // An empty Quick Saves board is not shown on the profile; one tap on Save fills it, and then it is.
    const profile = page.getByRole('link', { name: /\(your profile\)$/ });
    await profile.click();
    await expect(page.getByTestId('profile-boards')).toBeVisible();
    await expect(page.getByText('Quick Saves')).toHaveCount(0);
    await page.goto('/');
    const card = page.locator('[data-test-id="pin"]').first();
    await card.hover();
    await card.getByTestId('save-control-save').click();
    await expect(page.getByTestId('save-toast')).toBeVisible();
    await profile.click();
    await expect(page.getByText('Quick Saves').first()).toBeVisible();
    expect(problems).toEqual([]);
  });
});
