/* eslint-disable relay/unused-fields, relay/must-colocate-fragment-spreads -- the test query fills the store the hooks update */
import { act, screen, waitFor } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../shell/toast/ToastProvider';
import { type MockEnvironment, renderWithRouter } from '../../testing/render';
import { LOGGED_OUT, ViewerContext, type ViewerInfo } from '../../viewer/ViewerContext';
import { BOARD_PINS_CONNECTION, SAVED_PINS_CONNECTION } from './saveStore';
import { SAVE_FAILED, useSavePin, type SaveInput, type SaveResult } from './useSavePin';
import { useUnsavePin } from './useUnsavePin';
import type { useSavePinTestQuery } from './__generated__/useSavePinTestQuery.graphql';

vi.setConfig({ testTimeout: 20_000 });

const query = graphql`
  query useSavePinTestQuery @relay_test_operation {
    viewer {
      saveBehavior
      user {
        id
        ...ProfileSavedPins_user
      }
      saveBoards(first: 1) {
        edges {
          node {
            id
            entityId
            name
            url
            layout
          }
        }
      }
    }
    board: boardByPath(username: "ada", slug: "cakes") {
      id
      sections {
        entityId
        title
        url
      }
      ...BoardPins_board
    }
    pin(id: "p1") {
      id
      savedInfo {
        boardId
      }
    }
    original: pin(id: "p2") {
      id
      savedInfo {
        boardId
      }
    }
  }
`;

const MEMBER: ViewerInfo = { ...LOGGED_OUT, kind: 'member', userId: '1', username: 'ada' };
const PIN = 'UGluOjE=';
const ORIGINAL = 'UGluOjI=';
const BOARD = 'Qm9hcmQ6MQ==';
const LAST_BOARD = 'Qm9hcmQ6Mg==';
const USER = 'VXNlcjox';

interface Api {
  save?: ReturnType<typeof useSavePin>['save'];
  unsave?: ReturnType<typeof useUnsavePin>['unsave'];
}

function Harness({ api }: { readonly api: Api }) {
  useLazyLoadQuery<useSavePinTestQuery>(query, {});
  api.save = useSavePin().save;
  api.unsave = useUnsavePin().unsave;
  return <span data-test-id="ready" />;
}

async function setup(saved = false, saveBehavior = 1, firstLayout = saveBehavior === 0 ? 'quick_saves' : 'default') {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    operation.request.node.params.name === 'useSavePinTestQuery'
      ? MockPayloadGenerator.generate(operation, {
          Viewer: () => ({ saveBehavior }),
          User: () => ({ id: USER }),
          SaveBoardConnection: () => ({ edges: [{}] }),
          Board: (context) =>
            context.path?.includes('saveBoards')
              ? { id: LAST_BOARD, entityId: '2', name: 'Last board', url: '/ada/last/', layout: firstLayout }
              : { id: BOARD, entityId: '1', name: 'Cakes', url: '/ada/cakes/', layout: 'default', sections: [{ entityId: '77', title: 'Lemon', url: '/ada/cakes/lemon/' }] },
          PinConnection: () => ({ edges: [{ node: { id: 'UGluOjk5', entityId: '99' } }], pageInfo: { hasNextPage: false, endCursor: 'c1' } }),
          Pin: (context) => {
            if (context.path?.includes('pins') || context.path?.includes('savedPins')) return { id: 'UGluOjk5', entityId: '99' };
            const id = context.alias === 'original' ? ORIGINAL : PIN;
            return { id, savedInfo: saved && id === PIN ? { boardId: '1', localPinId: '500', board: { id: BOARD }, section: null } : null };
          },
        })
      : null,
  );
  const api: Api = {};
  renderWithRouter(
    <ViewerContext.Provider value={MEMBER}>
      <ToastProvider>
        <Harness api={api} />
      </ToastProvider>
    </ViewerContext.Provider>,
    environment,
  );
  await screen.findByTestId('ready');
  return { environment, api };
}

type Source = ReturnType<ReturnType<MockEnvironment['getStore']>['getSource']>;
const source = (env: MockEnvironment): Source => env.getStore().getSource();

