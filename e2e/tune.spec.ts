/**
 * /edit, 'Tune your home feed' (issue 18), as the demo member uses it: a visitor is sent to log in and
 * comes back; a board followed from its page is listed, unfollowed and followed again (the slip undone);
 * a pin hidden from the home feed is listed and unhidden, and is back in the feed. Then the page at a
 * phone's width: nothing wider than the screen.
 */
import { expect, test, type Page } from '@playwright/test';
import { newVisitor } from './members.ts';

const DEMO = { username: 'halcyonbeauty', password: 'corkboard-demo' };

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

interface FeedPin {
  entityId: string;
  board: { url: string; name: string; followedByMe: boolean; owner: { username: string } };
}

const homeFeed = async (page: Page): Promise<FeedPin[]> =>
  (
    await gql<{ homefeed: { edges: { node: FeedPin }[] } }>(
      page,
      '{ homefeed(first: 50) { edges { node { entityId board { url name followedByMe owner { username } } } } } }',
    )
  ).homefeed.edges.map((edge) => edge.node);

const followedBoardUrls = async (page: Page): Promise<string[]> =>
  (await gql<{ viewer: { followedBoards: { edges: { node: { url: string } }[] } } }>(page, '{ viewer { followedBoards(first: 50) { edges { node { url } } } } }')).viewer.followedBoards.edges.map(
    (edge) => edge.node.url,
  );

test.describe('tune your home feed', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a visitor logs in and lands on /edit; follow a board, unfollow it there and follow it again; unhide a hidden pin', async ({ browser }) => {
    const { page, problems } = await newVisitor(browser);

    await page.goto('/edit');
    await expect(page).toHaveURL(/\/login\?next=(%2F|\/)edit$/);
    await page.getByRole('textbox', { name: 'Email or username' }).fill(DEMO.username);
    await page.getByRole('textbox', { name: 'Password' }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/edit$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tune your home feed' })).toBeVisible();
    await expect(page).toHaveTitle('Tune your home feed | Corkboard');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');

    // A board of someone else's the member does not follow yet, from the home feed; followed from its page.
    const feed = await homeFeed(page);
    const board = feed.map((pin) => pin.board).find((b) => b.owner.username !== DEMO.username && !b.followedByMe);
    expect(board, 'a board to follow in the home feed').toBeDefined();
    await page.goto(board!.url);
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Following', exact: true })).toBeVisible();

    // On /edit's Boards tab: listed; Unfollow shows Follow at once, and the server agrees after a reload.
    await page.goto('/edit?tab=boards');
    const row = page.getByTestId('tune-board').filter({ has: page.locator(`a[href="${board!.url}"]`) });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: `Unfollow ${board!.name}` }).click();
    await expect(row.getByRole('button', { name: `Follow ${board!.name}` })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await followedBoardUrls(page)).not.toContain(board!.url);
    // Follow again: the slip undone.
    await row.getByRole('button', { name: `Follow ${board!.name}` }).click();
    await expect(row.getByRole('button', { name: `Unfollow ${board!.name}` })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await followedBoardUrls(page)).toContain(board!.url);
    await page.reload();
    await expect(page.getByTestId('tune-board').filter({ has: page.locator(`a[href="${board!.url}"]`) })).toBeVisible();

    // Hide a pin from the home feed; it is gone from the feed and listed on the Hidden Pins tab.
    const pinId = feed.find((pin) => pin.board.owner.username !== DEMO.username)!.entityId;
    const hidden = await gql<{ hidePin: { hidden: boolean; errors: unknown[] } }>(page, 'mutation($id: String!) { hidePin(pinId: $id) { hidden errors { message } } }', { id: pinId });
    expect(hidden.hidePin).toEqual({ hidden: true, errors: [] });
    expect((await homeFeed(page)).map((pin) => pin.entityId)).not.toContain(pinId);
    await page.goto('/edit');
    const tile = page.locator(`[data-test-id="tune-hidden-pin"][data-pin-id="${pinId}"]`);
    await expect(tile).toBeVisible();
    await tile.getByRole('button', { name: /^Unhide: / }).click();
    await expect(tile.getByRole('button', { name: /^Hide again: / })).toBeVisible();
    await expect(tile.getByText('Back in your home feed')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect((await homeFeed(page)).map((pin) => pin.entityId)).toContain(pinId);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Tune your home feed' })).toBeVisible();
    await expect(page.locator(`[data-test-id="tune-hidden-pin"][data-pin-id="${pinId}"]`)).toHaveCount(0);

    // At a phone's width every tab fits the screen; switching tabs loads no page (the address follows).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => ((window as unknown as { tuneMarker?: number }).tuneMarker = 1));
    for (const [tab, address] of [['Topics', '/edit?tab=topics'], ['Boards', '/edit?tab=boards'], ['Profiles', '/edit?tab=profiles'], ['Hidden Pins', '/edit']] as const) {
      await page.getByTestId('tune-tabs').getByRole('link', { name: tab }).click();
      await expect(page.getByTestId('tune-tabs').getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page');
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(address);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
    expect(await page.evaluate(() => (window as unknown as { tuneMarker?: number }).tuneMarker)).toBe(1);

    // Leave the member as they were: not following the board.
    await page.getByTestId('tune-tabs').getByRole('link', { name: 'Boards' }).click();
    await page.getByTestId('tune-board').filter({ has: page.locator(`a[href="${board!.url}"]`) }).getByRole('button', { name: `Unfollow ${board!.name}` }).click();
    await page.waitForLoadState('networkidle');

    expect(problems).toEqual([]);
  });
});
