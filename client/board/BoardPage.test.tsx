import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { adaUser, nextOperation, signedInViewer, signedOutViewer } from '../testing/operations';
import { mockConnection } from '../testing/pins';
import { renderApp, type MockEnvironment } from '../testing/render';

const BOARD_ID = 'Qm9hcmQ6NDI=';

const kitchen = (overrides: Record<string, unknown> = {}) => ({
  id: BOARD_ID,
  name: 'Kitchen ideas',
  description: 'Pots, pans and shelves.',
  url: '/ben/kitchen/',
  privacy: 'public',
  pinCount: 12,
  followerCount: 4,
  followedByMe: false,
  owner: { id: 'VXNlcjoy', username: 'ben', fullName: 'Ben Carter', imageMediumUrl: '', isViewer: false },
  sections: [{ title: 'Shelves', slug: 'shelves' }],
  ...overrides,
});

type ViewerShape = 'member' | 'limited' | null;

async function renderBoard({ viewer = 'member' as ViewerShape, board = kitchen() as Record<string, unknown> | null, path = '/ben/kitchen/', username = 'ada' } = {}) {
  const environment = createMockEnvironment();
  renderApp(environment, path, {
    viewer: viewer === null ? signedOutViewer() : { ...signedInViewer({ isLimitedLogin: viewer === 'limited' }), user: { ...adaUser(), username } },
  });
  const operation = await nextOperation(environment, 'routes_BoardQuery');
  expect(operation.request.variables).toEqual({ username: 'ben', slug: 'kitchen' });
  const viewerData = {
    isAuthenticated: viewer !== null,
    isLimitedLogin: viewer === 'limited',
    user: viewer === null ? null : { id: 'VXNlcjox', username },
  };
  await act(async () =>
    environment.mock.resolve(
      operation,
      board === null
        ? { data: { boardByPath: null, viewer: viewerData } }
        : MockPayloadGenerator.generate(operation, {
            Query: () => ({ boardByPath: board, viewer: viewerData }),
            Board: () => board,
            PinConnection: () => mockConnection(0, 3, false),
          }),
    ),
  );
  await screen.findByTestId(board === null ? 'not-found' : 'board', {}, { timeout: 5000 });
  return { environment, user: userEvent.setup() };
}

const mutations = (environment: MockEnvironment) =>
  environment.mock.getAllOperations().filter((operation) => operation.request.node.params.operationKind === 'mutation');
const followerCount = () => screen.getByTestId('board-follower-count').textContent;

async function mutation(environment: MockEnvironment, name: string): Promise<OperationDescriptor> {
  const operation = await nextOperation(environment, name);
  expect(operation.request.variables).toEqual({ boardId: BOARD_ID });
  return operation;
}