function savedInfo(env: MockEnvironment, pinId: string): Record<string, unknown> | null {
  const ref = source(env).get(pinId)?.savedInfo as { __ref: string } | null | undefined;
  return ref ? ((source(env).get(ref.__ref) as Record<string, unknown> | undefined) ?? null) : null;
}

function savedBoardId(env: MockEnvironment, pinId: string): string | null {
  const info = savedInfo(env, pinId);
  return (info?.board as { __ref: string } | null | undefined)?.__ref ?? null;
}

function nodeIds(env: MockEnvironment, parentId: string, key: string): string[] {
  const connection = source(env).get(ConnectionHandler.getConnectionID(parentId, key));
  const edges = (connection?.edges as { __refs: string[] } | undefined)?.__refs ?? [];
  return edges.map((edgeId) => (source(env).get(edgeId)?.node as { __ref: string }).__ref);
}

const boardPins = (env: MockEnvironment) => nodeIds(env, BOARD, BOARD_PINS_CONNECTION);
const savedPins = (env: MockEnvironment) => nodeIds(env, USER, SAVED_PINS_CONNECTION);

function pendingMutation(env: MockEnvironment, name: string) {
  return env.mock.findOperation((operation) => operation.request.node.params.name === name);
}

const boardPayload = { id: BOARD, entityId: '1', name: 'Cakes', url: '/ada/cakes/', layout: 'default' };

function savePayload(overrides: Record<string, unknown> = {}) {
  return {
    data: {
      savePin: {
        pin: {
          id: PIN,
          entityId: '1',
          image: { url: 'https://img.example/1.jpg' },
          savedInfo: { boardId: '1', localPinId: '900', board: boardPayload, section: { entityId: '77', title: 'Lemon', url: '/ada/cakes/lemon/' } },
        },
        originalPin: { id: ORIGINAL, entityId: '2', savedInfo: { boardId: '1', localPinId: '900', board: boardPayload, section: null } },
        board: boardPayload,
        section: { entityId: '77', title: 'Lemon', url: '/ada/cakes/lemon/' },
        isQuickSave: false,
        created: true,
        errors: [],
        ...overrides,
      },
    },
  };
}

