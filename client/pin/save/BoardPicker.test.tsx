import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextOperation } from '../../testing/operations';
import { renderWithRelay, type MockEnvironment } from '../../testing/render';
import BoardPicker, { BOARD_SEARCH_DEBOUNCE_MS, type BoardChoice } from './BoardPicker';
import { BOARD_NAME_TOO_LONG } from './CreateBoardForm';

const board = (n: number, name: string, overrides: Record<string, unknown> = {}) => ({
  id: `Qm9hcmQ6${n}`,
  entityId: String(n),
  name,
  privacy: 'public',
  coverImage: { url: `https://img.example/60x60/${n}.jpg` },
  sections: [],
  ...overrides,
});

const BOARDS = [
  board(1, 'Kitchen ideas', { sections: [{ entityId: '11', title: 'Shelves' }, { entityId: '12', title: 'Pans' }] }),
  board(2, 'Secret gifts', { privacy: 'secret' }),
  board(3, 'Garden'),
];

const connection = (boards: ReadonlyArray<Record<string, unknown>>, hasNextPage = false) => ({
  edges: boards.map((node, i) => ({ cursor: `c${i}`, node })),
  pageInfo: { hasNextPage, hasPreviousPage: false, startCursor: 'c0', endCursor: `c${boards.length - 1}` },
});

async function resolveBoards(environment: MockEnvironment, name: string, boards: ReadonlyArray<Record<string, unknown>>, hasNextPage = false) {
  const operation = await nextOperation(environment, name);
  await act(async () => environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, { SaveBoardConnection: () => connection(boards, hasNextPage) })));
  return operation;
}

async function renderPicker(boards: ReadonlyArray<Record<string, unknown>> = BOARDS, extra: Partial<Parameters<typeof BoardPicker>[0]> = {}) {
  const environment = createMockEnvironment();
  const onPick = vi.fn<(choice: BoardChoice) => void>();
  renderWithRelay(<BoardPicker onPick={onPick} {...extra} />, environment);
  expect(screen.getByLabelText('Loading boards')).toBeTruthy();
  const operation = await resolveBoards(environment, 'BoardPickerQuery', boards);
  return { environment, onPick, operation };
}

const rows = () => within(screen.getByRole('list', { name: 'Boards' })).getAllByTestId('board-picker-row');
const mutations = (environment: MockEnvironment) =>
  environment.mock.getAllOperations().filter((operation) => operation.request.node.params.operationKind === 'mutation');

afterEach(() => {
  vi.useRealTimers();
});

