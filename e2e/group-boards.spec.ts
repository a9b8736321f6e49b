import { expect, test, type Page } from '@playwright/test';
import { freshEmail, newVisitor, SIGNUP_STEPS, signUpName, signUpOn, submitSignupForm } from './members.ts';

/**
 * Issue 15, as people would, with two members and a visitor: the owner invites by username, the
 * invitee sees the invite, accepts it and saves a pin to the group board; the owner removes them and
 * their secret board is gone at once; a logged-out visitor following the owner's invite link sees the
 * inviter's popover, signs up, and lands on the board as a collaborator.
 */

async function createBoard(page: Page, username: string, name: string): Promise<string> {
  await page.goto(`/${username}/`);
  await page.getByRole('button', { name: 'Create board' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create board' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText(`Created board "${name}"`)).toBeVisible();
  await page.getByTestId('board-card').filter({ hasText: name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return new URL(page.url()).pathname;
}

/** The first organic home-feed pin's id. */
async function firstOrganicPin(page: Page): Promise<string> {
  await page.goto('/');
  const cards = page.locator('[data-test-id="pin"]');
  await expect(cards.first()).toBeVisible();
  for (let i = 0; i < 40; i++) {
    const card = cards.nth(i);
    const text = (await card.innerText()).toLowerCase();
    if (/\b(promoted|sponsored|ad)\b/.test(text)) continue;
    const id = await card.getAttribute('data-pin-id');
    if (id) return id;
  }
  throw new Error('no organic pin on the home feed');
}

test.describe('group boards', () => {
  test('invite by username, accept, save, removal takes a secret board away; an invite link signs a visitor up as a collaborator', async ({ browser }) => {
    test.setTimeout(180_000);
    const { page: owner, problems } = await newVisitor(browser);
    const { username: ownerName } = await signUpOn(owner, 'owner15');
    // The guest's last look at the board, and the visitor's invite link to it, are its 404 page.
    const expected404 = { ignore: [/status of 404/] };
    const { page: guest, problems: guestProblems } = await newVisitor(browser, expected404);
    const { username: guestName } = await signUpOn(guest, 'guest15');
    const stamp = Date.now() % 100000;
    const boardName = `Trip ${stamp}`;
    const boardUrl = await createBoard(owner, ownerName, boardName);

    // Secret, so that only its owner and collaborators may see it.
    await owner.getByRole('button', { name: 'Edit board' }).click();
    const edit = owner.getByRole('dialog', { name: 'Edit your board' });
    await edit.getByLabel('Keep this board secret').check();
    await edit.getByRole('button', { name: 'Done' }).click();
    await expect(owner.getByRole('img', { name: 'Secret board' }).first()).toBeVisible();
    expect((await guest.request.get(boardUrl)).status()).toBe(404);

    // The owner invites the guest by username.
    await owner.getByRole('button', { name: 'Invite collaborators' }).click();
    await expect(owner).toHaveURL(/\/board\/\d+\/edit\/add_collaborators$/);
    const boardId = /\/board\/(\d+)\//.exec(owner.url())?.[1] ?? '';
    const add = owner.getByRole('dialog', { name: 'Invite collaborators' });
    await add.getByRole('combobox', { name: 'Search by name or email' }).fill(guestName);
    await add.getByRole('button', { name: `Invite ${signUpName('guest15')}` }).click();
    await expect(add.getByText('Invited')).toBeVisible();

    // The guest sees the invite in the header, accepts it, and sees the board.
    await guest.goto('/');
    await guest.getByRole('link', { name: /1 board invite/ }).click();
    await expect(guest).toHaveURL(/\/notifications\/invites\/$/);
    await guest.getByRole('button', { name: `Accept invite to ${boardName}` }).click();
    await expect(guest.getByText(`You joined ${boardName}`)).toBeVisible();
    await guest.goto(boardUrl);
    await expect(guest.getByRole('heading', { level: 1, name: boardName })).toBeVisible();

    // The guest saves a pin to the group board from the feed.
    const pinId = await firstOrganicPin(guest);
    const card = guest.locator(`[data-test-id="pin"][data-pin-id="${pinId}"]`).first();
    await card.hover();
    await card.getByTestId('board-dropdown').click();
    await guest.getByRole('button', { name: new RegExp(`^${boardName}`) }).first().click();
    await expect(guest.getByTestId('save-toast')).toContainText(`Saved to ${boardName}`);
    await owner.goto(boardUrl);
    await expect(owner.locator(`[data-test-id="pin"][data-pin-id="${pinId}"]`)).toBeVisible();

    // The owner removes the guest: the secret board is gone for them at once.
    await owner.goto(`/board/${boardId}/edit/collaborators`);
    const people = owner.getByRole('dialog', { name: 'Collaborators' });
    await people.getByRole('button', { name: `Remove ${signUpName('guest15')}` }).click();
    await expect(people.getByText(signUpName('guest15'))).toHaveCount(0);
    await owner.reload();
    await expect(owner.getByRole('dialog', { name: 'Collaborators' }).getByText(signUpName('guest15'))).toHaveCount(0);
    expect((await guest.request.get(boardUrl)).status()).toBe(404);
    await guest.goto(boardUrl);
    await expect(guest.getByRole('heading', { level: 1, name: boardName })).toHaveCount(0);

    // The owner copies the invite link; a logged-out visitor follows it.
    await owner.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await owner.goto(`/board/${boardId}/edit/add_collaborators`);
    await owner.getByRole('button', { name: 'Copy link' }).click();
    await expect(owner.getByText('Link copied')).toBeVisible();
    const link = await owner.evaluate(() => navigator.clipboard.readText());
    expect(link).toContain('invite_code=');
    const { page: visitor, problems: visitorProblems } = await newVisitor(browser, expected404);
    await visitor.goto(new URL(link).pathname + new URL(link).search);
    const popover = visitor.getByRole('dialog', { name: /invited you to join their board/ });
    await expect(popover).toContainText('E2E invited you to join their board');
    await popover.getByRole('link', { name: 'Sign up' }).click();
    await expect(visitor).toHaveURL(/\/signup/);
    await submitSignupForm(visitor, { name: signUpName('visitor15'), email: freshEmail('visitor15') });
    // The invite is redeemed during the sign-up steps; the last one lands on the board.
    await expect(visitor.getByText(`You joined ${boardName}`)).toBeVisible();
    for (const step of SIGNUP_STEPS) {
      await expect(visitor.locator(`[data-test-id="signup-step-${step}"]`)).toBeVisible();
      await visitor.getByRole('button', { name: 'Skip' }).click();
    }
    await expect(visitor).toHaveURL(new RegExp(`${boardUrl}$`));
    await expect(visitor.getByRole('heading', { level: 1, name: boardName })).toBeVisible();
    await visitor.reload();
    await expect(visitor.getByRole('heading', { level: 1, name: boardName })).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'Add section' })).toBeVisible();

    expect([...problems, ...guestProblems, ...visitorProblems]).toEqual([]);
  });
});
