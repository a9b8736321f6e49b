import { useRouter } from 'found';
import { Text } from 'gestalt';
import { useState, type ReactElement } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { useToast } from '../shell/toast/ToastProvider';
import ConfirmModal from './ConfirmModal';
import { boardSlugOf, deleteBoard } from './deleteBoard';
import { addCollaboratorsPath } from './collaborators/paths';
import { useArchiveBoard } from './useArchiveBoardMutation';

export interface BoardActionsTarget {
  readonly id: string;
  readonly entityId: string;
  readonly name: string;
  readonly url: string;
  readonly archived: boolean;
  readonly ownerUsername: string;
}

export interface BoardActions {
  /** Asks 'Archive this board?' first. */
  readonly askArchive: () => void;
  readonly unarchive: () => void;
  /** Asks 'Delete this board?' first. */
  readonly askDelete: () => void;
  /** Opens 'Add collaborators' (/board/{id}/edit/add_collaborators) over the board. */
  readonly inviteCollaborators: () => void;
  readonly archiving: boolean;
  /** The confirmation open now, if any. */
  readonly modal: ReactElement | null;
}

/**
 * A board owner's archive, unarchive and delete, with their confirmations (the board page's 'Board
 * options' menu and the edit modal share them). Delete goes to the owner's profile at once.
 */
export function useBoardActions(board: BoardActionsTarget): BoardActions {
  const { router } = useRouter();
  const environment = useRelayEnvironment();
  const toast = useToast();
  const { setArchived, inFlight } = useArchiveBoard();
  const [asking, setAsking] = useState<'archive' | 'delete' | null>(null);
  const close = () => setAsking(null);

  const confirmDelete = () => {
    close();
    deleteBoard(environment, toast, { id: board.id, entityId: board.entityId, name: board.name, ownerUsername: board.ownerUsername, slug: boardSlugOf(board.url) });
    // The board is gone: its address should not stay in the history to come back to.
    router.replace(`/${encodeURIComponent(board.ownerUsername)}/`);
  };

  let modal: ReactElement | null = null;
  if (asking === 'archive') {
    modal = (
      <ConfirmModal
        heading="Archive this board?"
        confirmText="Archive"
        onDismiss={close}
        onConfirm={() => {
          close();
          setArchived(board.id, true);
        }}
      >
        <Text>No one can save to an archived board, and it is taken off your profile for others. You can unarchive it any time.</Text>
      </ConfirmModal>
    );
  } else if (asking === 'delete') {
    modal = (
      <ConfirmModal heading="Delete this board?" confirmText="Delete" onDismiss={close} onConfirm={confirmDelete}>
        <Text>{`"${board.name}", its sections and the Pins on it will be deleted. This can't be undone.`}</Text>
      </ConfirmModal>
    );
  }

  return {
    askArchive: () => setAsking('archive'),
    unarchive: () => setArchived(board.id, false),
    askDelete: () => setAsking('delete'),
    inviteCollaborators: () => router.push({ pathname: addCollaboratorsPath(board.entityId), state: { fromBoard: true } }),
    archiving: inFlight,
    modal,
  };
}
