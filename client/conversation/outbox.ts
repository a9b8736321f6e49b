/**
 * The messages a conversation page sent (issue 20). Each shows from the moment Send is pressed:
 * "Sending…", then with Try again if it failed, and once sent it stays on the page for as long as
 * the conversation as read does not hold it yet. (A read of the conversation that began before the
 * message was written, such as the one an Accept starts, can come back after it: Relay shares one
 * read among those who ask while it is on its way, so the read a send asks for can be that older
 * one, and its answer has no message; the message must not vanish with it.)
 */

export interface Outgoing {
  /** The page's own number for it (a Try again keeps it). */
  readonly key: number;
  readonly text: string;
  readonly status: 'sending' | 'failed' | 'sent';
  readonly error: string | null;
  /** Its global id once sent. */
  readonly messageId: string | null;
}

/** `entry` put in place of the one with its key, or added last. */
export function withEntry(outbox: readonly Outgoing[], entry: Outgoing): readonly Outgoing[] {
  return outbox.some((other) => other.key === entry.key) ? outbox.map((other) => (other.key === entry.key ? entry : other)) : [...outbox, entry];
}

/** What to show after the conversation's messages: everything not among them (by id) yet. */
export function notYetRead(outbox: readonly Outgoing[], readIds: ReadonlySet<string>): readonly Outgoing[] {
  return outbox.filter((entry) => entry.messageId === null || !readIds.has(entry.messageId));
}

/** Whether a message is on its way (Send waits for it: messages go in the order written). */
export const isSending = (outbox: readonly Outgoing[]): boolean => outbox.some((entry) => entry.status === 'sending');
