/** What v3 answers for conversations (issue 20; platform §3 conversation, conversationMessage, contactrequest, inbox). */
import type { V3GridPin } from '../pin/field-sets.ts';
import type { V3UserSummary } from '../types.ts';

/** A participant's place in a conversation (conversation_members.status). */
export type MemberStatus = 'accepted' | 'pending' | 'declined';

export interface V3ConversationMessage {
  id: string;
  node_type: 'conversationmessage';
  conversation_id: string;
  /** Null when the viewer may not see the sender (they blocked the viewer). */
  sender: V3UserSummary | null;
  text: string;
  /** The sent pin; null when none was sent or the viewer may not see it (pin_unavailable then says which). */
  pin: V3GridPin | null;
  pin_unavailable: boolean;
  created_at: string;
}

export interface V3Conversation {
  id: string;
  node_type: 'conversation';
  /** Everyone in it the viewer may see, the viewer included. */
  participants: V3UserSummary[];
  /** The viewer's place: accepted (inbox), pending (a contact request to the viewer) or declined. */
  status: MemberStatus;
  /** Messages from others after the viewer's last read one. */
  unread_count: number;
  last_message: V3ConversationMessage | null;
  last_message_at: string;
}

/** A contact request: a conversation someone the viewer does not follow started with them. */
export interface V3ContactRequest {
  id: string;
  node_type: 'contactrequest';
  conversation: V3Conversation;
  /** Who started it (null if the viewer may not see them). */
  sender: V3UserSummary | null;
  created_at: string;
}

/** GET /v3/users/me/inbox/ (platform §3 inbox): what the header's badges count. */
export interface V3Inbox {
  node_type: 'inbox';
  /** Accepted conversations with a message the viewer has not read. */
  unread_conversations: number;
  /** Contact requests waiting for the viewer. */
  contact_requests: number;
  /** News hub lines (notification groups) with something the viewer has not read. */
  unread_notifications: number;
  /** The id of the viewer's newest live event: a stream started with after=this misses nothing from now on. */
  last_event_id: string;
}
