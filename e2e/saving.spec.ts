import { expect, test } from '@playwright/test';
import { freshEmail, submitSignupForm, watchForErrors } from './members.ts';

test.describe('sign-up steps and saving', () => {
  test('answers the three steps, then "Save to your profile" saves in one tap to a Quick Saves board', async ({ page }) => {
    const problems = watchForErrors(page);
    await page.goto('/signup');
    await submitSignupForm(page, { name: 'Quick Saver', email: freshEmail('save') });

    await expect(page.locator('[data-test-id="signup-step-Gender"]')).toBeVisible();
    await page.getByLabel('Nonbinary').check();
    await page.getByRole('button', { name: 'Next' }).click();

    const picker = page.locator('[data-test-id="signup-step-InterestPicker"]');
    await expect(picker).toBeVisible();
    // Next needs three picked.
    for (const index of [0, 1, 2]) {
      const chip = picker.locator('button[aria-pressed]').nth(index);
      await chip.click();
      await expect(chip).toHaveAttribute('aria-pressed', 'true');
    }
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
