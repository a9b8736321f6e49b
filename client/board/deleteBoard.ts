import { commitMutation, graphql } from 'react-relay';
import { ConnectionHandler, type Environment, type RecordSourceSelectorProxy } from 'relay-runtime';
import type { ToastApi } from '../shell/toast/ToastProvider';
import type { deleteBoardMutation } from './__generated__/deleteBoardMutation.graphql';

export const DELETE_BOARD_FAILED = "Sorry! We couldn't delete that board. It's back on your profile.";

const mutation = graphql`
  mutation deleteBoardMutation($input: DeleteBoardInput!) {
    deleteBoard(input: $input) {
      deletedBoardId
      errors {
        code
        field
        message
      }
    }
  }
`;

/** The lists a board is shown in: its owner's profile grids (any sort or filter) and the save picker's lists. */
const LISTS = ['__ProfileBoards_boards_connection', '__BoardPicker_saveBoards_connection'];

/** Ids of the connection records (in the store now) that may hold the board. */
function listIds(environment: Environment): string[] {
  return environment
    .getStore()
    .getSource()
    .getRecordIDs()
    .filter((id) => LISTS.some((list) => id.includes(`:${list}`)));
}

/** Takes the board out of every list the store holds it in. */
function unlist(store: RecordSourceSelectorProxy, environment: Environment, boardId: string): void {
  for (const id of listIds(environment)) {
    const connection = store.get(id);
    if (connection) ConnectionHandler.deleteNode(connection, boardId);
  }
}

export interface DeleteBoardTarget {
  /** Global id. */
  readonly id: string;
  /** The v3 id (board(id:) root field). */
  readonly entityId: string;
  readonly name: string;
  readonly ownerUsername: string;
  /** The board's path segment (boardByPath root field), from its url. */
  readonly slug: string;
}

/** '/ada/kitchen-ideas/' → 'kitchen-ideas'. */
export const boardSlugOf = (url: string): string => url.split('/').filter(Boolean)[1] ?? '';

/**
 * Deletes a board (platform §4: applied immediately). It leaves its owner's board lists at once (an
 * optimistic update, applied again over a list that loads meanwhile) and the toast says so; on a
 * failure the optimistic update is rolled back, so the board is listed again, with an error toast.
 * Once the server agrees, the page addresses of the board answer "not found" from the store too.
 * Independent of any component: the caller navigates away at once.
 */
export function deleteBoard(environment: Environment, toast: ToastApi, board: DeleteBoardTarget): void {
  const done = toast.show({ text: `Deleted board "${board.name}"`, dataTestId: 'board-deleted-toast' });
  const fail = (message?: string) => {
    toast.dismiss(done);
    toast.show({ text: message ?? DELETE_BOARD_FAILED, type: 'error', dataTestId: 'board-delete-error-toast' });
  };
  commitMutation<deleteBoardMutation>(environment, {
    mutation,
    variables: { input: { boardId: board.id } },
    optimisticUpdater: (store) => unlist(store, environment, board.id),
    updater: (store, data) => {
      if (!data?.deleteBoard.deletedBoardId) return;
      unlist(store, environment, board.id);
      const root = store.getRoot();
      root.setValue(null, 'boardByPath', { username: board.ownerUsername, slug: board.slug });
      root.setValue(null, 'board', { id: board.entityId });
    },
    onCompleted: ({ deleteBoard: answer }) => {
      if (!answer.deletedBoardId || answer.errors.length > 0) fail(answer.errors[0]?.message);
    },
    onError: () => fail(),
  });
}