describe('BoardPicker', () => {
  it('asks for the first 25 boards and lists each with its name, a lock when secret, as a named button', async () => {
    const { operation } = await renderPicker();
    expect(operation.request.variables).toEqual({ query: null });
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.getByRole('button', { name: 'Kitchen ideas' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Secret gifts, secret board' })).toBeTruthy();
    expect(screen.getAllByRole('img', { name: 'Secret board' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Garden' })).toBeTruthy();
    // Only a board with sections has an expander.
    expect(screen.getAllByRole('button', { name: /^Sections of / })).toHaveLength(1);
  });

  it('picks a board with a click, and with the keyboard', async () => {
    const user = userEvent.setup();
    const { onPick } = await renderPicker();
    await user.click(await screen.findByRole('button', { name: 'Garden' }));
    expect(onPick).toHaveBeenLastCalledWith({ boardId: 'Qm9hcmQ63', boardEntityId: '3', boardName: 'Garden', sectionId: null, sectionTitle: null });

    act(() => screen.getByRole('button', { name: 'Secret gifts, secret board' }).focus());
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenLastCalledWith({ boardId: 'Qm9hcmQ62', boardEntityId: '2', boardName: 'Secret gifts', sectionId: null, sectionTitle: null });
  });

  it('opens a board’s sections and picks one', async () => {
    const user = userEvent.setup();
    const { onPick } = await renderPicker();
    const expander = await screen.findByRole('button', { name: 'Sections of Kitchen ideas' });
    expect(expander.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Pans, section of Kitchen ideas' })).toBeNull();
    await user.click(expander);
    expect(expander.getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Pans, section of Kitchen ideas' }));
    expect(onPick).toHaveBeenLastCalledWith({ boardId: 'Qm9hcmQ61', boardEntityId: '1', boardName: 'Kitchen ideas', sectionId: '12', sectionTitle: 'Pans' });
  });

  it('marks the chosen board and section', async () => {
    await renderPicker(BOARDS, { selectedBoardId: 'Qm9hcmQ63' });
    await waitFor(() => expect(rows().map((row) => row.getAttribute('data-selected'))).toEqual(['false', 'false', 'true']));
  });

  it('does not pick while busy', async () => {
    const user = userEvent.setup();
    const { onPick } = await renderPicker(BOARDS, { busy: true });
    await user.click(await screen.findByRole('button', { name: 'Garden' }));
    expect(onPick).not.toHaveBeenCalled();
  });

  it(`searches by name once typing settles for ${BOARD_SEARCH_DEBOUNCE_MS} ms, and shows only the matches`, async () => {
    const { environment } = await renderPicker();
    await waitFor(() => expect(rows()).toHaveLength(3));
    vi.useFakeTimers();
    fireEvent.change(screen.getByLabelText('Search your boards'), { target: { value: 'ki' } });
    act(() => vi.advanceTimersByTime(BOARD_SEARCH_DEBOUNCE_MS - 1));
    fireEvent.change(screen.getByLabelText('Search your boards'), { target: { value: 'kit' } });
    act(() => vi.advanceTimersByTime(BOARD_SEARCH_DEBOUNCE_MS - 1));
    expect(environment.mock.getAllOperations().map((operation) => operation.request.node.params.name)).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    const search = await nextOperation(environment, 'BoardPickerPaginationQuery');
    expect(search.request.variables).toMatchObject({ query: 'kit', count: 25, cursor: null });
    await act(async () =>
      environment.mock.resolve(search, MockPayloadGenerator.generate(search, { SaveBoardConnection: () => connection([BOARDS[0]!]) })),
    );
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Kitchen ideas' })).toBeTruthy();
  });

  it('says so when no board matches', async () => {
    const { environment } = await renderPicker();
    vi.useFakeTimers();
    fireEvent.change(screen.getByLabelText('Search your boards'), { target: { value: 'zzz' } });
    act(() => vi.advanceTimersByTime(BOARD_SEARCH_DEBOUNCE_MS));
    vi.useRealTimers();
    await resolveBoards(environment, 'BoardPickerPaginationQuery', []);
    expect(await screen.findByText('No boards match "zzz".')).toBeTruthy();
  });

  it('loads more boards 25 at a time', async () => {
    const user = userEvent.setup();
    const environment = createMockEnvironment();
    renderWithRelay(<BoardPicker onPick={() => {}} />, environment);
    await resolveBoards(environment, 'BoardPickerQuery', BOARDS, true);
    await user.click(await screen.findByRole('button', { name: 'More boards' }));
    const more = await resolveBoards(environment, 'BoardPickerPaginationQuery', [board(4, 'Attic')]);
    expect(more.request.variables).toMatchObject({ count: 25, cursor: 'c2' });
    await waitFor(() => expect(rows()).toHaveLength(4));
  });

  describe('Create board', () => {
    const open = async () => {
      const user = userEvent.setup();
      const picker = await renderPicker();
      await user.click(await screen.findByRole('button', { name: 'Create board' }));
      return { ...picker, user };
    };

    it('creates a public board with a 50-character name and picks it (first in the list)', async () => {
      const { environment, onPick, user } = await open();
      const name = 'a'.repeat(50);
      await user.type(screen.getByLabelText('Name'), `  ${name}  `);
      expect(screen.getByText('50/50')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Create' }));
      const operation = await nextOperation(environment, 'useCreateBoardMutation');
      expect(operation.request.variables.input).toEqual({ name, privacy: 'public' });
      await act(async () =>
        environment.mock.resolve(operation, {
          data: { createBoard: { board: { ...board(9, name), __typename: 'Board', sections: [] }, errors: [] } },
        }),
      );
      expect(onPick).toHaveBeenCalledWith({ boardId: 'Qm9hcmQ69', boardEntityId: '9', boardName: name, sectionId: null, sectionTitle: null });
      await waitFor(() => expect(rows()).toHaveLength(4));
      expect(rows()[0]?.getAttribute('data-board-id')).toBe('9');
      expect(screen.queryByTestId('create-board-form')).toBeNull();
    });

    it('refuses a 51-character name beside the field, without asking the server', async () => {
      const { environment, onPick, user } = await open();
      await user.type(screen.getByLabelText('Name'), 'a'.repeat(51));
      expect(screen.getByText('51/50')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Create' }));
      expect(await screen.findByText(BOARD_NAME_TOO_LONG)).toBeTruthy();
      expect(mutations(environment)).toHaveLength(0);
      expect(onPick).not.toHaveBeenCalled();
    });

    it('counts characters, not UTF-16 units: a 51-emoji name is refused, 50 shows 50/50', async () => {
      const { environment, onPick, user } = await open();
      await user.click(screen.getByLabelText('Name'));
      await user.paste('😀'.repeat(50));
      expect(screen.getByText('50/50')).toBeTruthy();
      await user.paste('😀');
      expect(screen.getByText('51/50')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Create' }));
      expect(await screen.findByText(BOARD_NAME_TOO_LONG)).toBeTruthy();
      expect(mutations(environment)).toHaveLength(0);
      expect(onPick).not.toHaveBeenCalled();
    });

    it('needs a name (blank after trimming)', async () => {
      const { environment, user } = await open();
      await user.type(screen.getByLabelText('Name'), '   ');
      await user.click(screen.getByRole('button', { name: 'Create' }));
      expect(await screen.findByText('Your board needs a name.')).toBeTruthy();
      expect(mutations(environment)).toHaveLength(0);
    });

    it('makes a secret board when "Keep this board secret" is on', async () => {
      const { environment, user } = await open();
      await user.type(screen.getByLabelText('Name'), 'Gifts');
      await user.click(screen.getByLabelText('Keep this board secret'));
      await user.click(screen.getByRole('button', { name: 'Create' }));
      expect((await nextOperation(environment, 'useCreateBoardMutation')).request.variables.input).toEqual({ name: 'Gifts', privacy: 'secret' });
    });

    it('shows the server’s field error beside the name and picks nothing', async () => {
      const { environment, onPick, user } = await open();
      await user.type(screen.getByLabelText('Name'), 'Garden');
      await user.click(screen.getByRole('button', { name: 'Create' }));
      const operation = await nextOperation(environment, 'useCreateBoardMutation');
      await act(async () =>
        environment.mock.resolve(operation, {
          data: { createBoard: { board: null, errors: [{ code: 'TAKEN', field: 'name', message: 'You already have a board with that name.' }] } },
        }),
      );
      expect(await screen.findByText('You already have a board with that name.')).toBeTruthy();
      expect(onPick).not.toHaveBeenCalled();
      expect(screen.getByTestId('create-board-form')).toBeTruthy();
    });

    it('shows a form error when the request fails', async () => {
      const { environment, onPick, user } = await open();
      await user.type(screen.getByLabelText('Name'), 'Garden');
      await user.click(screen.getByRole('button', { name: 'Create' }));
      await act(async () => environment.mock.reject(await nextOperation(environment, 'useCreateBoardMutation'), new Error('HTTP 502')));
      expect((await screen.findByRole('alert')).textContent).toContain('Sorry! Something went wrong on our end.');
      expect(onPick).not.toHaveBeenCalled();
    });

    it('Cancel closes the form', async () => {
      const { user } = await open();
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByTestId('create-board-form')).toBeNull();
      expect(screen.getByRole('button', { name: 'Create board' })).toBeTruthy();
    });
  });
});
