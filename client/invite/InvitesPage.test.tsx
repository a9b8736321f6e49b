import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { adaUser, nextOperation, signedInViewer, signedOutViewer } from '../testing/operations';
import { renderApp, type MockEnvironment } from '../testing/render';
import invitesButtonQuery from './__generated__/InvitesButtonQuery.graphql';

await import('./InvitesPage');

const pageInfo = { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null };
const KITCHEN_INVITE = 'SW52aXRlOjQyOjE=';
const GARDEN_INVITE = 'SW52aXRlOjQzOjE=';
const invite = (id: string, boardId: string, name: string, url: string, inviter: string) => ({
  cursor: id,
  node: {
    id,
    board: { id: boardId, name, url, cover: null, hasCoverPin: false, collageImages: [] },
    inviter: { id: `${inviter}-id`, username: inviter, fullName: '' },
  },
});

/** The header's count query, answered with `count`. */
async function answerCount(environment: MockEnvironment, answer: number | 'error') {
  // Asked through the network alone (not an operation of the store's).
  await waitFor(() => expect(environment.mock.isLoading(invitesButtonQuery, {})).toBe(true));
  const payload =
    answer === 'error'
      ? { data: { viewer: null }, errors: [{ message: 'no v3 resource', path: ['viewer', 'boardInviteCount'] }] }
      : { data: { viewer: { boardInviteCount: answer } } };
  await act(async () => environment.mock.resolve(invitesButtonQuery, payload));
}

/** /notifications/invites/ signed in as ada, with two invites and the header's count 2. */
async function renderInvites() {
  const environment = createMockEnvironment();
  renderApp(environment, '/notifications/invites/', { viewer: { ...signedInViewer(), user: adaUser() } });
  await answerCount(environment, 2);
  const operation = await nextOperation(environment, 'routes_InvitesQuery');
  await act(async () =>
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        Viewer: () => ({ isAuthenticated: true }),
        InviteConnection: () => ({
          edges: [invite(KITCHEN_INVITE, 'Qm9hcmQ6NDI=', 'Kitchen ideas', '/ben/kitchen/', 'ben'), invite(GARDEN_INVITE, 'Qm9hcmQ6NDM=', 'Garden', '/cleo/garden/', 'cleo')],
          pageInfo,
        }),
      }),
    ),
  );
  await screen.findByTestId('invitesRequestsView');
  return { environment, user: userEvent.setup() };
}

const boards = () => screen.queryAllByTestId('received-invite').map((row) => within(row).getByRole('link').textContent);
const headerCount = () => screen.queryByTestId('header-invites')?.textContent ?? null;

