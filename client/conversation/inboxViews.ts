/**
 * New message's two steps in the address (platform §2 inbox views), so the browser's Back goes
 * from writing back to picking people, and from there back to the list:
 *   /inbox/?view=new      newMessageSelectRecipientsView
 *   /inbox/?view=write    newMessageView
 */
import type { InboxView } from './ConversationList';

export type NewMessageView = Extract<InboxView, 'newMessageSelectRecipientsView' | 'newMessageView'>;

// Words that are not Gestalt icon names: the build keeps in the first script every icon a quoted word of the client names.
export const NEW_MESSAGE_QUERY: Readonly<Record<NewMessageView, string>> = { newMessageSelectRecipientsView: 'new', newMessageView: 'write' };

/** The step an address's `view` names, if any. */
export function newMessageViewOf(view: unknown): NewMessageView | null {
  if (view === NEW_MESSAGE_QUERY.newMessageSelectRecipientsView) return 'newMessageSelectRecipientsView';
  if (view === NEW_MESSAGE_QUERY.newMessageView) return 'newMessageView';
  return null;
}

/**
 * How many steps of New message the history holds behind this address (location state, set as they
 * are opened): Cancel goes back over them to the list, so Back after it does not reopen them.
 */
export function newMessageDepth(state: unknown): number {
  const depth = (state as { newMessage?: unknown } | null | undefined)?.newMessage;
  return depth === 1 || depth === 2 ? depth : 0;
}
