/**
 * New message's steps as inbox addresses (./inboxViews.ts), so the browser's Back and Forward walk
 * them: New message pushes the people step, Next pushes the writing step, Back and Cancel go back
 * through the history (when it holds the steps) rather than adding to it, and a sent message's
 * conversation replaces the writing step.
 */
import { useRouter } from 'found';
import { useCallback, useMemo } from 'react';
import { NEW_MESSAGE_QUERY, newMessageDepth, newMessageViewOf, type NewMessageView } from './inboxViews';

const INBOX = '/inbox/';

export interface NewMessageSteps {
  /** The step the address names (null: the list). */
  readonly view: NewMessageView | null;
  readonly open: () => void;
  readonly next: () => void;
  readonly back: () => void;
  readonly cancel: () => void;
  readonly restart: () => void;
  readonly sent: (conversationEntityId: string) => void;
}

/** `onInbox`: the address is /inbox/ itself (a conversation's address has no New message). */
export function useNewMessageSteps(onInbox: boolean): NewMessageSteps {
  const { match, router } = useRouter();
  const query = match.location.query as Record<string, unknown>;
  const view = onInbox ? newMessageViewOf(query.view) : null;
  const depth = newMessageDepth(match.location.state);
  const at = useCallback((step: NewMessageView, steps: number) => ({ pathname: INBOX, query: { view: NEW_MESSAGE_QUERY[step] }, state: { newMessage: steps } }), []);
  return useMemo(
    () => ({
      view,
      open: () => router.push(at('newMessageSelectRecipientsView', 1)),
      next: () => router.push(at('newMessageView', depth > 0 ? depth + 1 : 0)),
      // The writing step is only reached by Next: the people are one step back.
      back: () => router.go(-1),
      cancel: () => (depth > 0 ? router.go(-depth) : router.replace(INBOX)),
      restart: () => router.replace(at('newMessageSelectRecipientsView', 0)),
      sent: (id: string) => router.replace(`/conversation/${id}/`),
    }),
    [view, depth, router, at],
  );
}