describe('BoardPage', () => {
  it('renders the header (name, description, owner link, counts), the pins and the document title', async () => {
    await renderBoard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Kitchen ideas' })).toBeTruthy();
    expect(screen.getByText('Pots, pans and shelves.')).toBeTruthy();
    expect(screen.getByText('Ben Carter').closest('a')?.getAttribute('href')).toBe('/ben/');
    expect(screen.getByTestId('board-pin-count').textContent).toBe('12 Pins');
    expect(followerCount()).toBe('4 followers');
    expect(screen.queryByRole('img', { name: 'Secret board' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Follow' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('pin')).toHaveLength(3));
    expect(document.title).toBe('Kitchen ideas | Corkboard');
  });

  it('writes singular counts, shows a lock for a secret board and no Follow on your own board', async () => {
    await renderBoard({ board: kitchen({ privacy: 'secret', pinCount: 1, followerCount: 1 }), username: 'ben' });
    expect(screen.getByTestId('board-pin-count').textContent).toBe('1 Pin');
    expect(followerCount()).toBe('1 follower');
    expect(screen.getByRole('img', { name: 'Secret board' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Following' })).toBeNull();
  });

  it('shows the same board for a section path, with the section title', async () => {
    const environment = createMockEnvironment();
    renderApp(environment, '/ben/kitchen/shelves/');
    const operation = await nextOperation(environment, 'routes_BoardQuery');
    expect(operation.request.variables).toEqual({ username: 'ben', slug: 'kitchen' });
    await act(async () =>
      environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, {
          Query: () => ({ boardByPath: kitchen(), viewer: { isAuthenticated: false, isLimitedLogin: false, user: null } }),
          Board: () => kitchen(),
          PinConnection: () => mockConnection(0, 1, false),
        }),
      ),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Kitchen ideas' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Shelves' })).toBeTruthy();
  });

  it('shows the Not Found page when the board is unknown or hidden', async () => {
    await renderBoard({ board: null });
    expect(await screen.findByRole('heading', { level: 1, name: "Sorry! We couldn't find that page" })).toBeTruthy();
  });

  it.each(['/settings/kitchen/', '/pin/kitchen/x/'])('%s is not a board', async (path) => {
    const environment = createMockEnvironment();
    renderApp(environment, path);
    expect(await screen.findByRole('heading', { level: 1, name: "Sorry! We couldn't find that page" }, { timeout: 5000 })).toBeTruthy();
    expect(environment.mock.getAllOperations().map((operation) => operation.request.node.params.name)).not.toContain('routes_BoardQuery');
  });

  it('Follow shows "Following" and +1 at once, ignores taps in flight, and keeps them when the server agrees', async () => {
    const { environment, user } = await renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    const operation = await mutation(environment, 'useFollowBoardMutation');
    expect(screen.getByRole('button', { name: 'Following' })).toBeTruthy();
    expect(followerCount()).toBe('5 followers');
    await user.click(screen.getByRole('button', { name: 'Following' }));
    expect(mutations(environment)).toHaveLength(1);
    await act(async () =>
      environment.mock.resolve(operation, { data: { followBoard: { board: { id: BOARD_ID, followedByMe: true, followerCount: 5 }, errors: [] } } }),
    );
    expect(screen.getByRole('button', { name: 'Following' })).toBeTruthy();
    expect(followerCount()).toBe('5 followers');
  });

  it('rolls Follow back and shows an error toast when the server answers with errors', async () => {
    const { environment, user } = await renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    const operation = await mutation(environment, 'useFollowBoardMutation');
    expect(followerCount()).toBe('5 followers');
    await act(async () =>
      environment.mock.resolve(operation, {
        data: { followBoard: { board: null, errors: [{ field: null, code: 'NOT_FOUND', message: 'That board does not exist.' }] } },
      }),
    );
    expect(await screen.findByText('That board does not exist.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Follow' })).toBeTruthy();
    expect(followerCount()).toBe('4 followers');
    // A new tap goes through again.
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    expect(await nextOperation(environment, 'useFollowBoardMutation')).not.toBe(operation);
  });

  it('Unfollow shows "Follow" and −1 at once, rolled back with a toast on a network error', async () => {
    const { environment, user } = await renderBoard({ board: kitchen({ followedByMe: true }) });
    await user.click(await screen.findByRole('button', { name: 'Following' }));
    await mutation(environment, 'useUnfollowBoardMutation');
    expect(screen.getByRole('button', { name: 'Follow' })).toBeTruthy();
    expect(followerCount()).toBe('3 followers');
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('offline')));
    expect(await screen.findByText("Couldn't reach Corkboard. Please try again.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Following' })).toBeTruthy();
    expect(followerCount()).toBe('4 followers');
  });

  it('signed out, Follow opens the log-in modal ("Log in to follow") without a request', async () => {
    const { environment, user } = await renderBoard({ viewer: null });
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByText('Log in to follow')).toBeTruthy();
    expect(mutations(environment)).toHaveLength(0);
    expect(followerCount()).toBe('4 followers');
  });

  it('signed out, Following (a stale state) asks to log in to unfollow', async () => {
    const { environment, user } = await renderBoard({ viewer: null, board: kitchen({ followedByMe: true }) });
    await user.click(await screen.findByRole('button', { name: 'Following' }));
    expect(await screen.findByText('Log in to unfollow')).toBeTruthy();
    expect(mutations(environment)).toHaveLength(0);
  });

  it('a limited-login viewer gets the limited-login modal instead of a request', async () => {
    const { environment, user } = await renderBoard({ viewer: 'limited' });
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    await waitFor(() => expect(screen.getByRole('dialog')).toBeTruthy());
    expect(screen.queryByText('Log in to follow')).toBeNull();
    expect(mutations(environment)).toHaveLength(0);
  });
});
