import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { adaUser, nextOperation, signedInViewer, signedOutViewer } from '../testing/operations';
import { mockConnection } from '../testing/pins';
import { renderApp, type MockEnvironment } from '../testing/render';

const BEN_ID = 'VXNlcjoy';

const ben = (overrides: Record<string, unknown> = {}) => ({
  id: BEN_ID,
  entityId: '2',
  username: 'ben',
  fullName: 'Ben Carter',
  imageMediumUrl: '',
  about: 'Bread and bikes.',
  followerCount: 7,
  followingCount: 3,
  explicitlyFollowedByMe: false,
  blockedByMe: false,
  isViewer: false,
  ...overrides,
});

const boards = (count: number, hasNextPage = false) => ({
  edges: Array.from({ length: count }, (_, i) => ({
    cursor: `b${i}`,
    node: {
      id: `Qm9hcmQ6${i}`,
      name: `Board ${i}`,
      url: `/ben/board-${i}/`,
      pinCount: i + 1,
      privacy: 'public',
      coverImage: { url: `https://img.example/236x/b${i}.jpg`, dominantColor: '#aabbcc' },
    },
  })),
  pageInfo: { hasNextPage, hasPreviousPage: false, startCursor: 'b0', endCursor: `b${count - 1}` },
});

async function renderProfile({ viewer = 'ada' as string | null, user = ben() as Record<string, unknown> | null, boardCount = 2, path = '/ben/' } = {}) {
  const environment = createMockEnvironment();
  renderApp(environment, path, { viewer: viewer === null ? signedOutViewer() : { ...signedInViewer(), user: { ...adaUser(), username: viewer } } });
  const operation = await nextOperation(environment, 'routes_ProfileQuery');
  expect(operation.request.variables).toEqual({ username: 'ben', saved: path.includes('/_saved') });
  await act(async () =>
    environment.mock.resolve(
      operation,
      user === null
        ? { data: { user: null, viewer: { isAuthenticated: viewer !== null, isLimitedLogin: false, user: viewer === null ? null : { id: 'VXNlcjox', username: viewer } } } }
        : MockPayloadGenerator.generate(operation, {
            Query: () => ({
              user,
              viewer: { isAuthenticated: viewer !== null, isLimitedLogin: false, user: viewer === null ? null : { id: 'VXNlcjox', username: viewer } },
            }),
            BoardConnection: () => boards(boardCount),
            PinConnection: () => mockConnection(0, 3, false),
          }),
    ),
  );
  // The first test also waits for the lazily loaded page module.
  await screen.findByTestId(user === null ? 'not-found' : 'profile', {}, { timeout: 5000 });
  return { environment, user: userEvent.setup() };
}

const mutations = (environment: MockEnvironment) =>
  environment.mock.getAllOperations().filter((operation) => operation.request.node.params.operationKind === 'mutation');

const followerCount = () => screen.getByTestId('follower-count').textContent;

async function mutation(environment: MockEnvironment, name: string): Promise<OperationDescriptor> {
  const operation = await nextOperation(environment, name);
  expect(operation.request.variables).toEqual({ userId: BEN_ID });
  return operation;
}

const failWith = (environment: MockEnvironment, operation: OperationDescriptor, field: string, code: string, message: string) =>
  act(async () => environment.mock.resolve(operation, { data: { [field]: { user: null, errors: [{ field: null, code, message }] } } }));

