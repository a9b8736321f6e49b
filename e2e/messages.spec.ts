import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { newVisitor, signUpName, signUpOn } from './members.ts';
import { v3Post } from './v3.ts';

/** Signs up a new person in a fresh browser context; returns the page and their username. */
async function signUp(browser: Browser, label: string): Promise<{ page: Page; username: string; problems: string[] }> {
  const { page, problems } = await newVisitor(browser);
  const { username } = await signUpOn(page, label);
  return { page, username, problems };
}

test.describe('messages', () => {
  // Two sign-ups and a conversation both ways: like the social spec, more than the suite's 60 s on a busy 2-core machine.
  test.describe.configure({ timeout: 120_000 });

  test('A sends B a Pin with a message; B sees it live, accepts and replies; A sees the reply live', async ({ browser }) => {
    const a = await signUp(browser, 'msg-a');
    const b = await signUp(browser, 'msg-b');

    // B waits in the inbox (nothing there yet).
    await b.page.goto('/inbox/');
    await expect(b.page.getByTestId('inbox-page')).toBeVisible();
    await expect(b.page.getByTestId('inbox-empty')).toBeVisible();

    // A sends the first Pin of the home feed from its share popover.
    await a.page.goto('/');
    const card = a.page.getByTestId('pin').first();
    await card.hover();
    await card.getByTestId('pin-share-button').click();
    const popover = a.page.getByTestId('pin-share-popover');
    await expect(popover.getByRole('heading', { name: 'Send this pin' })).toBeVisible();
    await popover.getByLabel('Search by name or username').fill(b.username);
    await popover.getByRole('button', { name: `Add ${signUpName('msg-b')}` }).click();
    await popover.getByLabel('Add a message').fill('Look at this one!');
    await popover.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(a.page.getByTestId('sent-toast')).toBeVisible();

    // B, who does not follow A, gets it as a request, live: no reload.
    await expect(b.page.getByText('Requests (1)')).toBeVisible();
    await b.page.getByText('Requests (1)').click();
    await b.page.getByTestId('inbox-row').first().click();
    await expect(b.page.getByTestId('message').filter({ hasText: 'Look at this one!' })).toBeVisible();
    await b.page.getByRole('button', { name: 'Accept' }).click();
    await expect(b.page.getByTestId('contact-request')).toHaveCount(0);

    // A opens the conversation; B replies; A sees the reply without a reload.
    const conversation = new URL(b.page.url()).pathname;
    expect(conversation).toMatch(/^\/conversation\/\d+\/?$/);
    await a.page.goto(conversation);
    await expect(a.page.getByTestId('message').filter({ hasText: 'Look at this one!' })).toBeVisible();
    await b.page.getByRole('textbox', { name: 'Message', exact: true }).fill('Thanks, love it');
    await b.page.getByTestId('conversation-send').click();
    await expect(a.page.getByTestId('message').filter({ hasText: 'Thanks, love it' })).toBeVisible();

    // And back: A writes, B sees it live.
    await a.page.getByRole('textbox', { name: 'Message', exact: true }).fill('Glad you like it');
    await a.page.getByTestId('conversation-send').click();
    await expect(b.page.getByTestId('message').filter({ hasText: 'Glad you like it' })).toBeVisible();

    // The Back button leaves the conversation for the page before it.
    await a.page.goBack();
    await expect(a.page).toHaveURL(/\/$/);
    expect(a.problems).toEqual([]);
    expect(b.problems).toEqual([]);
  });

  test("a comment appears for both: A comments on B's Pin, B sees it and replies, A sees the reply", async ({ browser }) => {
    const a = await signUp(browser, 'cm-a');
    const b = await signUp(browser, 'cm-b');
    const picture = await sharp({ create: { width: 600, height: 800, channels: 3, background: { r: 200, g: 120, b: 60 } } }).jpeg().toBuffer();
    const board = await v3Post(b.page, '/v3/boards/', { name: `Orange things ${Date.now() % 100000}` });
    const pin = await v3Post(b.page, '/v3/pins/', { board_id: board.id, image_base64: `data:image/jpeg;base64,${picture.toString('base64')}`, title: 'An orange chair' });

    // A comments on the closeup: it shows at once, then stays with the server's answer.
    await a.page.goto(`/pin/${pin.id}/`);
    await expect(a.page.getByRole('heading', { name: 'Comments', exact: true })).toBeVisible();
    await a.page.getByRole('textbox', { name: 'Add a comment' }).fill('What a lovely chair');
    await a.page.getByTestId('comment-new-submit').click();
    const aComment = a.page.getByTestId('comment').filter({ hasText: 'What a lovely chair' });
    await expect(aComment).toBeVisible();
    await expect(aComment.getByText('Posting…')).toHaveCount(0);
    await expect(a.page.getByRole('heading', { name: '1 comment' })).toBeVisible();
    await expect(a.page.getByRole('textbox', { name: 'Add a comment' })).toHaveValue('');

    // B opens the Pin's comments (/pin/{id}/comments/): A's comment is there; as the Pin's creator B may delete it.
    await b.page.goto(`/pin/${pin.id}/comments/`);
    const bComment = b.page.getByTestId('comment').filter({ hasText: 'What a lovely chair' });
    await expect(bComment).toBeVisible();
    await expect(bComment.getByRole('link', { name: signUpName('cm-a') })).toBeVisible();
    await expect(bComment.getByRole('button', { name: 'Delete' })).toBeVisible();
    await expect(bComment.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await bComment.getByRole('button', { name: 'Reply' }).click();
    await bComment.getByRole('textbox', { name: 'Reply' }).fill('Thanks, it was my grandmother’s');
    await bComment.getByRole('button', { name: 'Reply' }).click();
    await expect(bComment.getByTestId('comment-reply').filter({ hasText: 'Thanks, it was my grandmother’s' })).toBeVisible();

    // A sees the reply under the comment (after a reload).
    await a.page.reload();
    const thread = a.page.getByTestId('comment').filter({ hasText: 'What a lovely chair' });
    await expect(thread.getByTestId('comment-reply').filter({ hasText: 'Thanks, it was my grandmother’s' })).toBeVisible();
    await expect(a.page.getByRole('heading', { name: '2 comments' })).toBeVisible();
    expect(a.problems).toEqual([]);
    expect(b.problems).toEqual([]);
  });

  test("B's Updates show A's save of B's Pin, live, and the header counts it", async ({ browser }) => {
    const a = await signUp(browser, 'nh-a');
    const b = await signUp(browser, 'nh-b');
    const picture = await sharp({ create: { width: 600, height: 800, channels: 3, background: { r: 90, g: 140, b: 200 } } }).jpeg().toBuffer();
    const board = await v3Post(b.page, '/v3/boards/', { name: `Blue things ${Date.now() % 100000}` });
    const pin = await v3Post(b.page, '/v3/pins/', { board_id: board.id, image_base64: `data:image/jpeg;base64,${picture.toString('base64')}`, title: 'A blue door' });

    await b.page.goto('/notifications/');
    await expect(b.page.getByTestId('notifications-empty')).toBeVisible();

    const aBoard = await v3Post(a.page, '/v3/boards/', { name: `Doors ${Date.now() % 100000}` });
    await v3Post(a.page, `/v3/pins/${pin.id}/repin/`, { board_id: aBoard.id });

    // Live: the line arrives without a reload.
    const line = b.page.getByTestId('notification').filter({ hasText: `${signUpName('nh-a')} saved your Pin` });
    await expect(line).toBeVisible();
    // Elsewhere the header counts it until the Updates page is opened.
    await a.page.goto(`/${b.username}/`);
    await a.page.getByRole('button', { name: 'Follow', exact: true }).click();
    await b.page.goto('/');
    await expect(b.page.getByRole('link', { name: 'Updates, 1 new' })).toBeVisible();
    await b.page.getByRole('link', { name: 'Updates, 1 new' }).click();
    await expect(b.page.getByTestId('notification').filter({ hasText: `${signUpName('nh-a')} followed you` })).toBeVisible();
    await expect(b.page.getByRole('link', { name: 'Updates', exact: true })).toBeVisible();
    expect(a.problems).toEqual([]);
    expect(b.problems).toEqual([]);
  });
});
