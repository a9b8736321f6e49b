import { Link } from 'gestalt';
import { PROFILE_NAME, QUICK_SAVE_PATH, savedOverlayHref } from '../../pin/save/savedOverlay';
import { QUICK_SAVE_CONFIRMATION_MS, SAVE_TOAST_MS } from './timing';
import type { ToastSpec } from './ToastProvider';

/** The save page editing a saved pin, as reached from the save toast's Organize/Change buttons (pin-card §2). */
export function editSavedPinPath(pinEntityId: string, boardEntityId: string, originalPinEntityId: string): string {
  return `/pin/${pinEntityId}/repin/?isEditingPin=true&pinBoardId=${boardEntityId}&isFromToast=true&originalPinId=${originalPinEntityId}`;
}

/**
 * Where a quick save's "Profile" link goes (pin-card §2: the save toast links the saved pins,
 * /{username}/_saved). The saved overlay on the card goes to /me/ instead (savedOverlay.ts,
 * QUICK_SAVE_PATH): the spec gives the two different destinations, so they are kept apart on
 * purpose; /me/ is also the fallback here when the username is unknown.
 */
export function savedPinsPath(username: string | null): string {
  return username ? `/${username}/_saved` : QUICK_SAVE_PATH;
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
}

/**
 * The toast after a save: 'Saved to {section}' when a section was picked, else 'Saved to {board}' (or
 * 'Saved to Profile' for a quick save), with the pin's thumbnail — the saved overlay's section-else-board
 * rule (issue 14); the name links to the section, board or saved pins; 'Organize' (board save) or
 * 'Change' (quick save) opens the save page in edit mode. Up SAVE_TOAST_MS, or
 * QUICK_SAVE_CONFIRMATION_MS for a quick save. The links are plain hrefs: the app shell's
 * GlobalEventsHandlerProvider routes same-origin Gestalt links through the router.
 */
export function saveToastSpec(input: SaveToastInput): ToastSpec {
  const { isQuickSave } = input;
  const section = input.sectionTitle && input.sectionUrl ? { title: input.sectionTitle, url: input.sectionUrl } : null;
  const name = isQuickSave ? PROFILE_NAME : (section?.title ?? input.boardName);
  // Same section-else-board rule as the saved overlay; a quick save links the saved pins (see savedPinsPath).
  const target = isQuickSave
    ? savedPinsPath(input.username)
    : (savedOverlayHref({
        board: { name: input.boardName, url: input.boardUrl, layout: 'default' },
        section,
      }) ?? input.boardUrl);
  const editPath = editSavedPinPath(input.pinEntityId, input.boardEntityId, input.originalPinEntityId);
  return {
    text: (
      <>
        {'Saved to '}
        <Link href={target} display="inline" underline="hover" dataTestId="save-toast-board-link">
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
      dataTestId: isQuickSave ? 'save-toast-change' : 'save-toast-organize',
    },
    dataTestId: 'save-toast',
  };
}
