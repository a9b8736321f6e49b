import { Link } from 'gestalt';
import { isPlainLeftClick } from './plainClick';
import { QUICK_SAVE_CONFIRMATION_MS, SAVE_TOAST_MS } from './timing';
import type { ToastSpec } from './ToastProvider';

/** The save page editing a saved pin, as reached from the save toast's Organize/Change buttons (pin-card §2). */
export function editSavedPinPath(pinEntityId: string, boardEntityId: string, originalPinEntityId: string): string {
  return `/pin/${pinEntityId}/repin/?isEditingPin=true&pinBoardId=${boardEntityId}&isFromToast=true&originalPinId=${originalPinEntityId}`;
}

/** Where a quick save's "Profile" link goes (pin-card §2: the saved pins link in the save toast). */
export function savedPinsPath(username: string | null): string {
  return username ? `/${username}/_saved` : '/me/';
}

export interface SaveToastInput {
  /** v3 id of the saved pin (the repin). */
  readonly pinEntityId: string;
  /** v3 id of the pin that was tapped. */
  readonly originalPinEntityId: string;
  readonly boardEntityId: string;
  readonly boardName: string;
  readonly boardUrl: string;
  readonly sectionTitle: string | null;
  /** The picked section's url; the board name links there when set. */
  readonly sectionUrl?: string | null;
  readonly isQuickSave: boolean;
  /** The viewer's username (for /{username}/_saved); null falls back to /me/. */
  readonly username: string | null;
  /** The pin's thumbnail. */
  readonly imageUrl: string | null;
  readonly navigate: (path: string) => void;
}


/**
 * The toast after a save: 'Saved to {board}' (or 'Saved to Profile' for a quick save) with the pin's
 * thumbnail; the name links to the section, board or saved pins; 'Organize' (board save) or
 * 'Change' (quick save) opens the save page in edit mode. Up SAVE_TOAST_MS, or
 * QUICK_SAVE_CONFIRMATION_MS for a quick save.
 */
export function saveToastSpec(input: SaveToastInput): ToastSpec {
  const { isQuickSave, navigate } = input;
  const name = isQuickSave ? 'Profile' : input.boardName;
  const target = isQuickSave ? savedPinsPath(input.username) : (input.sectionTitle && input.sectionUrl) || input.boardUrl;
  const editPath = editSavedPinPath(input.pinEntityId, input.boardEntityId, input.originalPinEntityId);
  return {
    text: (
      <>
        {'Saved to '}
        <Link
          href={target}
          display="inline"
          underline="hover"
          dataTestId="save-toast-board-link"
          onClick={({ event, dangerouslyDisableOnNavigation }) => {
            if (!isPlainLeftClick(event)) return;
            event.preventDefault();
            dangerouslyDisableOnNavigation();
            navigate(target);
          }}
        >
          {name}
        </Link>
      </>
    ),
    type: 'default',
    durationMs: isQuickSave ? QUICK_SAVE_CONFIRMATION_MS : SAVE_TOAST_MS,
    thumbnail: input.imageUrl ? { src: input.imageUrl, alt: '' } : null,
    primaryAction: {
      label: isQuickSave ? 'Change' : 'Organize',
      href: editPath,
      onClick: () => navigate(editPath),
      dataTestId: isQuickSave ? 'save-toast-change' : 'save-toast-organize',
    },
    dataTestId: 'save-toast',
  };
}