describe('/notifications/invites/', () => {
  it('lists the received invites with the board and who sent them; the header shows the count', async () => {
    await renderInvites();
    expect(boards()).toEqual(['Kitchen ideas', 'Garden']);
    expect(screen.getByText('ben invited you to join this board')).toBeTruthy();
    expect(screen.getAllByTestId('board-cover')).toHaveLength(2);
    expect(headerCount()).toBe('2');
    expect(screen.getByRole('link', { name: '2 board invites' }).getAttribute('href')).toBe('/notifications/invites/');
  });

  it('Accept takes the invite off at once and says "You joined {board}" with a link to it', async () => {
    const { environment, user } = await renderInvites();
    await user.click(screen.getByRole('button', { name: 'Accept invite to Kitchen ideas' }));
    expect(boards()).toEqual(['Garden']);
    expect(headerCount()).toBe('1');
    const operation = await nextOperation(environment, 'useAnswerInviteAcceptMutation');
    expect(operation.request.variables).toEqual({ input: { inviteId: KITCHEN_INVITE } });
    await act(async () =>
      environment.mock.resolve(operation, {
        data: {
          acceptBoardInvite: {
            acceptedInviteId: KITCHEN_INVITE,
            board: { id: 'Qm9hcmQ6NDI=', url: '/ben/kitchen/', name: 'Kitchen ideas', viewerRole: 'COLLABORATOR' },
            viewer: { boardInviteCount: 1 },
            errors: [],
          },
        },
      }),
    );
    expect(boards()).toEqual(['Garden']);
    const toast = await screen.findByTestId('invite-accepted-toast');
    expect(toast.textContent).toContain('You joined Kitchen ideas');
    expect(within(toast).getByRole('link', { name: 'View board' }).getAttribute('href')).toBe('/ben/kitchen/');
    expect(headerCount()).toBe('1');
  });

  it('a refused accept puts the invite and the count back, with an error toast', async () => {
    const { environment, user } = await renderInvites();
    await user.click(screen.getByRole('button', { name: 'Accept invite to Garden' }));
    expect(boards()).toEqual(['Kitchen ideas']);
    const operation = await nextOperation(environment, 'useAnswerInviteAcceptMutation');
    await act(async () =>
      environment.mock.resolve(operation, { data: { acceptBoardInvite: { acceptedInviteId: null, board: null, viewer: null, errors: [{ code: 'NOT_FOUND', message: 'That invite is gone.' }] } } }),
    );
    expect(boards()).toEqual(['Kitchen ideas', 'Garden']);
    expect(headerCount()).toBe('2');
    expect((await screen.findByTestId('invite-answer-toast')).textContent).toContain('That invite is gone.');
  });

  it('Decline takes the invite off at once; a network failure puts it back, with an error toast', async () => {
    const { environment, user } = await renderInvites();
    await user.click(screen.getByRole('button', { name: 'Decline invite to Kitchen ideas' }));
    expect(boards()).toEqual(['Garden']);
    expect(headerCount()).toBe('1');
    const operation = await nextOperation(environment, 'useAnswerInviteDeclineMutation');
    expect(operation.request.variables).toEqual({ input: { inviteId: KITCHEN_INVITE } });
    await act(async () => environment.mock.reject(operation, new Error('Failed to fetch')));
    expect(boards()).toEqual(['Kitchen ideas', 'Garden']);
    expect(headerCount()).toBe('2');
    expect((await screen.findByTestId('invite-answer-toast')).textContent).toContain("Couldn't decline the invite to \"Kitchen ideas\". Try again.");
  });

  it('Decline that the server agrees to keeps the invite off; the last one gone leaves no header button', async () => {
    const { environment, user } = await renderInvites();
    await user.click(screen.getByRole('button', { name: 'Decline invite to Kitchen ideas' }));
    const first = await nextOperation(environment, 'useAnswerInviteDeclineMutation');
    await act(async () => environment.mock.resolve(first, { data: { declineBoardInvite: { declinedInviteId: KITCHEN_INVITE, viewer: { boardInviteCount: 1 }, errors: [] } } }));
    await user.click(screen.getByRole('button', { name: 'Decline invite to Garden' }));
    const second = await nextOperation(environment, 'useAnswerInviteDeclineMutation');
    await act(async () => environment.mock.resolve(second, { data: { declineBoardInvite: { declinedInviteId: GARDEN_INVITE, viewer: { boardInviteCount: 0 }, errors: [] } } }));
    expect(boards()).toEqual([]);
    expect(screen.getByTestId('no-invites')).toBeTruthy();
    await waitFor(() => expect(headerCount()).toBeNull());
  });

  it('sends a visitor to log in first', async () => {
    const environment = createMockEnvironment();
    renderApp(environment, '/notifications/invites/', { viewer: signedOutViewer() });
    const operation = await nextOperation(environment, 'routes_InvitesQuery');
    await act(async () => environment.mock.resolve(operation, { data: { viewer: { isAuthenticated: false, boardInvites: { edges: [], pageInfo } } } }));
    await nextOperation(environment, 'routes_AccountQuery');
  });

  it("a failed count shows no button and leaves the shell's viewer alone", async () => {
    const environment = createMockEnvironment();
    renderApp(environment, '/settings', { viewer: { ...signedInViewer(), user: adaUser() } });
    await answerCount(environment, 'error');
    expect(screen.queryByTestId('header-invites')).toBeNull();
    expect(screen.getByRole('link', { name: 'Ada Baker (your profile)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('the header shows no invites button when the count is 0', async () => {
    const environment = createMockEnvironment();
    renderApp(environment, '/settings', { viewer: { ...signedInViewer(), user: adaUser() } });
    await answerCount(environment, 0);
    expect(screen.queryByTestId('header-invites')).toBeNull();
  });
});
