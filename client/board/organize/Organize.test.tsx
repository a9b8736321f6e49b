import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { adaUser, nextOperation, signedInViewer } from '../../testing/operations';
import { mockConnection } from '../../testing/pins';
import { renderApp, type MockEnvironment } from '../../testing/render';

const BOARD_ID = 'Qm9hcmQ6NDI=';
const OTHER_ID = 'Qm9hcmQ6NDM=';
const pinId = (n: number) => `UGluOjEwMDA${n}`;

const board = (overrides: Record<string, unknown> = {}) => ({
  id: BOARD_ID,
  entityId: '42',
  name: 'Kitchen ideas',
  description: '',
  url: '/ben/kitchen/',
  privacy: 'public',
  pinCount: 12,
  followerCount: 0,
  followedByMe: false,
  archived: false,
  viewerRole: 'OWNER',
  owner: { id: 'VXNlcjoy', username: 'ben', fullName: 'Ben Carter', imageMediumUrl: '', isViewer: true },
  pinFilters: { createdByMe: 2, favorited: 0, colors: [{ family: 'RED', count: 3 }], interests: [] },
  ...overrides,
});

/** Pins `from`… of the board, none starred. */
function pins(from: number, count: number, hasNextPage: boolean) {
  const connection = mockConnection(from, count, hasNextPage) as { edges: { node: Record<string, unknown> }[] };
  return { ...connection, edges: connection.edges.map((edge) => ({ ...edge, node: { ...edge.node, favoritedByMe: false } })) };
}

/** Ben's board page with five pins loaded (of pinCount 12). */
async function renderBoard(overrides: Record<string, unknown> = {}) {
  const environment = createMockEnvironment();
  renderApp(environment, '/ben/kitchen/', { viewer: { ...signedInViewer(), user: { ...adaUser(), username: 'ben' } } });
  const operation = await nextOperation(environment, 'routes_BoardQuery');
  const data = board(overrides);
  await act(async () =>
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        Query: () => ({ boardByPath: data, viewer: { isAuthenticated: true, isLimitedLogin: false, user: { id: 'VXNlcjoy', username: 'ben' } } }),
        Board: () => data,
        BoardSectionConnection: () => ({ edges: [], pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null } }),
        PinConnection: () => pins(0, 5, true),
      }),
    ),
  );
  // The first render loads the board route's chunks: slow on a busy machine.
  await screen.findByTestId('board', {}, { timeout: 15000 });
  await waitFor(() => expect(screen.getAllByTestId('pin')).toHaveLength(5));
  return { environment, user: userEvent.setup() };
}

async function openOrganize(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Organize' }));
  await screen.findByRole('toolbar', { name: 'Organize Pins' });
}

const card = (n: number) => document.querySelector(`[data-test-id="pin"][data-pin-id="${1000 + n}"]`) as HTMLElement;
const checkbox = (n: number) => within(card(n)).getByRole('checkbox') as HTMLInputElement;
const layer = (n: number) => within(card(n)).getByTestId('organize-layer');
const shown = () => screen.getAllByTestId('pin').map((element) => element.getAttribute('data-pin-id'));
const mutations = (environment: MockEnvironment) =>
  environment.mock.getAllOperations().filter((operation) => operation.request.node.params.operationKind === 'mutation');

