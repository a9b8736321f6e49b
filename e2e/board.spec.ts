import { expect, test, type Page } from '@playwright/test';
import { newVisitor, PASSWORD, skipSignupStepsOver } from './members.ts';

interface GraphQLAnswer<T> {
  data?: T;
  errors?: { message: string }[];
}

/** A /graphql request from inside the page (same origin, with the page's cookies). */
async function gql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const answer = await page.evaluate(
    async ({ query, variables }) => {
      const response = await fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
      return (await response.json()) as unknown;
    },
    { query, variables },
  );
  const { data, errors } = answer as GraphQLAnswer<T>;
  expect(errors, JSON.stringify(errors)).toBeUndefined();
  return data!;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('boards', () => {
  test('open a board from a profile, follow and unfollow it, and list followers', async ({ browser }) => {
    const { page, problems } = await newVisitor(browser, { ignore: [] });
    await page.goto('/');

    // A public board of a seeded person: the board of a pin in the home feed.
    const feed = await gql<{ homefeed: { edges: { node: { board: { name: string; url: string; owner: { id: string; username: string } } } }[] } }>(
      page,
      '{ homefeed(first: 1) { edges { node { board { name url owner { id username } } } } } }',
    );
    const board = feed.homefeed.edges[0]!.node.board;
    const owner = board.owner.username;

    // Open the owner's profile and the board from the boards grid.
    await page.goto(`/${owner}/`);
    await page.getByRole('link', { name: new RegExp(`^${escapeRegExp(board.name)}, \\d+ pins$`) }).click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(board.url)}$`));
    await expect(page.getByRole('heading', { level: 1, name: board.name })).toBeVisible();
    await expect(page.locator('[data-test-id="pin"]').first()).toBeVisible();
    await expect(page).toHaveTitle(`${board.name} | Corkboard`);
    // Logged out, Follow asks to log in.
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await expect(page.getByText('Log in to follow')).toBeVisible();
    await page.keyboard.press('Escape');

    // The server answers 200 for the board page and 404 for an unknown board.
    expect((await page.request.get(board.url)).status()).toBe(200);
    expect((await page.request.get(`/${owner}/no-such-board-here/`)).status()).toBe(404);

    // Sign up (the session cookie lands in this browser context) and follow the board.
    const username = `e2eb${Date.now() % 1e8}`;
    const signup = await gql<{ signup: { user: { username: string } | null; errors: { message: string }[] } }>(
      page,
      'mutation($input: SignupInput!) { signup(input: $input) { user { username } errors { message } } }',
      { input: { email: `${username}@example.com`, password: PASSWORD, username, age: 30 } },
    );
    expect(signup.signup.errors).toEqual([]);
    await skipSignupStepsOver(page.request);
    await page.reload();
    const followers = page.locator('[data-test-id="board-follower-count"]');
    await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
    const before = Number(/^([\d,]+) /.exec((await followers.textContent()) ?? '')![1]!.replace(/,/g, ''));
    const label = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'follower' : 'followers'}`;

    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Following' })).toBeVisible();
    await expect(followers).toHaveText(label(before + 1));
    await page.waitForLoadState('networkidle');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Following' })).toBeVisible();
    await expect(followers).toHaveText(label(before + 1));

    await page.getByRole('button', { name: 'Following' }).click();
    await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
    await expect(followers).toHaveText(label(before));
    await page.waitForLoadState('networkidle');
    await page.reload();
    await expect(followers).toHaveText(label(before));

    // Follow the owner, then find ourselves in the owner's followers modal.
    await gql(page, 'mutation($id: ID!) { followUser(userId: $id) { errors { message } } }', { id: board.owner.id });
    await page.goto(`/${owner}/`);
    await page.locator('[data-test-id="follower-count"]').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Followers' })).toBeVisible();
    await expect(dialog.locator('[data-test-id="follow-list-person"]').first()).toBeVisible();
    await expect(dialog.getByText(`@${username}`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    expect(problems).toEqual([]);
    await page.context().close();
  });
});
