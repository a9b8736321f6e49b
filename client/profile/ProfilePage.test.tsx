import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adaUser, nextOperation, signedInViewer, signedOutViewer } from '../testing/operations';
import { mockConnection } from '../testing/pins';
import { renderApp, type MockEnvironment } from '../testing/render';

// The route loads the page lazily; loaded here once, the first test does not spend its wait on
// transforming the page's modules (over 5 s on a loaded machine).
await import('./ProfilePage');

const BEN_ID = 'VXNlcjoy';

const ben = (overrides: Record<string, unknown> = {}) => ({
  id: BEN_ID,
  entityId: '2',
  username: 'ben',
  fullName: 'Ben Carter',
  firstName: 'Ben',
  lastName: 'Carter',
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
      cover: { url: `https://img.example/236x/b${i}.jpg`, dominantColor: '#aabbcc' },
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
  await screen.findByTestId(user === null ? 'not-found' : 'profile', {}, { timeout: 5000 });
  return { environment, user: userEvent.setup() };
}

const mutations = (environment: MockEnvironment) =>
  environment.mock.getAllOperations().filter((operation) => operation.request.node.params.operationKind === 'mutation');

const followerCount = () => screen.getByTestId('follower-count').textContent;

/** Opens the profile's '…' menu and picks `item`. */
async function chooseFromMenu(user: ReturnType<typeof userEvent.setup>, item: 'Block' | 'Unblock') {
  await user.click(await screen.findByRole('button', { name: 'Profile options' }));
  await user.click(await screen.findByText(item, { selector: '[role="menuitem"] *' }));
}

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
    // Block is in the '…' menu, not beside Follow.
    expect(screen.queryByRole('button', { name: 'Block' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Profile options' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit profile' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create board' })).toBeNull();
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
    await chooseFromMenu(user, 'Block');
    await user.click(await screen.findByRole('button', { name: /^Block .+/ }));
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
    await chooseFromMenu(user, 'Block');
    expect(await screen.findByRole('heading', { name: /^Block .+\?$/ })).toBeTruthy();
    expect(screen.getByText(/won't be able to follow you, see your profile, boards or Pins, or message you/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: /^Block .+\?$/ })).toBeNull());
    expect(mutations(environment)).toHaveLength(0);
  });

  it('Block shows "Unblock" at once and is reverted on failure', async () => {
    const { environment, user } = await renderProfile({ user: ben({ explicitlyFollowedByMe: true }) });
    await chooseFromMenu(user, 'Block');
    await user.click(await screen.findByRole('button', { name: /^Block .+/ }));
    const operation = await mutation(environment, 'useBlockUserMutation');
    expect(screen.getByRole('button', { name: 'Unblock' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Following' })).toBeNull();
    expect(followerCount()).toBe('6 followers');
    expect(await screen.findByText('Blocked Ben Carter')).toBeTruthy();
    // A blocked person's boards are hidden at once.
    expect(screen.getByTestId('profile-blocked')).toBeTruthy();
    expect(screen.queryAllByTestId('board-card')).toHaveLength(0);
    await failWith(environment, operation, 'blockUser', 'UNAUTHENTICATED', 'Please log in again.');
    expect(await screen.findByText('Please log in again.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unblock' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Following' })).toBeTruthy();
    expect(followerCount()).toBe('7 followers');
    expect(screen.getAllByTestId('board-card')).toHaveLength(2);
  });

  it('Block keeps "Unblock" when the server agrees; Unblock is reverted on a network error', async () => {
    const { environment, user } = await renderProfile();
    await chooseFromMenu(user, 'Block');
    await user.click(await screen.findByRole('button', { name: /^Block .+/ }));
    const block = await mutation(environment, 'useBlockUserMutation');
    await act(async () =>
      environment.mock.resolve(block, {
        data: { blockUser: { user: { id: BEN_ID, explicitlyFollowedByMe: false, followerCount: 7, blockedByMe: true }, errors: [] } },
      }),
    );
    // Unblock is in the '…' menu too.
    await chooseFromMenu(user, 'Unblock');
    await mutation(environment, 'useUnblockUserMutation');
    expect(screen.getByRole('button', { name: 'Follow' })).toBeTruthy();
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('offline')));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Unblock' })).toBeTruthy());
    expect(screen.getByTestId('profile-blocked')).toBeTruthy();
  });

  it('a profile you blocked shows no boards; Unblock asks for them again and shows them', async () => {
    const { environment, user } = await renderProfile({ user: ben({ blockedByMe: true }), boardCount: 0 });
    expect(screen.getByTestId('profile-blocked').textContent).toMatch(/You blocked Ben Carter/);
    expect(screen.queryByTestId('profile-boards')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Unblock' }));
    const unblock = await mutation(environment, 'useUnblockUserMutation');
    await act(async () =>
      environment.mock.resolve(unblock, {
        data: { unblockUser: { user: { id: BEN_ID, explicitlyFollowedByMe: false, followerCount: 7, blockedByMe: false }, errors: [] } },
      }),
    );
    const refetch = await nextOperation(environment, 'ProfilePageRefetchQuery');
    expect(refetch.request.variables).toMatchObject({ id: BEN_ID, saved: false });
    await act(async () =>
      environment.mock.resolve(refetch, MockPayloadGenerator.generate(refetch, { User: () => ben(), BoardConnection: () => boards(3) })),
    );
    await waitFor(() => expect(screen.getAllByTestId('board-card')).toHaveLength(3));
    expect(screen.queryByTestId('profile-blocked')).toBeNull();
  });

  it('signed out, Follow opens the log-in modal ("Log in to follow") without a request', async () => {
    const { environment, user } = await renderProfile({ viewer: null });
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByText('Log in to follow')).toBeTruthy();
    expect(screen.getByTestId('login-modal')).toBeTruthy();
    expect(mutations(environment)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Follow' })).toBeTruthy();
  });

  it('your own profile: Edit profile and Create board, no Follow or options menu', async () => {
    await renderProfile({ viewer: 'ben', user: ben({ isViewer: true }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ben Carter' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Profile options' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit profile' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Create board/ })).toBeTruthy();
  });

  it('writes the name once when it is the username (no name or last name given)', async () => {
    await renderProfile({ user: ben({ fullName: 'ben', firstName: '', lastName: '' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'ben' })).toBeTruthy();
    expect(screen.queryByText('@ben')).toBeNull();
  });

  it("Create board: the save flow's form in a modal; the new board goes first in the grid, with a toast", async () => {
    const { environment, user } = await renderProfile({ viewer: 'ben', user: ben({ isViewer: true }) });
    await user.click(screen.getByRole('button', { name: /Create board/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), '  Road trips ');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    const create = await nextOperation(environment, 'useCreateBoardMutation');
    expect(create.request.variables).toEqual({ input: { name: 'Road trips', privacy: 'public' }, connections: [] });
    await act(async () =>
      environment.mock.resolve(
        create,
        MockPayloadGenerator.generate(create, {
          CreateBoardPayload: () => ({ errors: [] }),
          Board: () => ({ id: 'Qm9hcmQ6OTk=', entityId: '99', name: 'Road trips', url: '/ben/road-trips/', pinCount: 0, privacy: 'public', cover: null, collageImages: [] }),
        }),
      ),
    );
    await waitFor(() => expect(screen.getAllByTestId('board-card')).toHaveLength(3));
    expect(within(screen.getAllByTestId('board-card')[0]!).getByText('Road trips')).toBeTruthy();
    expect(await screen.findByText('Created board "Road trips"')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  describe('Edit profile', () => {
    const NEW_PICTURE = 'https://img.example/136x136/new.jpg';
    afterEach(() => {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    });
    const picture = (type = 'image/png', bytes = 2048) => new File([new Uint8Array(bytes)], 'me.png', { type });
    const v3Answer = (status: number, error: { code: string; message: string } | null = null) =>
      new Response(JSON.stringify({ resource_response: { data: error ? null : {}, bookmark: null, error, http_status: status } }), {
        status,
        headers: { 'content-type': 'application/json' },
      });

    async function openEditor(options: { applyAccept?: boolean } = {}) {
      const rendered = await renderProfile({ viewer: 'ben', user: ben({ isViewer: true, imageMediumUrl: 'https://img.example/136x136/old.jpg' }) });
      const user = userEvent.setup({ applyAccept: options.applyAccept ?? true });
      URL.createObjectURL = vi.fn(() => 'blob:preview');
      URL.revokeObjectURL = vi.fn();
      await user.click(screen.getByRole('button', { name: 'Edit profile' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit profile' });
      return { ...rendered, user, dialog };
    }

    it('sends the chosen picture to v3, reads the new one into the store, then saves the names; a toast says so', async () => {
      const fetchMock = vi.fn(async () => v3Answer(200));
      vi.stubGlobal('fetch', fetchMock);
      const { environment, user, dialog } = await openEditor();
      expect((within(dialog).getByLabelText('First name') as HTMLInputElement).value).toBe('Ben');
      await user.upload(within(dialog).getByLabelText('Profile picture'), picture());
      // The preview shows the chosen file before anything is sent.
      await waitFor(() => expect(within(screen.getByTestId('edit-profile-picture')).getByRole('presentation').getAttribute('src')).toBe('blob:preview'));
      expect(fetchMock).not.toHaveBeenCalled();
      await user.clear(within(dialog).getByLabelText('First name'));
      await user.type(within(dialog).getByLabelText('First name'), 'Benjamin');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));

      expect(fetchMock).toHaveBeenCalledWith('/v3/users/me/avatar/', expect.objectContaining({ method: 'PUT', credentials: 'same-origin', headers: expect.objectContaining({ 'content-type': 'image/png' }) }));
      const refresh = await nextOperation(environment, 'avatarUploadRefreshQuery');
      await act(async () =>
        environment.mock.resolve(refresh, { data: { viewer: { user: { id: BEN_ID, imageSmallUrl: 'https://img.example/60x60/new.jpg', imageMediumUrl: NEW_PICTURE } } } }),
      );
      const update = await nextOperation(environment, 'useUpdateProfileMutation');
      expect(update.request.variables).toEqual({ input: { firstName: 'Benjamin', lastName: 'Carter', about: 'Bread and bikes.', username: 'ben' } });
      await act(async () =>
        environment.mock.resolve(
          update,
          MockPayloadGenerator.generate(update, {
            AccountPayload: () => ({ errors: [] }),
            User: () => ({ ...ben({ isViewer: true }), firstName: 'Benjamin', fullName: 'Benjamin Carter', imageMediumUrl: NEW_PICTURE }),
          }),
        ),
      );
      expect(await screen.findByText('Profile saved')).toBeTruthy();
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit profile' })).toBeNull());
      expect(screen.getByRole('heading', { level: 1, name: 'Benjamin Carter' })).toBeTruthy();
      expect(screen.getByTestId('profile').querySelector(`img[src="${NEW_PICTURE}"]`)).toBeTruthy();
    });

    it("shows v3's refusal beside the picture and saves nothing else", async () => {
      vi.stubGlobal('fetch', vi.fn(async () => v3Answer(400, { code: 'invalid_image', message: "This picture couldn't be read." })));
      const { environment, user, dialog } = await openEditor();
      await user.upload(within(dialog).getByLabelText('Profile picture'), picture());
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByText("This picture couldn't be read.")).toBeTruthy();
      expect(mutations(environment)).toHaveLength(0);
      expect(screen.getByRole('dialog', { name: 'Edit profile' })).toBeTruthy();
    });

    it('refuses a file of another type or over 10 MB before sending it', async () => {
      const fetchMock = vi.fn(async () => v3Answer(200));
      vi.stubGlobal('fetch', fetchMock);
      const { user, dialog } = await openEditor({ applyAccept: false });
      await user.upload(within(dialog).getByLabelText('Profile picture'), picture('image/heic'));
      expect(await within(dialog).findByText('Choose a JPEG, PNG, WebP or GIF picture.')).toBeTruthy();
      await user.upload(within(dialog).getByLabelText('Profile picture'), picture('image/jpeg', 10 * 1024 * 1024 + 1));
      expect(await within(dialog).findByText('This picture is too big: choose one of at most 10 MB.')).toBeTruthy();
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('shows field errors from updateProfile beside the field', async () => {
      const { environment, user, dialog } = await openEditor();
      await user.clear(within(dialog).getByLabelText('Username'));
      await user.type(within(dialog).getByLabelText('Username'), 'ada');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      const update = await nextOperation(environment, 'useUpdateProfileMutation');
      await act(async () =>
        environment.mock.resolve(update, { data: { updateProfile: { errors: [{ field: 'username', code: 'TAKEN', message: 'That username is already taken.' }], viewer: null } } }),
      );
      expect(await within(dialog).findByText('That username is already taken.')).toBeTruthy();
      expect(screen.getByRole('dialog', { name: 'Edit profile' })).toBeTruthy();
    });
  });

  it.each(['/pin/', '/login/x/'])('%s is not a profile', async (path) => {
    const environment = createMockEnvironment();
    renderApp(environment, path);
    expect(await screen.findByRole('heading', { level: 1, name: "Sorry! We couldn't find that page" })).toBeTruthy();
    expect(environment.mock.getAllOperations().map((operation) => operation.request.node.params.name)).not.toContain('routes_ProfileQuery');
  });
});

describe('ProfileBoards filters and custom order', () => {
  const filterNames = () => within(screen.getByRole('group', { name: 'Show boards' })).getAllByRole('button').map((button) => button.textContent);
  const tileNames = () => screen.getAllByTestId('board-card').map((tile) => tile.closest('a')?.getAttribute('aria-label')?.split(',')[0]);

  it('offers All, Group, Secret and Archived on your own profile; Secret is yours only, Archived for members', async () => {
    await renderProfile({ viewer: 'ben', user: ben({ isViewer: true }) });
    expect(filterNames()).toEqual(['All', 'Group', 'Secret', 'Archived']);
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
  });

  it.each([
    ['a member', 'ada', ['All', 'Group', 'Archived']],
    ['a visitor', null, ['All', 'Group']],
  ] as const)("offers %s no Secret chip on another's profile", async (_, viewer, names) => {
    await renderProfile({ viewer });
    expect(filterNames()).toEqual(names);
  });

  it('a chip refetches the boards with its filter; the default list leaves archived boards out', async () => {
    const { environment, user } = await renderProfile({ viewer: 'ben', user: ben({ isViewer: true }) });
    await user.click(screen.getByRole('button', { name: 'Archived' }));
    const refetch = await nextOperation(environment, 'ProfileBoardsPaginationQuery');
    expect(refetch.request.variables).toMatchObject({ id: BEN_ID, sort: 'last_pinned_to', filter: 'ARCHIVED', count: 25, cursor: null });
    expect(refetch.request.node.params.text ?? '').not.toContain('includeArchived: true');
    await act(async () => environment.mock.resolve(refetch, MockPayloadGenerator.generate(refetch, { User: () => ben({ isViewer: true }), BoardConnection: () => boards(1) })));
    await waitFor(() => expect(screen.getAllByTestId('board-card')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Archived' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Group' }));
    expect((await nextOperation(environment, 'ProfileBoardsPaginationQuery')).request.variables).toMatchObject({ filter: 'GROUP' });
  });

  /** Your own profile in the 'Drag and drop' (custom) order, with four boards. */
  async function renderCustomOrder() {
    const rendered = await renderProfile({ viewer: 'ben', user: ben({ isViewer: true }) });
    expect(screen.queryByRole('button', { name: 'Move Board 0 later' })).toBeNull();
    await rendered.user.selectOptions(await screen.findByLabelText('Sort by'), 'custom');
    const refetch = await nextOperation(rendered.environment, 'ProfileBoardsPaginationQuery');
    await act(async () =>
      rendered.environment.mock.resolve(refetch, MockPayloadGenerator.generate(refetch, { User: () => ben({ isViewer: true }), BoardConnection: () => boards(4) })),
    );
    await waitFor(() => expect(tileNames()).toEqual(['Board 0', 'Board 1', 'Board 2', 'Board 3']));
    return rendered;
  }

  it('Move later shows the new order at once and keeps it when the server agrees', async () => {
    const { environment, user } = await renderCustomOrder();
    expect((screen.getByRole('button', { name: 'Move Board 0 earlier' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Move Board 1 later' }));
    const operation = await nextOperation(environment, 'reorderBoardsMutation');
    expect(operation.request.variables).toEqual({ input: { boardId: 'Qm9hcmQ61', afterBoardId: 'Qm9hcmQ62' } });
    expect(tileNames()).toEqual(['Board 0', 'Board 2', 'Board 1', 'Board 3']);
    await act(async () => environment.mock.resolve(operation, { data: { reorderBoards: { board: { id: 'Qm9hcmQ61' }, errors: [] } } }));
    expect(tileNames()).toEqual(['Board 0', 'Board 2', 'Board 1', 'Board 3']);
  });

  it('Move earlier to the front sends afterBoardId null; a refusal puts the board back with its message', async () => {
    const { environment, user } = await renderCustomOrder();
    await user.click(screen.getByRole('button', { name: 'Move Board 1 earlier' }));
    const operation = await nextOperation(environment, 'reorderBoardsMutation');
    expect(operation.request.variables).toEqual({ input: { boardId: 'Qm9hcmQ61', afterBoardId: null } });
    expect(tileNames()).toEqual(['Board 1', 'Board 0', 'Board 2', 'Board 3']);
    await act(async () =>
      environment.mock.resolve(operation, { data: { reorderBoards: { board: null, errors: [{ code: 'FORBIDDEN', message: 'Only the owner can reorder boards.' }] } } }),
    );
    expect(await screen.findByText('Only the owner can reorder boards.')).toBeTruthy();
    expect(tileNames()).toEqual(['Board 0', 'Board 1', 'Board 2', 'Board 3']);
  });

  it('dragging a board onto another takes its place; a network failure puts it back', async () => {
    const { environment } = await renderCustomOrder();
    const tiles = screen.getAllByTestId('board-reorder');
    fireEvent.dragStart(tiles[3]!);
    fireEvent.dragOver(tiles[1]!);
    fireEvent.drop(tiles[1]!);
    const operation = await nextOperation(environment, 'reorderBoardsMutation');
    expect(operation.request.variables).toEqual({ input: { boardId: 'Qm9hcmQ63', afterBoardId: 'Qm9hcmQ60' } });
    expect(tileNames()).toEqual(['Board 0', 'Board 3', 'Board 1', 'Board 2']);
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('offline')));
    expect(await screen.findByText("Couldn't move that board. Try again.")).toBeTruthy();
    expect(tileNames()).toEqual(['Board 0', 'Board 1', 'Board 2', 'Board 3']);
  });
});
