import { expect, test } from '@playwright/test';
import { newVisitor, signUpName, signUpOn } from './members.ts';

test.describe('inbox', () => {
  // Two sign-ups: more than the suite's 60 s on a busy 2-core machine.
  test.describe.configure({ timeout: 120_000 });

  test('New message at phone width: an empty inbox offers it; pick a person, Next, write, Send opens the conversation; Back goes back through the steps', async ({ browser }) => {
    const b = await newVisitor(browser);
    const { username: bName } = await signUpOn(b.page, 'in-b');
    const a = await newVisitor(browser);
    await signUpOn(a.page, 'in-a');
    await a.page.setViewportSize({ width: 390, height: 844 });

    // No conversation yet: what messages are for, and New message.
    await a.page.goto('/inbox/');
    const education = a.page.getByTestId('inbox-education');
    await expect(education).toBeVisible();
    await education.getByRole('button', { name: 'New message' }).click();
    await expect(a.page).toHaveURL(/\/inbox\/\?view=new$/);

    await a.page.getByLabel('Search by name or username').fill(bName);
    await a.page.getByRole('button', { name: `Add ${signUpName('in-b')}` }).click();
    await a.page.getByRole('button', { name: 'Next' }).click();
    await expect(a.page).toHaveURL(/\/inbox\/\?view=write$/);
    // The browser's Back returns to the people, still chosen; Forward to the message.
    await a.page.goBack();
    await expect(a.page.getByRole('button', { name: `Remove ${signUpName('in-b')}` })).toBeVisible();
    await a.page.goForward();

    const box = a.page.getByRole('textbox', { name: 'Message', exact: true });
    await box.fill('Hello from the inbox');
    await expect(a.page.getByTestId('message-counter')).toHaveText('20/2000');
    await a.page.getByTestId('new-message-send').click();

    await expect(a.page).toHaveURL(/\/conversation\/\d+\/$/);
    await expect(a.page.getByTestId('message').filter({ hasText: 'Hello from the inbox' })).toBeVisible();
    expect(a.problems).toEqual([]);
    expect(b.problems).toEqual([]);
  });
});
