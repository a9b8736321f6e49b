import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MOBILE_QUERY } from '../../shell/useIsMobile';
import { mockMediaQuery } from '../../testing/matchMedia';
import { adaUser, nextOperation, signedInViewer } from '../../testing/operations';
import { mockConnection } from '../../testing/pins';
import { renderApp } from '../../testing/render';

await import('./CollaboratorsPage');

const BOARD_ID = 'Qm9hcmQ6NDI=';
const CLEO = { id: 'VXNlcjo3', username: 'cleo', fullName: 'Cleo Day', imageMediumUrl: '', isViewer: false };
const DAN = { id: 'VXNlcjo4', username: 'dan', fullName: 'Dan Ito', imageMediumUrl: '', isViewer: false };
const EVE = { id: 'VXNlcjo5', username: 'eve', fullName: 'Eve Ortiz', imageMediumUrl: '' };
const INVITE_ID = 'SW52aXRlOjQyOjk=';
const pageInfo = { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null };

const board = (overrides: Record<string, unknown> = {}) => ({
  id: BOARD_ID,
  entityId: '42',
  name: 'Kitchen ideas',
  description: '',
  url: '/ben/kitchen/',
  privacy: 'secret',
  archived: false,
  viewerRole: 'OWNER',
  viewerCanInvite: true,
  collaboratorsCanInvite: true,
  collaboratorCount: 2,
  pinCount: 12,
  followerCount: 4,
  followedByMe: false,
  owner: { id: 'VXNlcjoy', username: 'ben', fullName: 'Ben Carter', imageMediumUrl: '', isViewer: true },
  ...overrides,
});

/** /board/42/edit/collaborators as `username`; the route's query answered with `data`. */
async function renderPeople(data: Record<string, unknown> = board(), username = 'ben') {
  const environment = createMockEnvironment();
  renderApp(environment, '/board/42/edit/collaborators', { viewer: { ...signedInViewer(), user: { ...adaUser(), username } } });
  const operation = await nextOperation(environment, 'routes_BoardCollaboratorsQuery');
  expect(operation.request.variables).toEqual({ boardId: '42' });
  await act(async () =>
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        Board: () => data,
        BoardCollaboratorConnection: () => ({ edges: [{ cursor: 'a', node: { user: CLEO } }, { cursor: 'b', node: { user: DAN } }], pageInfo }),
        InviteConnection: () => ({ edges: [{ cursor: 'c', node: { id: INVITE_ID, invitedUser: EVE, inviter: { isViewer: true } } }], pageInfo }),
        BoardSectionConnection: () => ({ edges: [], pageInfo }),
        PinConnection: () => mockConnection(0, 2, false),
      }),
    ),
  );
  await waitFor(() => expect(screen.queryByTestId('board-collaborators') ?? screen.queryByTestId('board')).toBeTruthy(), { timeout: 5000 });
  return { environment, user: userEvent.setup() };
}

const dialog = () => screen.findByRole('dialog', { name: 'Collaborators' });
const collaboratorNames = () => within(screen.getByRole('list', { name: 'Collaborators' })).queryAllByText(/Cleo Day|Dan Ito/).map((node) => node.textContent);
const inviteNames = () => within(screen.queryByRole('list', { name: 'Pending invites' }) ?? document.createElement('div')).queryAllByText('Eve Ortiz');

afterEach(() => vi.restoreAllMocks());

