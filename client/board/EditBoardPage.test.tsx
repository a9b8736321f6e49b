import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MOBILE_QUERY } from '../shell/useIsMobile';
import { mockMediaQuery } from '../testing/matchMedia';
import { adaUser, nextOperation, signedInViewer } from '../testing/operations';
import { mockConnection } from '../testing/pins';
import { renderApp } from '../testing/render';

await import('./EditBoardPage');

const BOARD_ID = 'Qm9hcmQ6NDI=';
const board = (overrides: Record<string, unknown> = {}) => ({
  id: BOARD_ID,
  entityId: '42',
  name: 'Kitchen ideas',
  description: 'Pots and pans.',
  url: '/ben/kitchen/',
  privacy: 'public',
  archived: false,
  viewerRole: 'OWNER',
  pinCount: 12,
  followerCount: 4,
  followedByMe: false,
  owner: { id: 'VXNlcjoy', username: 'ben', fullName: 'Ben Carter', imageMediumUrl: '', isViewer: true },
  ...overrides,
});

/** /board/42/edit, signed in as ben; the editor's query answered with `data`. */
async function renderEditor(data: Record<string, unknown> | null = board()) {
  const environment = createMockEnvironment();
  renderApp(environment, '/board/42/edit', { viewer: { ...signedInViewer(), user: { ...adaUser(), username: 'ben' } } });
  const operation = await nextOperation(environment, 'routes_BoardEditQuery');
  expect(operation.request.variables).toEqual({ boardId: '42' });
  await act(async () =>
    environment.mock.resolve(
      operation,
      data === null
        ? { data: { board: null } }
        : MockPayloadGenerator.generate(operation, {
            Board: () => data,
            BoardSectionConnection: () => ({ edges: [], pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null } }),
            PinConnection: () => mockConnection(0, 2, false),
          }),
    ),
  );
  await waitFor(() => expect(screen.queryByTestId('board') ?? screen.queryByTestId('edit-board') ?? screen.queryByTestId('not-found')).toBeTruthy(), { timeout: 5000 });
  return { environment, user: userEvent.setup() };
}

const dialog = () => screen.findByRole('dialog', { name: 'Edit your board' });

afterEach(() => vi.restoreAllMocks());

