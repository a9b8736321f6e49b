import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { adaUser, nextOperation, signedInViewer, signedOutViewer } from '../testing/operations';
import { mockConnection } from '../testing/pins';
import { renderApp, type MockEnvironment } from '../testing/render';

// The page's chunk loaded once up front: the first test does not pay for it inside its waits.
await import('./BoardPage');

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
  entityId: '42',
  archived: false,
  viewerRole: 'NONE',
  viewerCanInvite: false,
  collaboratorCount: 0,
  owner: { id: 'VXNlcjoy', username: 'ben', fullName: 'Ben Carter', imageMediumUrl: '', isViewer: false },
  ...overrides,
});

/** Ben's own view of his board (he is signed in as ben). */
const own = (overrides: Record<string, unknown> = {}) => kitchen({ viewerRole: 'OWNER', owner: { id: 'VXNlcjoy', username: 'ben', fullName: 'Ben Carter', imageMediumUrl: '', isViewer: true }, ...overrides });

const sectionEdge = (id: string, title: string, pinCount: number) => ({
  cursor: id,
  node: { id, title, url: `/ben/kitchen/${title.toLowerCase()}/`, pinCount, coverImage: pinCount > 0 ? { url: `https://img.example/236x/${id}.jpg`, dominantColor: '#aabbcc' } : null },
});
const sectionsOf = (...edges: ReturnType<typeof sectionEdge>[]) => ({
  edges,
  pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: edges[0]?.cursor ?? null, endCursor: edges.at(-1)?.cursor ?? null },
});

type ViewerShape = 'member' | 'limited' | null;

