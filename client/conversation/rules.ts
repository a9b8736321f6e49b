/** Pure rules of the inbox and a conversation (issue 20): names, previews, times, global ids. No DOM, no Relay. */

export interface PersonName {
  readonly username: string;
  readonly fullName: string;
}

/** "Ana", "Ana and Ben", "Ana, Ben and 2 others": who a conversation is with. */
export function conversationTitle(people: readonly PersonName[]): string {
  const names = people.map((p) => p.fullName.trim() || p.username);
  if (names.length === 0) return 'Just you';
  if (names.length === 1) return names[0]!;
  if (names.length === 2) return `${names[0]} and ${names[1]}`;
  const others = names.length - 2;
  return `${names[0]}, ${names[1]} and ${others} ${others === 1 ? 'other' : 'others'}`;
}

/** The inbox row's line under the name: the last message's text, or what was sent. */
export function messagePreview(message: { readonly text: string; readonly isMine: boolean; readonly pinTitle?: string | null; readonly hasPin?: boolean } | null): string {
  if (!message) return '';
  const what = message.text.trim() || (message.hasPin ? (message.pinTitle?.trim() ? `Sent a Pin: ${message.pinTitle.trim()}` : 'Sent a Pin') : '');
  return message.isMine ? `You: ${what}` : what;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "now", "5m", "3h", "2d", then the date ("Mar 4"): how long ago a message came. */
export function shortAgo(iso: string, now: number): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const ago = Math.max(0, now - at);
  if (ago < MINUTE) return 'now';
  if (ago < HOUR) return `${Math.floor(ago / MINUTE)}m`;
  if (ago < DAY) return `${Math.floor(ago / HOUR)}h`;
  if (ago < 7 * DAY) return `${Math.floor(ago / DAY)}d`;
  return new Date(at).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** The global id of a conversation from its v3 id (the address carries the v3 id). */
export const conversationGlobalId = (entityId: string): string => btoa(`Conversation:${entityId}`);

/** Whether a route parameter can be a conversation's v3 id. */
export const isConversationId = (value: string | undefined): value is string => value !== undefined && /^[1-9]\d{0,15}$/.test(value);

/** The longest message (server/v3/conversation/send.ts MESSAGE_TEXT_MAX). */
export const MESSAGE_TEXT_MAX = 2000;

/** The header's number: conversations with unread messages and contact requests waiting. */
export const waitingCount = (inbox: { readonly unreadConversations: number; readonly contactRequests: number }): number =>
  inbox.unreadConversations + inbox.contactRequests;

/** Told (a window event) when something the header counts changed on a page: it asks for its counts again. */
export const INBOX_CHANGED_EVENT = 'corkboard:inbox-changed';
export const announceInboxChange = (): void => {
  window.dispatchEvent(new Event(INBOX_CHANGED_EVENT));
};