describe('EditBoardPage (/board/{id}/edit)', () => {
  it('opens "Edit your board" over the board page with the board as it is', async () => {
    await renderEditor();
    const editor = await dialog();
    expect(screen.getByRole('heading', { level: 1, name: 'Kitchen ideas' })).toBeTruthy();
    expect((within(editor).getByLabelText('Name') as HTMLInputElement).value).toBe('Kitchen ideas');
    expect((within(editor).getByLabelText('Description') as HTMLTextAreaElement).value).toBe('Pots and pans.');
    expect(within(editor).getByText('13/50')).toBeTruthy();
    expect((within(editor).getByLabelText('Keep this board secret') as HTMLInputElement).checked).toBe(false);
  });

  it("shows the server's error on the Name field and stays open; a good name then goes to the board's new address", async () => {
    const { environment, user } = await renderEditor();
    const editor = await dialog();
    const name = within(editor).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Pantry');
    await user.click(within(editor).getByRole('button', { name: 'Done' }));
    const operation = await nextOperation(environment, 'useUpdateBoardMutation');
    expect(operation.request.variables).toEqual({ input: { boardId: BOARD_ID, name: 'Pantry' } });
    await act(async () =>
      environment.mock.resolve(operation, {
        data: { updateBoard: { board: null, errors: [{ code: 'TAKEN', field: 'name', message: 'You already have a board with that name.' }] } },
      }),
    );
    expect(await within(editor).findByText('You already have a board with that name.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Edit your board' })).toBeTruthy();
    await user.type(name, ' 2');
    expect(within(editor).queryByText('You already have a board with that name.')).toBeNull();
    await user.click(within(editor).getByRole('button', { name: 'Done' }));
    const second = await nextOperation(environment, 'useUpdateBoardMutation');
    expect(second.request.variables).toEqual({ input: { boardId: BOARD_ID, name: 'Pantry 2' } });
    await act(async () =>
      environment.mock.resolve(second, {
        data: { updateBoard: { board: { id: BOARD_ID, entityId: '42', name: 'Pantry 2', description: 'Pots and pans.', privacy: 'public', url: '/ben/pantry-2/' }, errors: [] } },
      }),
    );
    expect((await nextOperation(environment, 'routes_BoardQuery')).request.variables).toEqual({ username: 'ben', slug: 'pantry-2' });
  });

  it('a description error from the server shows on the Description field', async () => {
    const { environment, user } = await renderEditor();
    const editor = await dialog();
    await user.type(within(editor).getByLabelText('Description'), ' And shelves.');
    await user.click(within(editor).getByRole('button', { name: 'Done' }));
    const operation = await nextOperation(environment, 'useUpdateBoardMutation');
    expect(operation.request.variables).toEqual({ input: { boardId: BOARD_ID, description: 'Pots and pans. And shelves.' } });
    await act(async () =>
      environment.mock.resolve(operation, {
        data: { updateBoard: { board: null, errors: [{ code: 'INVALID_PARAMETER', field: 'description', message: 'That description is not allowed.' }] } },
      }),
    );
    expect(await within(editor).findByText('That description is not allowed.')).toBeTruthy();
  });

  it('checks both limits before asking the server: an empty or 51-character name, a 501-character description', async () => {
    const { environment, user } = await renderEditor();
    const editor = await dialog();
    const name = within(editor).getByLabelText('Name');
    await user.clear(name);
    await user.click(within(editor).getByRole('button', { name: 'Done' }));
    expect(await within(editor).findByText('Your board needs a name.')).toBeTruthy();
    await user.click(name);
    await user.paste('x'.repeat(51));
    await user.click(within(editor).getByRole('button', { name: 'Done' }));
    expect(await within(editor).findByText('Board names can be at most 50 characters.')).toBeTruthy();
    await user.type(name, '{Backspace}');
    const description = within(editor).getByLabelText('Description');
    await user.clear(description);
    await user.paste('d'.repeat(501));
    await user.click(within(editor).getByRole('button', { name: 'Done' }));
    expect(await within(editor).findByText('Descriptions can be at most 500 characters.')).toBeTruthy();
    expect(environment.mock.getAllOperations().some((operation) => operation.request.node.params.operationKind === 'mutation')).toBe(false);
    await user.type(description, '{Backspace}');
    await user.click(within(editor).getByRole('button', { name: 'Done' }));
    expect((await nextOperation(environment, 'useUpdateBoardMutation')).request.variables).toEqual({
      input: { boardId: BOARD_ID, name: 'x'.repeat(50), description: 'd'.repeat(500) },
    });
  });

  it('Keep this board secret sends privacy secret and returns to the board', async () => {
    const { environment, user } = await renderEditor();
    const editor = await dialog();
    await user.click(within(editor).getByLabelText('Keep this board secret'));
    await user.click(within(editor).getByRole('button', { name: 'Done' }));
    const operation = await nextOperation(environment, 'useUpdateBoardMutation');
    expect(operation.request.variables).toEqual({ input: { boardId: BOARD_ID, privacy: 'secret' } });
    await act(async () =>
      environment.mock.resolve(operation, {
        data: { updateBoard: { board: { id: BOARD_ID, entityId: '42', name: 'Kitchen ideas', description: 'Pots and pans.', privacy: 'secret', url: '/ben/kitchen/' }, errors: [] } },
      }),
    );
    expect((await nextOperation(environment, 'routes_BoardQuery')).request.variables).toEqual({ username: 'ben', slug: 'kitchen' });
  });

  it('Done without changes goes to the board without a request', async () => {
    const { environment, user } = await renderEditor();
    await user.click(within(await dialog()).getByRole('button', { name: 'Done' }));
    expect((await nextOperation(environment, 'routes_BoardQuery')).request.variables).toEqual({ username: 'ben', slug: 'kitchen' });
    expect(environment.mock.getAllOperations().some((operation) => operation.request.node.params.operationKind === 'mutation')).toBe(false);
  });

  it('holds the archive and delete actions: Delete board asks, then opens the profile', async () => {
    const { environment, user } = await renderEditor();
    const editor = await dialog();
    await user.click(within(editor).getByRole('button', { name: 'Delete board' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete this board?' })).getByRole('button', { name: 'Delete' }));
    expect((await nextOperation(environment, 'deleteBoardMutation')).request.variables).toEqual({ input: { boardId: BOARD_ID } });
    expect((await nextOperation(environment, 'routes_ProfileQuery')).request.variables).toEqual({ username: 'ben', saved: false });
  });

  it('an archived board: the details are read-only; Unarchive board is offered', async () => {
    const { environment, user } = await renderEditor(board({ archived: true }));
    const editor = await dialog();
    expect((within(editor).getByLabelText('Name') as HTMLInputElement).disabled).toBe(true);
    await user.click(within(editor).getByRole('button', { name: 'Unarchive board' }));
    expect((await nextOperation(environment, 'useArchiveBoardMutation')).request.variables).toEqual({ input: { boardId: BOARD_ID, archived: false } });
  });

  it('on a phone it is a page of its own, with Back', async () => {
    mockMediaQuery(MOBILE_QUERY, true);
    const { environment, user } = await renderEditor();
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit your board' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByTestId('board')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(environment.mock.getAllOperations().map((operation) => operation.request.node.params.name)).toContain('routes_BoardQuery'));
  });

  it('someone else sees the board, not the editor', async () => {
    await renderEditor(board({ viewerRole: 'NONE', owner: { id: 'VXNlcjoy', username: 'ben', fullName: 'Ben Carter', imageMediumUrl: '', isViewer: false } }));
    expect(screen.getByTestId('board')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('an unknown board is Not Found', async () => {
    await renderEditor(null);
    expect(await screen.findByRole('heading', { level: 1, name: "Sorry! We couldn't find that page" })).toBeTruthy();
  });
});