async function renderBoard({
  viewer = 'member' as ViewerShape,
  board = kitchen() as Record<string, unknown> | null,
  path = '/ben/kitchen/',
  username = 'ada',
  sections = sectionsOf(sectionEdge('U2VjdGlvbjox', 'Shelves', 3), sectionEdge('U2VjdGlvbjoy', 'Pots', 1)),
  collaborators = [] as { readonly id: string; readonly username: string; readonly fullName: string }[],
} = {}) {
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
            BoardSectionConnection: () => sections,
            BoardCollaboratorConnection: () => ({
              edges: collaborators.map((user) => ({ cursor: user.id, node: { user: { ...user, imageMediumUrl: '' } } })),
              pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
            }),
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

  it('lists the sections in a row of links named by title and pin count', async () => {
    await renderBoard();
    const row = await screen.findByRole('list', { name: 'Sections' });
    const links = within(row).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual(['Shelves, 3 Pins', 'Pots, 1 Pin']);
    expect(links[0]?.getAttribute('href')).toBe('/ben/kitchen/shelves/');
  });

  it('shows no sections row for a board without sections', async () => {
    await renderBoard({ sections: sectionsOf() });
    expect(screen.queryByRole('list', { name: 'Sections' })).toBeNull();
  });

  it('offers others no board actions, collaborators Add section, the owner Edit board and Board options too', async () => {
    await renderBoard();
    for (const name of ['Edit board', 'Board options', 'Add section']) expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('a collaborator may add sections but not edit the board', async () => {
    await renderBoard({ board: kitchen({ viewerRole: 'COLLABORATOR' }) });
    expect(screen.getByRole('button', { name: 'Add section' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit board' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Board options' })).toBeNull();
  });

  it('shows the collaborators row; members open the collaborators page from it', async () => {
    const cleo = { id: 'VXNlcjo3', username: 'cleo', fullName: 'Cleo Day' };
    const { environment, user } = await renderBoard({ board: kitchen({ viewerRole: 'COLLABORATOR', collaboratorCount: 3 }), collaborators: [cleo], username: 'cleo' });
    const row = screen.getByTestId('board-collaborators-row');
    expect(within(row).getByText('+2')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: 'Collaborators: Ben Carter and 3 collaborators' }));
    expect((await nextOperation(environment, 'routes_BoardCollaboratorsQuery')).request.variables).toEqual({ boardId: '42' });
  });

  it('a visitor sees the collaborators as a picture, not a button', async () => {
    await renderBoard({ board: kitchen({ collaboratorCount: 1 }), collaborators: [{ id: 'VXNlcjo3', username: 'cleo', fullName: 'Cleo Day' }] });
    expect(screen.getByRole('img', { name: 'Ben Carter and 1 collaborator' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Collaborators/ })).toBeNull();
  });

  it('"Invite collaborators" for those who may invite: a button while the board has none, and in the owner\'s Board options', async () => {
    const { environment, user } = await renderBoard({ board: own({ viewerCanInvite: true }), username: 'ben' });
    expect(screen.getByRole('button', { name: 'Invite collaborators' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Board options' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Invite collaborators' }));
    expect((await nextOperation(environment, 'routes_BoardAddCollaboratorsQuery')).request.variables).toEqual({ boardId: '42' });
  });

  it('a collaborator who may invite gets Board options with only "Invite collaborators"', async () => {
    const { user } = await renderBoard({ board: kitchen({ viewerRole: 'COLLABORATOR', viewerCanInvite: true }), username: 'cleo' });
    await user.click(screen.getByRole('button', { name: 'Board options' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['Invite collaborators']);
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

/** Opens the owner's 'Board options' menu and picks `item`. */
async function chooseOption(user: ReturnType<typeof userEvent.setup>, item: 'Archive board' | 'Unarchive board' | 'Delete board') {
  await user.click(await screen.findByRole('button', { name: 'Board options' }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
}

const archivedBanner = () => screen.queryByText('This board is archived');

describe('BoardPage, its owner', () => {
  const renderOwn = (board = own()) => renderBoard({ board, username: 'ben' });

  it('shows Edit board, Board options and Add section; Edit board opens /board/{id}/edit', async () => {
    const { environment, user } = await renderOwn();
    expect(screen.getByRole('button', { name: 'Add section' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Edit board' }));
    expect((await nextOperation(environment, 'routes_BoardEditQuery')).request.variables).toEqual({ boardId: '42' });
  });

  it('Archive asks first, shows the banner at once and rolls it back with a toast when the server fails', async () => {
    const { environment, user } = await renderOwn();
    await chooseOption(user, 'Archive board');
    const dialog = await screen.findByRole('dialog', { name: 'Archive this board?' });
    expect(mutations(environment)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    const operation = await nextOperation(environment, 'useArchiveBoardMutation');
    expect(operation.request.variables).toEqual({ input: { boardId: BOARD_ID, archived: true } });
    expect(archivedBanner()).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add section' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit board' })).toBeNull();
    await act(async () =>
      environment.mock.resolve(operation, {
        data: { archiveBoard: { board: null, errors: [{ code: 'INVALID_PARAMETER', field: 'boardId', message: "Quick Saves can't be archived." }] } },
      }),
    );
    expect(await screen.findByText("Quick Saves can't be archived.")).toBeTruthy();
    expect(archivedBanner()).toBeNull();
    expect(screen.getByRole('button', { name: 'Add section' })).toBeTruthy();
  });

  it('Archive kept when the server agrees', async () => {
    const { environment, user } = await renderOwn();
    await chooseOption(user, 'Archive board');
    await user.click(within(await screen.findByRole('dialog', { name: 'Archive this board?' })).getByRole('button', { name: 'Archive' }));
    const operation = await nextOperation(environment, 'useArchiveBoardMutation');
    await act(async () => environment.mock.resolve(operation, { data: { archiveBoard: { board: { id: BOARD_ID, archived: true }, errors: [] } } }));
    expect(archivedBanner()).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Archive this board?' })).toBeNull();
  });

  it('an archived board: the banner with Unarchive (applied at once, rolled back on a network error), no Add section', async () => {
    const { environment, user } = await renderOwn(own({ archived: true }));
    expect(archivedBanner()).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add section' })).toBeNull();
    // BannerSlim draws its action twice (a narrow and a wide layout; CSS shows one).
    await user.click(screen.getAllByRole('button', { name: 'Unarchive board' })[0]!);
    const operation = await nextOperation(environment, 'useArchiveBoardMutation');
    expect(operation.request.variables).toEqual({ input: { boardId: BOARD_ID, archived: false } });
    expect(archivedBanner()).toBeNull();
    await act(async () => environment.mock.reject(operation, new Error('offline')));
    expect(await screen.findByText("Couldn't unarchive the board. Please try again.")).toBeTruthy();
    expect(archivedBanner()).toBeTruthy();
  });

  it('others see an archived board read-only, without Unarchive', async () => {
    await renderBoard({ board: kitchen({ archived: true, viewerRole: 'COLLABORATOR' }) });
    expect(archivedBanner()).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unarchive board' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add section' })).toBeNull();
  });

  /** Deletes the board from its menu; the profile opens at once (its query left pending). */
  async function deleteFromMenu() {
    const rendered = await renderOwn();
    await chooseOption(rendered.user, 'Delete board');
    const dialog = await screen.findByRole('dialog', { name: 'Delete this board?' });
    expect(mutations(rendered.environment)).toHaveLength(0);
    await rendered.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const operation = await nextOperation(rendered.environment, 'deleteBoardMutation');
    expect(operation.request.variables).toEqual({ input: { boardId: BOARD_ID } });
    expect(await screen.findByText('Deleted board "Kitchen ideas"')).toBeTruthy();
    const profile = await nextOperation(rendered.environment, 'routes_ProfileQuery');
    expect(profile.request.variables).toEqual({ username: 'ben', saved: false });
    // The profile's list still holds the board as the server answers it (the delete is not done yet).
    await act(async () =>
      rendered.environment.mock.resolve(
        profile,
        MockPayloadGenerator.generate(profile, {
          Query: () => ({ user: { id: 'VXNlcjoy', username: 'ben', fullName: 'Ben Carter', isViewer: true, blockedByMe: false }, viewer: { isAuthenticated: true, isLimitedLogin: false, user: { id: 'VXNlcjoy', username: 'ben' } } }),
          BoardConnection: () => ({
            edges: [
              { cursor: 'b0', node: { id: BOARD_ID, name: 'Kitchen ideas', url: '/ben/kitchen/', pinCount: 12, privacy: 'public' } },
              { cursor: 'b1', node: { id: 'Qm9hcmQ6NDM=', name: 'Pantry', url: '/ben/pantry/', pinCount: 2, privacy: 'public' } },
            ],
            pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: 'b0', endCursor: 'b1' },
          }),
        }),
      ),
    );
    await screen.findByTestId('profile', {}, { timeout: 5000 });
    return { ...rendered, operation };
  }
  const boardCards = () => screen.queryAllByTestId('board-card').map((card) => card.textContent);

  it('Delete asks first, opens the profile at once without the board, and keeps it gone when the server agrees', async () => {
    const { environment, operation } = await deleteFromMenu();
    await waitFor(() => expect(boardCards()).toEqual([expect.stringContaining('Pantry')]));
    await act(async () => environment.mock.resolve(operation, { data: { deleteBoard: { deletedBoardId: BOARD_ID, errors: [] } } }));
    expect(boardCards()).toEqual([expect.stringContaining('Pantry')]);
    expect(screen.queryByTestId('board-delete-error-toast')).toBeNull();
  });

  it('a failed delete puts the board back in the list with an error toast', async () => {
    const { environment, operation } = await deleteFromMenu();
    await waitFor(() => expect(boardCards()).toHaveLength(1));
    await act(async () => environment.mock.reject(operation, new Error('offline')));
    expect(await screen.findByText("Sorry! We couldn't delete that board. It's back on your profile.")).toBeTruthy();
    expect(boardCards()).toEqual([expect.stringContaining('Kitchen ideas'), expect.stringContaining('Pantry')]);
  });

  it('a delete the server refuses (errors as data) is rolled back too, with its message', async () => {
    const { environment, operation } = await deleteFromMenu();
    await act(async () =>
      environment.mock.resolve(operation, { data: { deleteBoard: { deletedBoardId: null, errors: [{ code: 'FORBIDDEN', field: 'boardId', message: 'Only its owner can delete a board.' }] } } }),
    );
    expect(await screen.findByText('Only its owner can delete a board.')).toBeTruthy();
    expect(boardCards()).toHaveLength(2);
  });

  it('Add section: a name, then createBoardSection; the new section is appended to the row', async () => {
    const { environment, user } = await renderOwn();
    await user.click(screen.getByRole('button', { name: 'Add section' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add section' });
    expect((within(dialog).getByRole('button', { name: 'Add' }) as HTMLButtonElement).disabled).toBe(true);
    await user.type(within(dialog).getByLabelText('Section name'), '  Breakfast ');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    const operation = await nextOperation(environment, 'sectionMutationsCreateMutation');
    expect(operation.request.variables).toEqual({ input: { boardId: BOARD_ID, title: 'Breakfast' } });
    await act(async () =>
      environment.mock.resolve(operation, {
        data: {
          createBoardSection: {
            section: { id: 'U2VjdGlvbjoz', entityId: '3', title: 'Breakfast', slug: 'breakfast', url: '/ben/kitchen/breakfast/', pinCount: 0, coverImage: null },
            board: { id: BOARD_ID, sectionCount: 3 },
            errors: [],
          },
        },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add section' })).toBeNull());
    const links = within(screen.getByRole('list', { name: 'Sections' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual(['Shelves, 3 Pins', 'Pots, 1 Pin', 'Breakfast, 0 Pins']);
  });

  it('Add section shows the server\u2019s error on the field and keeps the dialog open', async () => {
    const { environment, user } = await renderOwn();
    await user.click(screen.getByRole('button', { name: 'Add section' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add section' });
    await user.type(within(dialog).getByLabelText('Section name'), 'shelves{Enter}');
    const operation = await nextOperation(environment, 'sectionMutationsCreateMutation');
    await act(async () =>
      environment.mock.resolve(operation, {
        data: { createBoardSection: { section: null, board: null, errors: [{ code: 'TAKEN', field: 'title', message: 'This board already has a section with that name.' }] } },
      }),
    );
    expect(await within(dialog).findByText('This board already has a section with that name.')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Sections' })).getAllByRole('link')).toHaveLength(2);
  });

  it('Add section checks the length before asking the server', async () => {
    const { environment, user } = await renderOwn();
    await user.click(screen.getByRole('button', { name: 'Add section' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add section' });
    const field = within(dialog).getByLabelText('Section name');
    await user.type(field, 'x'.repeat(51));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Section names can be at most 50 characters.')).toBeTruthy();
    expect(mutations(environment)).toHaveLength(0);
    await user.type(field, '{Backspace}');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect((await nextOperation(environment, 'sectionMutationsCreateMutation')).request.variables).toEqual({ input: { boardId: BOARD_ID, title: 'x'.repeat(50) } });
  });
});