describe('Organize mode', () => {
  it('is offered to the owner and collaborators, not to others nor on an archived board', async () => {
    await renderBoard();
    expect(screen.getByRole('button', { name: 'Organize' })).toBeTruthy();
  });

  it.each([
    ['someone else', { viewerRole: 'NONE' }],
    ['an archived board', { archived: true }],
  ])('is not offered to %s', async (_, overrides) => {
    await renderBoard(overrides);
    expect(screen.queryByRole('button', { name: 'Organize' })).toBeNull();
  });

  it('a collaborator may organize', async () => {
    await renderBoard({ viewerRole: 'COLLABORATOR' });
    expect(screen.getByRole('button', { name: 'Organize' })).toBeTruthy();
  });

  it('gives each card a checkbox named after the pin; a click on the card toggles it without opening the pin', async () => {
    const { user } = await renderBoard();
    await openOrganize(user);
    expect(checkbox(0).getAttribute('id')).toBeTruthy();
    expect(within(card(0)).getByRole('checkbox', { name: 'Select Pin Pin number 0' })).toBeTruthy();
    await user.click(layer(1));
    expect(checkbox(1).checked).toBe(true);
    expect(screen.getByText('1 selected')).toBeTruthy();
    await user.click(checkbox(2));
    expect(checkbox(2).checked).toBe(true);
    expect(screen.getByText('2 selected')).toBeTruthy();
    await user.click(layer(1));
    expect(checkbox(1).checked).toBe(false);
    expect(screen.getByText('1 selected')).toBeTruthy();
    // Still on the board (no closeup).
    expect(screen.getByTestId('board')).toBeTruthy();
  });

  it('shift-click selects the range from the last pin clicked, in grid order', async () => {
    const { user } = await renderBoard();
    await openOrganize(user);
    await user.click(layer(1));
    await user.keyboard('{Shift>}');
    await user.click(layer(4));
    await user.keyboard('{/Shift}');
    expect([0, 1, 2, 3, 4].map((n) => checkbox(n).checked)).toEqual([false, true, true, true, true]);
    expect(screen.getByText('4 selected')).toBeTruthy();
    // A shift-click on a selected pin unselects it and every pin back to the last one clicked.
    await user.keyboard('{Shift>}');
    await user.click(layer(2));
    await user.keyboard('{/Shift}');
    expect([0, 1, 2, 3, 4].map((n) => checkbox(n).checked)).toEqual([false, true, false, false, false]);
    expect(screen.getByText('1 selected')).toBeTruthy();
  });

  it('Select all counts every pin of the board, loaded or not, and deletes them with selectAll and exceptPinIds', async () => {
    const { environment, user } = await renderBoard();
    await openOrganize(user);
    await user.click(screen.getByRole('button', { name: 'Select all' }));
    expect(screen.getByText('12 selected')).toBeTruthy();
    expect([0, 1, 2, 3, 4].every((n) => checkbox(n).checked)).toBe(true);
    await user.click(checkbox(3));
    expect(screen.getByText('11 selected')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 11 Pins?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const operation = await nextOperation(environment, 'useDeletePinsMutation');
    expect(operation.request.variables).toEqual({ input: { boardId: BOARD_ID, pinIds: null, selectAll: true, exceptPinIds: [pinId(3)] } });
    // Applied at once: only the pin left out stays.
    expect(shown()).toEqual(['1003']);
    expect(screen.getByTestId('board-pin-count').textContent).toBe('1 Pin');
    await act(async () =>
      environment.mock.resolve(operation, { data: { deletePins: { count: 11, deletedPinIds: [], board: null, errors: [] } } }),
    );
    expect(await screen.findByText('Deleted 11 Pins')).toBeTruthy();
    // The grid is asked for again (pins not loaded were deleted too).
    expect((await nextOperation(environment, 'BoardPinsPaginationQuery')).request.variables).toMatchObject({ id: BOARD_ID, filter: null, cursor: null });
  });

  it('Delete takes the selected pins out at once and keeps them out when the server agrees', async () => {
    const { environment, user } = await renderBoard();
    await openOrganize(user);
    await user.click(checkbox(0));
    await user.click(checkbox(2));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 2 Pins?' });
    expect(mutations(environment)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const operation = await nextOperation(environment, 'useDeletePinsMutation');
    expect(operation.request.variables).toEqual({ input: { boardId: BOARD_ID, pinIds: [pinId(0), pinId(2)], selectAll: false, exceptPinIds: null } });
    expect(shown()).toEqual(['1001', '1003', '1004']);
    expect(screen.getByTestId('board-pin-count').textContent).toBe('10 Pins');
    expect(screen.getByText('0 selected')).toBeTruthy();
    await act(async () =>
      environment.mock.resolve(operation, {
        data: { deletePins: { count: 2, deletedPinIds: [pinId(0), pinId(2)], board: { id: BOARD_ID, pinCount: 10, pinFilters: board().pinFilters }, errors: [] } },
      }),
    );
    expect(await screen.findByText('Deleted 2 Pins')).toBeTruthy();
    expect(shown()).toEqual(['1001', '1003', '1004']);
    expect(screen.getByTestId('board-pin-count').textContent).toBe('10 Pins');
  });

  it('a delete the server refuses puts the pins back, still selected, with its message', async () => {
    const { environment, user } = await renderBoard();
    await openOrganize(user);
    await user.click(checkbox(1));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete 1 Pin?' })).getByRole('button', { name: 'Delete' }));
    const operation = await nextOperation(environment, 'useDeletePinsMutation');
    expect(shown()).toEqual(['1000', '1002', '1003', '1004']);
    await act(async () =>
      environment.mock.resolve(operation, {
        data: { deletePins: { count: 0, deletedPinIds: [], board: null, errors: [{ code: 'FORBIDDEN', message: 'This board is archived.' }] } },
      }),
    );
    expect(await screen.findByText('This board is archived.')).toBeTruthy();
    expect(shown()).toEqual(['1000', '1001', '1002', '1003', '1004']);
    expect(screen.getByTestId('board-pin-count').textContent).toBe('12 Pins');
    expect(checkbox(1).checked).toBe(true);
    expect(screen.getByText('1 selected')).toBeTruthy();
  });

  it('a delete that fails on the network is rolled back too', async () => {
    const { environment, user } = await renderBoard();
    await openOrganize(user);
    await user.click(checkbox(4));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete 1 Pin?' })).getByRole('button', { name: 'Delete' }));
    await nextOperation(environment, 'useDeletePinsMutation');
    expect(shown()).not.toContain('1004');
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('offline')));
    expect(await screen.findByText("Couldn't delete those Pins. Try again.")).toBeTruthy();
    expect(shown()).toContain('1004');
  });

  it('Move lists your boards; picking one moves the pins there, says so, and they leave the grid', async () => {
    const { environment, user } = await renderBoard();
    await openOrganize(user);
    expect((screen.getByRole('button', { name: 'Move' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(checkbox(0));
    await user.click(checkbox(1));
    await user.click(screen.getByRole('button', { name: 'Move' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move Pins' });
    const picker = await nextOperation(environment, 'BoardPickerQuery');
    await act(async () =>
      environment.mock.resolve(
        picker,
        MockPayloadGenerator.generate(picker, {
          SaveBoardConnection: () => ({
            edges: [{ cursor: 'b', node: { id: OTHER_ID, entityId: '43', name: 'Pantry', privacy: 'public', coverImage: null, sections: [] } }],
            pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: 'b', endCursor: 'b' },
          }),
        }),
      ),
    );
    await user.click(await within(dialog).findByRole('button', { name: /^Pantry/ }));
    const operation = await nextOperation(environment, 'useMovePinsMutation');
    expect(operation.request.variables).toEqual({
      input: { boardId: BOARD_ID, pinIds: [pinId(0), pinId(1)], selectAll: false, exceptPinIds: null, toBoardId: OTHER_ID, toSectionId: null },
    });
    // Not optimistic: the pins stay until the server agrees.
    expect(shown()).toHaveLength(5);
    await act(async () =>
      environment.mock.resolve(operation, {
        data: { movePins: { count: 2, board: { id: BOARD_ID, pinCount: 10, pinFilters: board().pinFilters }, toBoard: { id: OTHER_ID, pinCount: 2 }, toSection: null, errors: [] } },
      }),
    );
    expect(await screen.findByText('Moved 2 Pins to Pantry')).toBeTruthy();
    expect(shown()).toEqual(['1002', '1003', '1004']);
    expect(screen.getByTestId('board-pin-count').textContent).toBe('10 Pins');
    expect(screen.getByText('0 selected')).toBeTruthy();
  });

  it('stars a pin at once and takes the star back when the server says no', async () => {
    const { environment, user } = await renderBoard();
    await openOrganize(user);
    await user.click(within(card(2)).getByRole('button', { name: 'Add Pin number 2 to favorites' }));
    const operation = await nextOperation(environment, 'useFavoritePinMutation');
    expect(operation.request.variables).toEqual({ input: { pinId: pinId(2), favorited: true } });
    expect(within(card(2)).getByRole('button', { name: 'Remove Pin number 2 from favorites' })).toBeTruthy();
    // The star is not a selection.
    expect(checkbox(2).checked).toBe(false);
    await act(async () =>
      environment.mock.resolve(operation, { data: { favoritePin: { pin: null, errors: [{ code: 'NOT_FOUND', message: 'That Pin is gone.' }] } } }),
    );
    expect(await screen.findByText('That Pin is gone.')).toBeTruthy();
    expect(within(card(2)).getByRole('button', { name: 'Add Pin number 2 to favorites' })).toBeTruthy();
  });

  it('keeps the star when the server agrees; a network failure takes it off again', async () => {
    const { environment, user } = await renderBoard();
    await openOrganize(user);
    await user.click(within(card(0)).getByRole('button', { name: 'Add Pin number 0 to favorites' }));
    const operation = await nextOperation(environment, 'useFavoritePinMutation');
    await act(async () => environment.mock.resolve(operation, { data: { favoritePin: { pin: { id: pinId(0), favoritedByMe: true }, errors: [] } } }));
    expect(within(card(0)).getByRole('button', { name: 'Remove Pin number 0 from favorites' })).toBeTruthy();
    await user.click(within(card(1)).getByRole('button', { name: 'Add Pin number 1 to favorites' }));
    await nextOperation(environment, 'useFavoritePinMutation');
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('offline')));
    expect(await screen.findByText("Couldn't update the star. Try again.")).toBeTruthy();
    expect(within(card(1)).getByRole('button', { name: 'Add Pin number 1 to favorites' })).toBeTruthy();
    expect(within(card(0)).getByRole('button', { name: 'Remove Pin number 0 from favorites' })).toBeTruthy();
  });

  it('Escape and Done leave Organize mode, and the cards link to their pins again', async () => {
    const { user } = await renderBoard();
    await openOrganize(user);
    await user.click(checkbox(0));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('toolbar', { name: 'Organize Pins' })).toBeNull());
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    await openOrganize(user);
    // Opened again, nothing is selected.
    expect(screen.getByText('0 selected')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('toolbar', { name: 'Organize Pins' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Organize' })).toBeTruthy();
  });
});

describe('Board pin filters', () => {
  it('offers chips for what the pins match and refetches the grid with the filter', async () => {
    const { environment, user } = await renderBoard({ viewerRole: 'NONE' });
    // Asked for on its own once the page is up.
    const counts = await nextOperation(environment, 'BoardPinFiltersQuery');
    expect(counts.request.variables).toEqual({ id: BOARD_ID });
    await act(async () => environment.mock.resolve(counts, { data: { node: { __typename: 'Board', id: BOARD_ID, pinFilters: board().pinFilters } } }));
    const chips = await screen.findByRole('group', { name: 'Filter Pins' });
    expect(within(chips).getAllByRole('button').map((button) => button.textContent)).toEqual(['Created by you', 'Red']);
    await user.click(within(chips).getByRole('button', { name: 'Red Pins' }));
    const red = await nextOperation(environment, 'BoardPinsPaginationQuery');
    expect(red.request.variables).toMatchObject({ id: BOARD_ID, filter: 'COLORS', colors: ['RED'], interestIds: null, cursor: null });
    await act(async () =>
      environment.mock.resolve(red, MockPayloadGenerator.generate(red, { Board: () => board({ viewerRole: 'NONE' }), PinConnection: () => pins(10, 2, false) })),
    );
    await waitFor(() => expect(shown()).toEqual(['1010', '1011']));
    // Another kind of chip replaces the colour.
    await user.click(within(chips).getByRole('button', { name: 'Created by you' }));
    const mine = await nextOperation(environment, 'BoardPinsPaginationQuery');
    expect(mine.request.variables).toMatchObject({ filter: 'CREATED_BY_ME', colors: null, interestIds: null });
  });

  it('leaves the row out when the counts fail to load', async () => {
    const { environment } = await renderBoard({ viewerRole: 'NONE' });
    await nextOperation(environment, 'BoardPinFiltersQuery');
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('offline')));
    expect(screen.queryByRole('group', { name: 'Filter Pins' })).toBeNull();
    expect(screen.getAllByTestId('pin')).toHaveLength(5);
  });
});