const errorPayload = { data: { savePin: { pin: null, originalPin: null, board: null, section: null, isQuickSave: false, created: false, errors: [{ message: 'That board is gone.', code: 'NOT_FOUND' }] } } };
const fullSave: SaveInput = { pinId: PIN, originalPinId: ORIGINAL, boardId: BOARD, sectionId: '77' };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useSavePin: optimistic save', () => {
  it('shows the pin (and the original pin) saved and first in both grids before the response, and keeps it on success', async () => {
    const { environment, api } = await setup();
    expect(boardPins(environment)).toEqual(['UGluOjk5']);
    expect(savedPins(environment)).toEqual(['UGluOjk5']);
    const onSuccess = vi.fn<(result: SaveResult) => void>();
    act(() => {
      expect(api.save?.(fullSave, { onSuccess })).toBe(true);
    });
    // Optimistic: before any answer.
    expect(savedBoardId(environment, PIN)).toBe(BOARD);
    expect(String(savedInfo(environment, PIN)?.localPinId)).toMatch(/^client:/);
    expect(savedBoardId(environment, ORIGINAL)).toBe(BOARD);
    expect(boardPins(environment)).toEqual([PIN, 'UGluOjk5']);
    expect(savedPins(environment)).toEqual([PIN, 'UGluOjk5']);
    const operation = pendingMutation(environment, 'useSavePinMutation');
    expect(operation.request.variables.input).toEqual({ pinId: PIN, boardId: BOARD, sectionId: '77', description: null, originalPinId: ORIGINAL });
    // A second tap while in flight is ignored.
    act(() => {
      expect(api.save?.(fullSave)).toBe(false);
    });

    act(() => environment.mock.resolve(operation, savePayload()));
    expect(savedInfo(environment, PIN)?.localPinId).toBe('900');
    expect(savedBoardId(environment, PIN)).toBe(BOARD);
    expect(savedBoardId(environment, ORIGINAL)).toBe(BOARD);
    expect(boardPins(environment)).toEqual([PIN, 'UGluOjk5']);
    expect(savedPins(environment)).toEqual([PIN, 'UGluOjk5']);
    expect(onSuccess).toHaveBeenCalledWith({
      pinEntityId: '1',
      originalPinEntityId: '2',
      boardEntityId: '1',
      boardName: 'Cakes',
      boardUrl: '/ada/cakes/',
      sectionTitle: 'Lemon',
      sectionUrl: '/ada/cakes/lemon/',
      isQuickSave: false,
      created: true,
    });
    expect(await screen.findByTestId('save-toast')).toBeTruthy();
    // Then the post-save experience placements are asked.
    const placements = await waitFor(() => pendingMutation(environment, 'useSavePinExperienceQuery'));
    expect(placements.request.variables).toEqual({ placementIds: ['web_post_save'] });
  });

  it('reverts everything on an error-as-data payload and shows its message', async () => {
    const { environment, api } = await setup();
    const onFailure = vi.fn();
    act(() => {
      api.save?.(fullSave, { onFailure });
    });
    expect(savedBoardId(environment, PIN)).toBe(BOARD);
    act(() => environment.mock.resolve(pendingMutation(environment, 'useSavePinMutation'), errorPayload));
    expect(savedInfo(environment, PIN)).toBeNull();
    expect(savedInfo(environment, ORIGINAL)).toBeNull();
    expect(boardPins(environment)).toEqual(['UGluOjk5']);
    expect(savedPins(environment)).toEqual(['UGluOjk5']);
    expect(onFailure).toHaveBeenCalledWith('That board is gone.', 'NOT_FOUND');
    expect(await screen.findByText('That board is gone.')).toBeTruthy();
    // No placements after a failed save.
    expect(() => pendingMutation(environment, 'useSavePinExperienceQuery')).toThrow();
    // And the hook takes a new save.
    act(() => {
      expect(api.save?.(fullSave)).toBe(true);
    });
  });

  it("reverts everything on a network error and shows 'Sorry! Something went wrong on our end.'", async () => {
    const { environment, api } = await setup();
    act(() => {
      api.save?.(fullSave);
    });
    expect(boardPins(environment)).toEqual([PIN, 'UGluOjk5']);
    act(() => environment.mock.reject(pendingMutation(environment, 'useSavePinMutation'), new Error('offline')));
    expect(savedInfo(environment, PIN)).toBeNull();
    expect(savedInfo(environment, ORIGINAL)).toBeNull();
    expect(boardPins(environment)).toEqual(['UGluOjk5']);
    expect(savedPins(environment)).toEqual(['UGluOjk5']);
    expect(await screen.findByText(SAVE_FAILED)).toBeTruthy();
  });

  it('a quick save with behaviour 1 goes optimistically to the board last saved to', async () => {
    const { environment, api } = await setup(false, 1);
    act(() => {
      api.save?.({ pinId: PIN });
    });
    expect(savedBoardId(environment, PIN)).toBe(LAST_BOARD);
    expect(savedPins(environment)).toEqual([PIN, 'UGluOjk5']);
    expect(pendingMutation(environment, 'useSavePinMutation').request.variables.input.boardId).toBeNull();
  });

  it('a quick save with behaviour 0 goes optimistically to the Quick Saves board when known', async () => {
    const { environment, api } = await setup(false, 0);
    act(() => {
      api.save?.({ pinId: PIN });
    });
    expect(savedBoardId(environment, PIN)).toBe(LAST_BOARD);
  });
});

describe('useSavePin: the board last saved to (behaviour 1)', () => {
  const firstSaveBoard = (env: MockEnvironment): string | null => {
    const viewer = source(env).get('client:root:viewer');
    const connection = source(env).get((viewer?.['saveBoards(first:1)'] as { __ref: string } | undefined)?.__ref ?? '');
    const edge = source(env).get((connection?.edges as { __refs: string[] } | undefined)?.__refs[0] ?? '');
    return (edge?.node as { __ref: string } | undefined)?.__ref ?? null;
  };

  it('after saving to a board from the picker, that board is the next one-tap target', async () => {
    const { environment, api } = await setup(false, 1);
    expect(firstSaveBoard(environment)).toBe(LAST_BOARD);
    act(() => {
      api.save?.(fullSave);
    });
    act(() => environment.mock.resolve(pendingMutation(environment, 'useSavePinMutation'), savePayload()));
    expect(firstSaveBoard(environment)).toBe(BOARD);

    // The next quick save goes (optimistically) to that board.
    act(() => {
      environment.commitUpdate((store) => store.get(PIN)?.setValue(null, 'savedInfo'));
      api.save?.({ pinId: PIN });
    });
    expect(savedBoardId(environment, PIN)).toBe(BOARD);
  });

  it('with behaviour 0 the one-tap target stays the Quick Saves board', async () => {
    const { environment, api } = await setup(false, 0);
    act(() => {
      api.save?.(fullSave);
    });
    act(() => environment.mock.resolve(pendingMutation(environment, 'useSavePinMutation'), savePayload()));
    expect(firstSaveBoard(environment)).toBe(LAST_BOARD);
  });
});

