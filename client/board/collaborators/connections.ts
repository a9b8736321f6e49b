/**
 * The Relay connections of a board's people (issue 15, platform §4): the collaborators list and the
 * pending invites of /board/{id}/edit/collaborators, and the board page's avatar row. Removing
 * someone takes their edge out of every one of them the store holds.
 */
import { ConnectionHandler, type RecordProxy, type RecordSourceSelectorProxy } from 'relay-runtime';

/** Connection keys of Board.collaborators (the list and the board page's avatar row). */
export const COLLABORATOR_CONNECTIONS = ['CollaboratorsList_collaborators', 'BoardCollaboratorsRow_rowCollaborators'];
/** Connection key of Board.invites. */
export const INVITE_CONNECTION = 'CollaboratorsList_invites';

/** The board's connections named `key` in the store (any arguments: a connection key ignores first/after). */
function connectionsOf(board: RecordProxy, key: string): RecordProxy[] {
  const connection = ConnectionHandler.getConnection(board, key);
  return connection ? [connection] : [];
}

/**
 * Takes the edges whose collaborator is `userId` (a User's global id) out of the board's collaborator
 * lists; `adjustCount` also lowers the board's collaboratorCount (the optimistic guess: a server
 * answer brings the count itself).
 */
export function unlistCollaborator(store: RecordSourceSelectorProxy, boardId: string, userId: string, adjustCount: boolean): void {
  const board = store.get(boardId);
  if (!board) return;
  for (const key of COLLABORATOR_CONNECTIONS) {
    for (const connection of connectionsOf(board, key)) {
      const edges = connection.getLinkedRecords('edges') ?? [];
      const kept = edges.filter((edge) => edge?.getLinkedRecord('node')?.getLinkedRecord('user')?.getDataID() !== userId);
      if (kept.length !== edges.length) connection.setLinkedRecords(kept, 'edges');
    }
  }
  const count = board.getValue('collaboratorCount');
  if (adjustCount && typeof count === 'number' && count > 0) board.setValue(count - 1, 'collaboratorCount');
}

/** Takes the invite (an Invite's global id) out of the board's pending invites. */
export function unlistInvite(store: RecordSourceSelectorProxy, boardId: string, inviteId: string): void {
  const board = store.get(boardId);
  if (!board) return;
  for (const connection of connectionsOf(board, INVITE_CONNECTION)) ConnectionHandler.deleteNode(connection, inviteId);
}