describe('/board/{id}/edit/collaborators', () => {
  it("lists the owner, the collaborators and the pending invites over the board, with the owner's switch", async () => {
    await renderPeople();
    const editor = await dialog();
    expect(screen.getByRole('heading', { level: 1, name: 'Kitchen ideas' })).toBeTruthy();
    expect(within(editor).getByTestId('collaborator-owner').textContent).toContain('Ben Carter');
    expect(collaboratorNames()).toEqual(['Cleo Day', 'Dan Ito']);
    expect(inviteNames()).toHaveLength(1);
    expect(within(editor).getByRole('button', { name: 'Remove Cleo Day' })).toBeTruthy();
    expect(within(editor).getByRole('button', { name: 'Remove invite for Eve Ortiz' })).toBeTruthy();
    expect((within(editor).getByLabelText('Collaborators can invite') as HTMLInputElement).checked).toBe(true);
    expect(within(editor).getByRole('button', { name: 'Invite collaborators' })).toBeTruthy();
  });

  it('removing a collaborator takes them off at once and keeps them off when the server agrees', async () => {
    const { environment, user } = await renderPeople();
    const editor = await dialog();
    await user.click(within(editor).getByRole('button', { name: 'Remove Cleo Day' }));
    expect(collaboratorNames()).toEqual(['Dan Ito']);
    const operation = await nextOperation(environment, 'useRemoveBoardPeopleCollaboratorMutation');
    expect(operation.request.variables).toEqual({ input: { boardId: BOARD_ID, userId: CLEO.id } });
    await act(async () =>
      environment.mock.resolve(operation, {
        data: { removeBoardCollaborator: { removedUserId: CLEO.id, board: { id: BOARD_ID, collaboratorCount: 1, isCollaborative: true }, errors: [] } },
      }),
    );
    expect(collaboratorNames()).toEqual(['Dan Ito']);
    expect(screen.queryByTestId('remove-collaborator-toast')).toBeNull();
  });

  it('a refused removal (an error as data) puts the collaborator back, with an error toast', async () => {
    const { environment, user } = await renderPeople();
    const editor = await dialog();
    await user.click(within(editor).getByRole('button', { name: 'Remove Cleo Day' }));
    expect(collaboratorNames()).toEqual(['Dan Ito']);
    const operation = await nextOperation(environment, 'useRemoveBoardPeopleCollaboratorMutation');
    await act(async () =>
      environment.mock.resolve(operation, {
        data: { removeBoardCollaborator: { removedUserId: null, board: null, errors: [{ code: 'FORBIDDEN', message: 'Only the owner can do that.' }] } },
      }),
    );
    expect(collaboratorNames()).toEqual(['Cleo Day', 'Dan Ito']);
    expect((await screen.findByTestId('remove-collaborator-toast')).textContent).toContain("Couldn't remove Cleo Day. Try again.");
  });

  it('a removal that fails on the network puts the collaborator back, with an error toast', async () => {
    const { environment, user } = await renderPeople();
    const editor = await dialog();
    await user.click(within(editor).getByRole('button', { name: 'Remove Dan Ito' }));
    expect(collaboratorNames()).toEqual(['Cleo Day']);
    const operation = await nextOperation(environment, 'useRemoveBoardPeopleCollaboratorMutation');
    expect(operation.request.variables).toEqual({ input: { boardId: BOARD_ID, userId: DAN.id } });
    await act(async () => environment.mock.reject(operation, new Error('Failed to fetch')));
    expect(collaboratorNames()).toEqual(['Cleo Day', 'Dan Ito']);
    expect((await screen.findByTestId('remove-collaborator-toast')).textContent).toContain("Couldn't remove Dan Ito. Try again.");
  });

  it('removing an invite takes it off at once and keeps it off when the server agrees', async () => {
    const { environment, user } = await renderPeople();
    const editor = await dialog();
    await user.click(within(editor).getByRole('button', { name: 'Remove invite for Eve Ortiz' }));
    expect(inviteNames()).toHaveLength(0);
    const operation = await nextOperation(environment, 'useRemoveBoardPeopleInviteMutation');
    expect(operation.request.variables).toEqual({ input: { inviteId: INVITE_ID } });
    await act(async () => environment.mock.resolve(operation, { data: { removeBoardInvite: { removedInviteId: INVITE_ID, errors: [] } } }));
    expect(inviteNames()).toHaveLength(0);
    expect(screen.queryByTestId('remove-collaborator-toast')).toBeNull();
  });

  it('a refused invite removal puts the invite back, with an error toast', async () => {
    const { environment, user } = await renderPeople();
    const editor = await dialog();
    await user.click(within(editor).getByRole('button', { name: 'Remove invite for Eve Ortiz' }));
    expect(inviteNames()).toHaveLength(0);
    const operation = await nextOperation(environment, 'useRemoveBoardPeopleInviteMutation');
    await act(async () =>
      environment.mock.resolve(operation, { data: { removeBoardInvite: { removedInviteId: null, errors: [{ code: 'CONFLICT', message: 'That invite was accepted.' }] } } }),
    );
    expect(inviteNames()).toHaveLength(1);
    expect((await screen.findByTestId('remove-collaborator-toast')).textContent).toContain("Couldn't remove Eve Ortiz. Try again.");
  });

  it('an invite removal that fails on the network puts the invite back, with an error toast', async () => {
    const { environment, user } = await renderPeople();
    const editor = await dialog();
    await user.click(within(editor).getByRole('button', { name: 'Remove invite for Eve Ortiz' }));
    expect(inviteNames()).toHaveLength(0);
    const operation = await nextOperation(environment, 'useRemoveBoardPeopleInviteMutation');
    await act(async () => environment.mock.reject(operation, new Error('Failed to fetch')));
    expect(inviteNames()).toHaveLength(1);
    expect((await screen.findByTestId('remove-collaborator-toast')).textContent).toContain("Couldn't remove Eve Ortiz. Try again.");
  });

  it('"Collaborators can invite" goes off at once through updateBoard and back on when refused', async () => {
    const { environment, user } = await renderPeople();
    const editor = await dialog();
    const toggle = within(editor).getByLabelText('Collaborators can invite') as HTMLInputElement;
    await user.click(toggle);
    expect(toggle.checked).toBe(false);
    const operation = await nextOperation(environment, 'useCollaboratorsCanInviteMutation');
    expect(operation.request.variables).toEqual({ input: { boardId: BOARD_ID, collaboratorsCanInvite: false } });
    await act(async () => environment.mock.reject(operation, new Error('Failed to fetch')));
    expect(toggle.checked).toBe(true);
    expect((await screen.findByTestId('collaborators-can-invite-toast')).textContent).toContain("Couldn't change who can invite");
  });

  it('a collaborator removes no one but the invites they sent, and has no switch', async () => {
    await renderPeople(
      board({ viewerRole: 'COLLABORATOR', viewerCanInvite: false, owner: { id: 'VXNlcjoy', username: 'ben', fullName: 'Ben Carter', imageMediumUrl: '', isViewer: false } }),
      'cleo',
    );
    const editor = await dialog();
    expect(within(editor).queryByRole('button', { name: 'Remove Cleo Day' })).toBeNull();
    expect(within(editor).queryByRole('button', { name: 'Remove Dan Ito' })).toBeNull();
    // The invite's inviter is the viewer: they may take it back.
    expect(within(editor).getByRole('button', { name: 'Remove invite for Eve Ortiz' })).toBeTruthy();
    expect(within(editor).queryByLabelText('Collaborators can invite')).toBeNull();
    // The owner does not let collaborators invite.
    expect(within(editor).queryByRole('button', { name: 'Invite collaborators' })).toBeNull();
  });

  it("a collaborator's own row has Leave board, which asks first and sends leaveBoard", async () => {
    const environment = createMockEnvironment();
    renderApp(environment, '/board/42/edit/collaborators', { viewer: { ...signedInViewer(), user: { ...adaUser(), username: 'cleo' } } });
    const operation = await nextOperation(environment, 'routes_BoardCollaboratorsQuery');
    await act(async () =>
      environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, {
          Board: () => board({ viewerRole: 'COLLABORATOR', viewerCanInvite: true, owner: { id: 'VXNlcjoy', username: 'ben', fullName: 'Ben Carter', imageMediumUrl: '', isViewer: false } }),
          BoardCollaboratorConnection: () => ({ edges: [{ cursor: 'a', node: { user: { ...CLEO, isViewer: true } } }], pageInfo }),
          InviteConnection: () => ({ edges: [], pageInfo }),
          BoardSectionConnection: () => ({ edges: [], pageInfo }),
          PinConnection: () => mockConnection(0, 2, false),
        }),
      ),
    );
    const user = userEvent.setup();
    const editor = await dialog();
    expect(within(editor).getByRole('button', { name: 'Invite collaborators' })).toBeTruthy();
    await user.click(within(editor).getByRole('button', { name: 'Leave board' }));
    const confirm = await screen.findByRole('dialog', { name: 'Leave this board?' });
    await user.click(within(confirm).getByRole('button', { name: 'Leave' }));
    const leave = await nextOperation(environment, 'useLeaveBoardMutation');
    expect(leave.request.variables).toEqual({ input: { boardId: BOARD_ID } });
    await act(async () => environment.mock.resolve(leave, { data: { leaveBoard: { leftBoardId: BOARD_ID, errors: [] } } }));
    expect((await screen.findByTestId('left-board-toast')).textContent).toContain('You left "Kitchen ideas"');
    await nextOperation(environment, 'routes_HomeQuery');
  });

  it('someone who is neither owner nor collaborator sees the board', async () => {
    await renderPeople(board({ viewerRole: 'NONE', viewerCanInvite: false, owner: { id: 'VXNlcjoy', username: 'ben', fullName: 'Ben Carter', imageMediumUrl: '', isViewer: false } }), 'zed');
    expect(await screen.findByTestId('board')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Collaborators' })).toBeNull();
  });

  it('is a page with Back on a phone', async () => {
    mockMediaQuery(MOBILE_QUERY, true);
    await renderPeople();
    const page = await screen.findByTestId('board-collaborators');
    expect(within(page).getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByTestId('board')).toBeNull();
  });
});
