import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { useErrorToast } from '../shell/useErrorToast';
import type { reorderBoardsMutation } from './__generated__/reorderBoardsMutation.graphql';

export const REORDER_FAILED = "Couldn't move that board. Try again.";

const mutation = graphql`
  mutation reorderBoardsMutation($input: ReorderBoardsInput!) {
    reorderBoards(input: $input) {
      board {
        id
      }
      errors {
        code
        message
      }
    }
  }
`;

/**
 * Where a board goes when it moves from `from` to `to` in `order`: the board it then follows
 * (null: first), as reorderBoards takes it.
 */
export function afterBoardId(order: readonly string[], from: number, to: number): string | null {
  const next = order.filter((_, index) => index !== from);
  return to <= 0 ? null : (next[Math.min(to, next.length) - 1] ?? null);
}

/** Moves the board's edge in the loaded list to index `to` (of the list without it). */
export function moveEdge(store: RecordSourceSelectorProxy, connectionId: string, boardId: string, to: number): void {
  const connection = store.get(connectionId);
  const edges = connection?.getLinkedRecords('edges');
  if (!connection || !edges) return;
  const from = edges.findIndex((edge) => edge?.getLinkedRecord('node')?.getDataID() === boardId);
  if (from < 0) return;
  const next = [...edges];
  const [moved] = next.splice(from, 1);
  if (!moved) return;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved);
  connection.setLinkedRecords(next, 'edges');
}

/**
 * Moves a board in its owner's custom order (reorderBoards): the grid shows the new order at once
 * and goes back, with an error toast, when the server says no.
 */
export function useReorderBoards(connectionId: string | null): (order: readonly string[], from: number, to: number) => void {
  const [commit] = useMutation<reorderBoardsMutation>(mutation);
  const toast = useErrorToast('reorder-boards-toast');
  return useCallback(
    (order: readonly string[], from: number, to: number) => {
      const boardId = order[from];
      if (!boardId || !connectionId || from === to || to < 0 || to >= order.length) return;
      const apply = (store: RecordSourceSelectorProxy) => moveEdge(store, connectionId, boardId, to);
      commit({
        variables: { input: { boardId, afterBoardId: afterBoardId(order, from, to) } },
        optimisticUpdater: apply,
        updater: (store, data) => {
          if (data && data.reorderBoards.errors.length === 0) apply(store);
        },
        onCompleted: ({ reorderBoards }) => {
          if (reorderBoards.errors.length > 0) toast.show(reorderBoards.errors[0]?.message ?? REORDER_FAILED);
        },
        onError: () => toast.show(REORDER_FAILED),
      });
    },
    [commit, toast, connectionId],
  );
}
