import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { nextOperation } from '../testing/operations';
import { renderApp, type MockEnvironment } from '../testing/render';

const BEN_ID = 'VXNlcjoy';

const ben = () => ({
  id: BEN_ID,
  entityId: '2',
  username: 'ben',
  fullName: 'Ben Carter',
  imageMediumUrl: '',
  about: '',
  followerCount: 3,
  followingCount: 1,
  explicitlyFollowedByMe: false,
  blockedByMe: false,
  isViewer: false,
});

const people = (from: number, count: number, hasNextPage: boolean) => ({
  edges: Array.from({ length: count }, (_, i) => ({
    cursor: `p${from + i}`,
    node: { id: `VXNlcjoxMD${from + i}`, username: `fan${from + i}`, fullName: `Fan ${from + i}`, imageMediumUrl: '' },
  })),
  pageInfo: { hasNextPage, hasPreviousPage: false, startCursor: `p${from}`, endCursor: `p${from + count - 1}` },
});

async function renderProfile() {
  const environment = createMockEnvironment();
  renderApp(environment, '/ben/');
  const operation = await nextOperation(environment, 'routes_ProfileQuery');
  await act(async () =>
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        Query: () => ({ user: ben(), viewer: { isAuthenticated: false, isLimitedLogin: false, user: null } }),
        BoardConnection: () => ({ edges: [], pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null } }),
      }),
    ),
  );
  await screen.findByTestId('profile', {}, { timeout: 5000 });
  return { environment, user: userEvent.setup() };
}

async function resolveList(environment: MockEnvironment, followers: boolean, from: number, count: number, hasNextPage: boolean) {
  const operation = await nextOperation(environment, 'FollowListModalQuery');
  expect(operation.request.variables).toEqual({ id: BEN_ID, followers });
  await act(async () =>
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        Query: () => ({ node: { __typename: 'User', id: BEN_ID } }),
        UserConnection: () => people(from, count, hasNextPage),
      }),
    ),
  );
}

/** The listed people as 'Name @username'. */
const listed = () =>
  within(screen.getByTestId('follow-list'))
    .queryAllByTestId('follow-list-person')
    .map((li) => `${within(li).getByText(/^Fan /).textContent} ${within(li).getByText(/^@/).textContent}`);

describe('FollowListModal', () => {
  it("'3 followers' opens a 'Followers' modal listing people with links, and 'Load more' fetches the next page", async () => {
    const { environment, user } = await renderProfile();
    await user.click(screen.getByRole('button', { name: '3 followers' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Followers' })).toBeTruthy();
    await resolveList(environment, true, 0, 2, true);
    await waitFor(() => expect(listed()).toEqual(['Fan 0 @fan0', 'Fan 1 @fan1']));
    expect(within(dialog).getByText('Fan 1').closest('a')?.getAttribute('href')).toBe('/fan1/');

    await user.click(within(dialog).getByRole('button', { name: 'Load more' }));
    const more = await nextOperation(environment, 'FollowListModalFollowersPaginationQuery');
    expect(more.request.variables).toMatchObject({ id: BEN_ID, count: 25, cursor: 'p1' });
    await act(async () =>
      environment.mock.resolve(more, MockPayloadGenerator.generate(more, { Query: () => ({ node: { __typename: 'User', id: BEN_ID } }), UserConnection: () => people(2, 1, false) })),
    );
    await waitFor(() => expect(listed()).toEqual(['Fan 0 @fan0', 'Fan 1 @fan1', 'Fan 2 @fan2']));
    expect(within(dialog).queryByRole('button', { name: 'Load more' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("'1 following' opens a 'Following' modal without 'Load more' when there is one page", async () => {
    const { environment, user } = await renderProfile();
    await user.click(screen.getByRole('button', { name: '1 following' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Following' })).toBeTruthy();
    await resolveList(environment, false, 5, 1, false);
    await waitFor(() => expect(listed()).toEqual(['Fan 5 @fan5']));
    expect(within(dialog).queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says so when the list is empty', async () => {
    const { environment, user } = await renderProfile();
    await user.click(screen.getByRole('button', { name: '3 followers' }));
    await resolveList(environment, true, 0, 0, false);
    expect(await screen.findByText('No followers yet.')).toBeTruthy();
  });
});