describe('useUnsavePin: optimistic unsave', () => {
  it('clears savedInfo and takes the pin out of both grids at once; keeps it on success', async () => {
    const { environment, api } = await setup(true);
    // Put the pin in both grids first (as a completed save would).
    act(() => {
      api.save?.(fullSave);
    });
    act(() => environment.mock.resolve(pendingMutation(environment, 'useSavePinMutation'), savePayload()));
    expect(boardPins(environment)).toEqual([PIN, 'UGluOjk5']);

    const onSuccess = vi.fn();
    act(() => {
      expect(api.unsave?.({ pinId: PIN }, { onSuccess })).toBe(true);
    });
    expect(source(environment).get(PIN)?.savedInfo).toBeNull();
    expect(boardPins(environment)).toEqual(['UGluOjk5']);
    expect(savedPins(environment)).toEqual(['UGluOjk5']);
    act(() => {
      expect(api.unsave?.({ pinId: PIN })).toBe(false);
    });
    const operation = pendingMutation(environment, 'useUnsavePinMutation');
    act(() => environment.mock.resolve(operation, { data: { unsavePin: { pin: { id: PIN, savedInfo: null }, removedFromBoardIds: ['1'], errors: [] } } }));
    expect(source(environment).get(PIN)?.savedInfo).toBeNull();
    expect(boardPins(environment)).toEqual(['UGluOjk5']);
    expect(savedPins(environment)).toEqual(['UGluOjk5']);
    expect(onSuccess).toHaveBeenCalled();
  });

  it.each([
    ['an error-as-data payload', 'as data'],
    ['a network error', 'network'],
  ])('puts everything back on %s', async (_label, kind) => {
    const { environment, api } = await setup(true);
    act(() => {
      api.save?.(fullSave);
    });
    act(() => environment.mock.resolve(pendingMutation(environment, 'useSavePinMutation'), savePayload()));
    const onFailure = vi.fn();
    act(() => {
      api.unsave?.({ pinId: PIN, boardId: BOARD }, { onFailure });
    });
    expect(boardPins(environment)).toEqual(['UGluOjk5']);
    const operation = pendingMutation(environment, 'useUnsavePinMutation');
    expect(operation.request.variables.input).toEqual({ pinId: PIN, boardId: BOARD });
    act(() => {
      if (kind === 'network') environment.mock.reject(operation, new Error('offline'));
      else environment.mock.resolve(operation, { data: { unsavePin: { pin: null, removedFromBoardIds: [], errors: [{ message: 'Nope.', code: 'FORBIDDEN' }] } } });
    });
    expect(savedBoardId(environment, PIN)).toBe(BOARD);
    expect(boardPins(environment)).toEqual([PIN, 'UGluOjk5']);
    expect(savedPins(environment)).toEqual([PIN, 'UGluOjk5']);
    expect(onFailure).toHaveBeenCalledWith(kind === 'network' ? SAVE_FAILED : 'Nope.', kind === 'network' ? null : 'FORBIDDEN');
  });
});

describe('useSavePin: quick save without a known target', () => {
  it('behaviour 0 and no Quick Saves board in the store: only marks the pin saved', async () => {
    // The store's first save board is an ordinary one, not the Quick Saves target.
    const { environment, api } = await setup(false, 0, 'default');
    act(() => {
      api.save?.({ pinId: PIN, boardId: null });
    });
    expect(savedInfo(environment, PIN)).not.toBeNull();
    expect(savedBoardId(environment, PIN)).toBeNull();
    expect(boardPins(environment)).toEqual(['UGluOjk5']);
    expect(savedPins(environment)).toEqual(['UGluOjk5']);
  });
});
