import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adaUser, nextOperation, signedInViewer } from '../../testing/operations';
import { mockConnection } from '../../testing/pins';
import { renderApp } from '../../testing/render';

await import('./AddCollaboratorsPage');

const BOARD_ID = 'Qm9hcmQ6NDI=';
const pageInfo = { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null };
const board = (overrides: Record<string, unknown> = {}) => ({
  id: BOARD_ID,
  entityId: '42',
  name: 'Kitchen ideas',
  description: '',
  url: '/ben/kitchen/',
  privacy: 'public',
  archived: false,
  viewerRole: 'OWNER',
  viewerCanInvite: true,
  collaboratorCount: 0,
  pinCount: 12,
  followerCount: 4,
  followedByMe: false,
  owner: { id: 'VXNlcjoy', username: 'ben', fullName: 'Ben Carter', imageMediumUrl: '', isViewer: true },
  ...overrides,
});

async function renderAdd(data: Record<string, unknown> = board()) {
  const environment = createMockEnvironment();
  renderApp(environment, '/board/42/edit/add_collaborators', { viewer: { ...signedInViewer(), user: { ...adaUser(), username: 'ben' } } });
  const operation = await nextOperation(environment, 'routes_BoardAddCollaboratorsQuery');
  expect(operation.request.variables).toEqual({ boardId: '42' });
  await act(async () =>
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        Board: () => data,
        BoardCollaboratorConnection: () => ({ edges: [], pageInfo }),
        BoardSectionConnection: () => ({ edges: [], pageInfo }),
        PinConnection: () => mockConnection(0, 2, false),
      }),
    ),
  );
  await waitFor(() => expect(screen.queryByTestId('add-collaborators') ?? screen.queryByTestId('board')).toBeTruthy(), { timeout: 5000 });
  return { environment, user: userEvent.setup() };
}

const dialog = () => screen.findByRole('dialog', { name: 'Invite collaborators' });

afterEach(() => vi.restoreAllMocks());

describe('/board/{id}/edit/add_collaborators', () => {
  it('finds people with the typeahead query (not the owner) and invites one by username', async () => {
    const { environment, user } = await renderAdd();
    const editor = await dialog();
    await user.type(within(editor).getByRole('combobox', { name: 'Search by name or email' }), 'da');
    const search = await nextOperation(environment, 'PeopleSearchQuery');
    expect(search.request.variables).toEqual({ query: 'da', first: 8 });
    await act(async () =>
      environment.mock.resolve(search, {
        data: {
          searchTypeahead: {
            users: [
              { id: 'VXNlcjo4', username: 'dan', fullName: 'Dan Ito', imageMediumUrl: '' },
              { id: 'VXNlcjoy', username: 'ben', fullName: 'Ben Carter', imageMediumUrl: '' },
            ],
          },
        },
      }),
    );
    const results = await within(editor).findAllByTestId('people-result');
    expect(results.map((row) => row.textContent)).toEqual([expect.stringContaining('Dan Ito')]);
    await user.click(within(editor).getByRole('button', { name: 'Invite Dan Ito' }));
    const invite = await nextOperation(environment, 'useInviteToBoardMutation');
    expect(invite.request.variables).toEqual({ input: { boardId: BOARD_ID, username: 'dan' } });
    await act(async () =>
      environment.mock.resolve(invite, {
        data: {
          inviteToBoard: {
            invite: { id: 'SW52aXRlOjQyOjg=', invitedUser: { id: 'VXNlcjo4', username: 'dan', fullName: 'Dan Ito', imageMediumUrl: '' }, inviter: { isViewer: true } },
            emailInvite: null,
            errors: [],
          },
        },
      }),
    );
    expect(await within(editor).findByRole('button', { name: 'Invited Dan Ito' })).toBeTruthy();
  });

  it("shows the server's reason beside the person when an invite is refused", async () => {
    const { environment, user } = await renderAdd();
    const editor = await dialog();
    await user.type(within(editor).getByRole('combobox', { name: 'Search by name or email' }), 'cl');
    const search = await nextOperation(environment, 'PeopleSearchQuery');
    await act(async () => environment.mock.resolve(search, { data: { searchTypeahead: { users: [{ id: 'VXNlcjo3', username: 'cleo', fullName: 'Cleo Day', imageMediumUrl: '' }] } } }));
    await user.click(await within(editor).findByRole('button', { name: 'Invite Cleo Day' }));
    const invite = await nextOperation(environment, 'useInviteToBoardMutation');
    await act(async () =>
      environment.mock.resolve(invite, {
        data: { inviteToBoard: { invite: null, emailInvite: null, errors: [{ code: 'ALREADY_COLLABORATOR', message: 'Cleo is already a collaborator.' }] } },
      }),
    );
    expect(await within(editor).findByText('Cleo is already a collaborator.')).toBeTruthy();
    expect(within(editor).getByRole('button', { name: 'Invite Cleo Day' })).toBeTruthy();
  });

  it('an e-mail address in the field is offered as itself and invited by e-mail', async () => {
    const { environment, user } = await renderAdd();
    const editor = await dialog();
    await user.type(within(editor).getByRole('combobox', { name: 'Search by name or email' }), 'friend@example.com');
    await user.click(await within(editor).findByRole('button', { name: 'Invite friend@example.com' }));
    expect(environment.mock.getAllOperations().some((operation) => operation.request.node.params.name === 'PeopleSearchQuery')).toBe(false);
    const invite = await nextOperation(environment, 'useInviteToBoardMutation');
    expect(invite.request.variables).toEqual({ input: { boardId: BOARD_ID, email: 'friend@example.com' } });
    await act(async () => environment.mock.resolve(invite, { data: { inviteToBoard: { invite: null, emailInvite: { email: 'friend@example.com' }, errors: [] } } }));
    expect(await within(editor).findByRole('button', { name: 'Invited friend@example.com' })).toBeTruthy();
  });

  it('Copy link makes a channel 1 invite code and copies its absolute address', async () => {
    const { environment, user } = await renderAdd();
    const editor = await dialog();
    await user.click(within(editor).getByRole('button', { name: 'Copy link' }));
    const code = await nextOperation(environment, 'useInviteToBoardCodeMutation');
    expect(code.request.variables).toEqual({ input: { boardId: BOARD_ID, channel: 1 } });
    await act(async () =>
      environment.mock.resolve(code, { data: { createBoardInviteCode: { inviteCode: { code: 'abc', url: '/ben/kitchen/?invite_code=abc' }, errors: [] } } }),
    );
    expect((await within(editor).findByTestId('invite-link-status')).textContent).toContain('Link copied');
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/ben/kitchen/?invite_code=abc`);
  });

  it('someone who may not invite sees the board', async () => {
    await renderAdd(board({ viewerRole: 'COLLABORATOR', viewerCanInvite: false, owner: { id: 'VXNlcjoy', username: 'ben', fullName: 'Ben Carter', imageMediumUrl: '', isViewer: false } }));
    expect(await screen.findByTestId('board')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Invite collaborators' })).toBeNull();
  });
});