describe('ProfilePage', () => {
  it('renders the name, @username, about, counts and boards', async () => {
    await renderProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ben Carter' })).toBeTruthy();
    expect(screen.getByText('@ben')).toBeTruthy();
    expect(screen.getByText('Bread and bikes.')).toBeTruthy();
    expect(followerCount()).toBe('7 followers');
    expect(screen.getByTestId('following-count').textContent).toBe('3 following');
    const cards = screen.getAllByTestId('board-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[1]!).getByText('Board 1')).toBeTruthy();
    expect(within(cards[1]!).getByText('2 Pins')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Board 0, 1 pins' }).getAttribute('href')).toBe('/ben/board-0/');
    expect(screen.getByRole('button', { name: 'Follow' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Block' })).toBeTruthy();
  });

  it('/ben/_saved/ shows the saved pins in the masonry grid, with the Saved tab active', async () => {
    await renderProfile({ path: '/ben/_saved/' });
    await waitFor(() => expect(screen.getAllByTestId('pin')).toHaveLength(3));
    expect(screen.queryByTestId('profile-boards')).toBeNull();
    expect(screen.getByRole('link', { name: 'Saved' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Boards' }).getAttribute('href')).toBe('/ben/');
  });

  it('shows the Not Found page when user is null', async () => {
    await renderProfile({ user: null });
    expect(await screen.findByRole('heading', { level: 1, name: "Sorry! We couldn't find that page" })).toBeTruthy();
  });

  it('refetches the boards when the sort changes', async () => {
    const { environment, user } = await renderProfile();
    await user.selectOptions(await screen.findByLabelText('Sort by'), 'alphabetical');
    const refetch = await nextOperation(environment, 'ProfileBoardsPaginationQuery');
    expect(refetch.request.variables).toMatchObject({ id: BEN_ID, sort: 'alphabetical', count: 25, cursor: null });
    await act(async () =>
      environment.mock.resolve(refetch, MockPayloadGenerator.generate(refetch, { User: () => ben(), BoardConnection: () => boards(3) })),
    );
    await waitFor(() => expect(screen.getAllByTestId('board-card')).toHaveLength(3));
  });

  it('Follow shows "Following" and +1 at once, and keeps them when the server agrees', async () => {
    const { environment, user } = await renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    const operation = await mutation(environment, 'useFollowUserMutation');
    expect(screen.getByRole('button', { name: 'Following' })).toBeTruthy();
    expect(followerCount()).toBe('8 followers');
    // Taps while the request is in flight are ignored.
    await user.click(screen.getByRole('button', { name: 'Following' }));
    await user.click(screen.getByRole('button', { name: 'Block' }));
    expect(mutations(environment)).toHaveLength(1);
    await act(async () =>
      environment.mock.resolve(operation, {
        data: { followUser: { user: { id: BEN_ID, explicitlyFollowedByMe: true, followerCount: 8, blockedByMe: false }, errors: [] } },
      }),
    );
    expect(screen.getByRole('button', { name: 'Following' })).toBeTruthy();
    expect(followerCount()).toBe('8 followers');
  });

  it('rolls Follow back and shows a toast when the server answers with errors', async () => {
    const { environment, user } = await renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    const operation = await mutation(environment, 'useFollowUserMutation');
    expect(screen.getByRole('button', { name: 'Following' })).toBeTruthy();
    await failWith(environment, operation, 'followUser', 'BLOCKED', 'You cannot follow this account.');
    expect(await screen.findByText('You cannot follow this account.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Follow' })).toBeTruthy();
    expect(followerCount()).toBe('7 followers');
    // And a new tap goes through again.
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    expect(await nextOperation(environment, 'useFollowUserMutation')).not.toBe(operation);
  });

  it('rolls Follow back on a network error', async () => {
    const { environment, user } = await renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    await mutation(environment, 'useFollowUserMutation');
    expect(followerCount()).toBe('8 followers');
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('offline')));
    expect(await screen.findByText("Couldn't reach Corkboard. Please try again.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Follow' })).toBeTruthy();
    expect(followerCount()).toBe('7 followers');
  });

  it('Unfollow shows "Follow" and −1 at once, rolled back on errors', async () => {
    const { environment, user } = await renderProfile({ user: ben({ explicitlyFollowedByMe: true }) });
    await user.click(await screen.findByRole('button', { name: 'Following' }));
    const operation = await mutation(environment, 'useUnfollowUserMutation');
    expect(screen.getByRole('button', { name: 'Follow' })).toBeTruthy();
    expect(followerCount()).toBe('6 followers');
    await failWith(environment, operation, 'unfollowUser', 'CSRF', 'Please reload the page and try again.');
    expect(await screen.findByText('Please reload the page and try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Following' })).toBeTruthy();
    expect(followerCount()).toBe('7 followers');
  });

  it('Block asks first, saying what blocking does; Cancel blocks nobody', async () => {
    const { environment, user } = await renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Block' }));
    expect(await screen.findByRole('heading', { name: /^Block .+\?$/ })).toBeTruthy();
    expect(screen.getByText(/won't be able to follow you, see your profile, boards or Pins, or message you/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: /^Block .+\?$/ })).toBeNull());
    expect(mutations(environment)).toHaveLength(0);
  });

  it('Block shows "Unblock" at once and is reverted on failure', async () => {
    const { environment, user } = await renderProfile({ user: ben({ explicitlyFollowedByMe: true }) });
    await user.click(await screen.findByRole('button', { name: 'Block' }));
    await user.click(await screen.findByRole('button', { name: /^Block .+/ }));
    const operation = await mutation(environment, 'useBlockUserMutation');
    expect(screen.getByRole('button', { name: 'Unblock' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Following' })).toBeNull();
    expect(followerCount()).toBe('6 followers');
    await failWith(environment, operation, 'blockUser', 'UNAUTHENTICATED', 'Please log in again.');
    expect(await screen.findByText('Please log in again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Block' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Following' })).toBeTruthy();
    expect(followerCount()).toBe('7 followers');
  });

  it('Block keeps "Unblock" when the server agrees; Unblock is reverted on a network error', async () => {
    const { environment, user } = await renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Block' }));
    await user.click(await screen.findByRole('button', { name: /^Block .+/ }));
    const block = await mutation(environment, 'useBlockUserMutation');
    await act(async () =>
      environment.mock.resolve(block, {
        data: { blockUser: { user: { id: BEN_ID, explicitlyFollowedByMe: false, followerCount: 7, blockedByMe: true }, errors: [] } },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Unblock' }));
    await mutation(environment, 'useUnblockUserMutation');
    expect(screen.getByRole('button', { name: 'Block' })).toBeTruthy();
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('offline')));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Unblock' })).toBeTruthy());
  });

  it('signed out, Follow opens the log-in modal ("Log in to follow") without a request', async () => {
    const { environment, user } = await renderProfile({ viewer: null });
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByText('Log in to follow')).toBeTruthy();
    expect(screen.getByTestId('login-modal')).toBeTruthy();
    expect(mutations(environment)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Follow' })).toBeTruthy();
  });

  it('has no Follow or Block button on your own profile', async () => {
    await renderProfile({ viewer: 'ben' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ben Carter' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Block' })).toBeNull();
  });

  it.each(['/pin/', '/login/x/'])('%s is not a profile', async (path) => {
    const environment = createMockEnvironment();
    renderApp(environment, path);
    expect(await screen.findByRole('heading', { level: 1, name: "Sorry! We couldn't find that page" })).toBeTruthy();
    expect(environment.mock.getAllOperations().map((operation) => operation.request.node.params.name)).not.toContain('routes_ProfileQuery');
  });
});
