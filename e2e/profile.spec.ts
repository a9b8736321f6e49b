import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { newVisitor, signUpName, signUpOn } from './members.ts';

/** The signature in an /images/{size}/{signature}.jpg address. */
const signatureOf = (src: string | null) => /\/images\/[^/]+\/([0-9a-f]{32})\.jpg$/.exec(src ?? '')?.[1] ?? null;
const DEFAULT_AVATAR = '0'.repeat(32);

/** The picture in the profile's header (the first image in the profile). */
const profilePicture = (page: Page) => page.getByTestId('profile').locator('img').first();
const headerPicture = (page: Page) => page.getByTestId('header-viewer').locator('img');

test.describe('your own profile', () => {
  // A sign-up, an upload and a reload: more than the 30 s default on a loaded machine.
  test.describe.configure({ timeout: 60_000 });

  test('Edit profile: a new name and picture show on the profile and in the header, and stay after a reload', async ({ browser }) => {
    const { page, problems } = await newVisitor(browser);
    const { username } = await signUpOn(page, 'profile');
    await page.getByRole('link', { name: /\(your profile\)$/ }).click();
    await expect(page.getByTestId('profile')).toBeVisible();
    // The name given at sign-up is written once, as the heading, with @username under it.
    await expect(page.getByRole('heading', { level: 1, name: signUpName('profile') })).toBeVisible();
    await expect(page.getByTestId('profile').getByText(signUpName('profile'), { exact: true })).toHaveCount(1);
    await expect(page.getByText(`@${username}`)).toHaveCount(1);
    // No picture yet (the default one, or Gestalt's initial).
    expect(signatureOf(await page.getByTestId('header-viewer').locator('img').getAttribute('src').catch(() => null)) ?? DEFAULT_AVATAR).toBe(DEFAULT_AVATAR);

    await page.getByRole('button', { name: 'Edit profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit profile' });
    await dialog.getByLabel('First name').fill('Pat');
    await dialog.getByLabel('Last name').fill('Profile');
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2a9d8f' } }).jpeg().toBuffer();
    await dialog.getByLabel('Profile picture').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
    // The chosen picture is previewed before anything is sent.
    await expect(dialog.getByTestId('edit-profile-picture').locator('img')).toHaveAttribute('src', /^blob:/);
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByText('Profile saved')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Pat Profile' })).toBeVisible();
    await expect(page.getByText(`@${username}`)).toBeVisible();
    await expect(profilePicture(page)).toHaveAttribute('src', /\/images\/136x136\/[0-9a-f]{32}\.jpg$/);
    const signature = signatureOf(await profilePicture(page).getAttribute('src'));
    expect(signature).not.toBe(DEFAULT_AVATAR);
    await expect(headerPicture(page)).toHaveAttribute('src', `/images/60x60/${signature}.jpg`);
    await expect(page.getByRole('link', { name: 'Pat Profile (your profile)' })).toBeVisible();
    // The picture really loads (a 280 square made from the upload).
    await expect.poll(() => profilePicture(page).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(136);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Pat Profile' })).toBeVisible();
    await expect(headerPicture(page)).toHaveAttribute('src', `/images/60x60/${signature}.jpg`);
    expect(problems).toEqual([]);
  });

  test('Create board from the profile: the board appears in the grid, with a toast; an empty Quick Saves board never shows', async ({ browser }) => {
    const { page, problems } = await newVisitor(browser);
    await signUpOn(page, 'boards');
    await page.getByRole('link', { name: /\(your profile\)$/ }).click();
    await expect(page.getByText('No boards yet.')).toBeVisible();
    // A Quick Saves board with nothing in it (made by choosing 'Save to your profile') stays out of the grid.
    await page.goto('/settings');
    await page.getByLabel('Save to your profile (Quick Saves)').check();
    await expect(page.getByText('Saving preference updated.')).toBeVisible();
    await page.getByRole('link', { name: /\(your profile\)$/ }).click();
    await expect(page.getByText('No boards yet.')).toBeVisible();

    await page.getByRole('button', { name: 'Create board' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create board' });
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(dialog.getByText('Your board needs a name.')).toBeVisible();
    await dialog.getByLabel('Name').fill('Weekend projects');
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByText('Created board "Weekend projects"')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const cards = page.getByTestId('board-card');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Weekend projects');
    await expect(cards.first()).toContainText('0 Pins');
    await page.reload();
    await expect(cards).toHaveCount(1);
    await expect(page.getByText('Quick Saves')).toHaveCount(0);
    expect(problems).toEqual([]);
  });
});
