/**
 * What New message holds between its steps (NewMessage.tsx): each step is its own address, and the
 * app shell mounts a page afresh for each address, so who is chosen and what is written are kept
 * here, from New message until the message is sent or the steps are left with Cancel. Small and
 * apart from NewMessage.tsx, which loads when New message first opens.
 */
import type { PickablePerson } from './PeoplePicker';

export const NEW_MESSAGE_TITLE = 'New message';

export interface NewMessageDraft<P extends PickablePerson = PickablePerson> {
  readonly chosen: readonly P[];
  readonly text: string;
}

let kept: NewMessageDraft = { chosen: [], text: '' };

export const keptNewMessage = (): NewMessageDraft => kept;

export function keepNewMessage(draft: NewMessageDraft): void {
  kept = draft;
}

/** A new New message: nobody chosen, nothing written. */
export function forgetNewMessage(): void {
  kept = { chosen: [], text: '' };
}
