/** New message (issue 20; platform §2 newMessageSelectRecipientsView, newMessageView): pick people, write, send, open the conversation. */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TYPEAHEAD_DEBOUNCE_MS } from '../search/HeaderSearch';
import { nextOperation } from '../testing/operations';
import type { MockEnvironment } from '../testing/render';
import { answerAccount, answerList, CLEO, DAN, isDisabled, person, renderInbox, installFakeTimers, type Person } from '../testing/inbox';
import { MESSAGE_TOO_LONG } from './messageRules';
import { NEW_MESSAGE_SEND_FAILED } from './NewMessage';
import { MAX_RECIPIENTS, RECIPIENTS_FULL, SEARCH_LABEL, SEND_SEARCH_SIZE } from './PeoplePicker';
import { conversationGlobalId, MESSAGE_TEXT_MAX } from './rules';

// The route's chunk, loaded once before the first test (a cold load takes seconds on a busy machine).
await import('./InboxPage');

// Whole-app renders with Gestalt on a loaded 2-core machine.
vi.setConfig({ testTimeout: 40_000 });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** /inbox/ with no conversation, then New message from its education panel. */
async function openNewMessage() {
  const { environment, user } = renderInbox('/inbox/');
  await answerList(environment, []);
  await user.click(within(await screen.findByTestId('inbox-education')).getByRole('button', { name: 'New message' }));
  await screen.findByTestId('new-message-recipients');
  installFakeTimers();
  return { environment, user };
}

/** Types `words` in the people search, waits out the debounce and answers its query with `people`. */
async function search(environment: MockEnvironment, user: Awaited<ReturnType<typeof openNewMessage>>['user'], words: string, people: readonly Person[]) {
  const field = screen.getByRole('textbox', { name: SEARCH_LABEL });
  await user.clear(field);
  await user.type(field, words);
  await act(async () => vi.advanceTimersByTime(TYPEAHEAD_DEBOUNCE_MS));
  const operation = await nextOperation(environment, 'NewMessageSearchQuery');
  expect(operation.request.variables).toEqual({ query: words, first: SEND_SEARCH_SIZE + 1 });
  await act(async () => environment.mock.resolve(operation, { data: { searchTypeahead: { users: people } } }));
}

const sendingTo = () => within(screen.getByRole('list', { name: 'Sending to' })).getAllByRole('listitem').map((item) => item.textContent);
const messageBox = () => screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;

async function toWriting(environment: MockEnvironment, user: Awaited<ReturnType<typeof openNewMessage>>['user'], people: readonly Person[] = [DAN]) {
  await search(environment, user, 'da', people);
  for (const one of people) await user.click(await screen.findByRole('button', { name: `Add ${one.fullName}` }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByTestId('new-message');
}

describe('New message', () => {
  it('picks people, goes on to write, sends, and opens the conversation it went to', async () => {
    const { environment, user } = await openNewMessage();
    expect(document.title).toBe('New message | Corkboard');
    // Nobody chosen yet: nowhere to go.
    expect(isDisabled(screen.getByRole('button', { name: 'Next' }))).toBe(true);
    await search(environment, user, 'da', [DAN, CLEO]);
    await user.click(screen.getByRole('button', { name: 'Add Dan Ito' }));
    await user.click(screen.getByRole('button', { name: 'Add Cleo Day' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await screen.findByTestId('new-message');
    expect(sendingTo()).toEqual(['Dan Ito,', 'Cleo Day']);
    expect(isDisabled(screen.getByRole('button', { name: 'Send' }))).toBe(true);
    // Back to the people, who are still chosen, and on again.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByTestId('new-message-recipients');
    expect(screen.getByRole('button', { name: 'Remove Dan Ito' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByTestId('new-message');

    await user.click(messageBox());
    await user.paste('Dinner on Friday?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const send = await nextOperation(environment, 'NewMessageSendMutation');
    expect(send.request.variables).toEqual({ userIds: [DAN.id, CLEO.id], text: 'Dinner on Friday?' });
    expect(isDisabled(screen.getByRole('button', { name: 'Sending…' }))).toBe(true);
    await act(async () => environment.mock.resolve(send, { data: { sendMessage: { conversation: { id: conversationGlobalId('5'), entityId: '5' }, errors: [] } } }));

    // /conversation/5/: the conversation is read.
    await answerAccount(environment);
    const thread = await nextOperation(environment, 'ConversationThreadQuery');
    expect(thread.request.variables.id).toBe(conversationGlobalId('5'));
    await waitFor(() => expect(document.title).toBe('Conversation | Corkboard'));
  });

  it("a refusal says why and keeps the people and the message; a network failure says Couldn't send", async () => {
    const { environment, user } = await openNewMessage();
    await toWriting(environment, user);
    await user.type(messageBox(), 'Hi Dan');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    let send = await nextOperation(environment, 'NewMessageSendMutation');
    await act(async () =>
      environment.mock.resolve(send, { data: { sendMessage: { conversation: null, errors: [{ message: 'Dan is not taking messages.' }] } } }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Dan is not taking messages.');
    expect(messageBox().value).toBe('Hi Dan');
    expect(sendingTo()).toEqual(['Dan Ito']);

    await user.click(screen.getByRole('button', { name: 'Send' }));
    send = await nextOperation(environment, 'NewMessageSendMutation');
    await act(async () => environment.mock.reject(send, new Error('offline')));
    expect((await screen.findByRole('alert')).textContent).toBe(NEW_MESSAGE_SEND_FAILED);
    expect(messageBox().value).toBe('Hi Dan');
    expect(screen.getByTestId('new-message')).toBeTruthy();
  });

  it(`takes ${MAX_RECIPIENTS} people and refuses the 11th, saying why`, async () => {
    const { environment, user } = await openNewMessage();
    const first = Array.from({ length: 6 }, (_, index) => person(index + 10));
    const second = Array.from({ length: 6 }, (_, index) => person(index + 20));
    await search(environment, user, 'pe', first);
    for (const one of first) await user.click(screen.getByRole('button', { name: `Add ${one.fullName}` }));
    await search(environment, user, 'per', second);
    for (const one of second.slice(0, 4)) await user.click(screen.getByRole('button', { name: `Add ${one.fullName}` }));

    expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(MAX_RECIPIENTS);
    expect(screen.getByRole('status').textContent).toBe(RECIPIENTS_FULL);
    const eleventh = screen.getByRole('button', { name: 'Add Person 24' });
    expect(eleventh.getAttribute('aria-disabled')).toBe('true');
    await user.click(eleventh);
    expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(MAX_RECIPIENTS);
    expect(screen.queryByRole('button', { name: 'Remove Person 24' })).toBeNull();
    // Ten is fine: on to writing to them.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByTestId('new-message');
    expect(sendingTo()).toHaveLength(MAX_RECIPIENTS);
  });

  it(`sends ${MESSAGE_TEXT_MAX} characters, not ${MESSAGE_TEXT_MAX + 1}: the counter says so and the text stays`, async () => {
    const { environment, user } = await openNewMessage();
    await toWriting(environment, user);
    const counter = () => screen.getByTestId('message-counter').textContent;
    expect(counter()).toBe(`0/${MESSAGE_TEXT_MAX}`);
    await user.click(messageBox());
    await user.paste('a'.repeat(MESSAGE_TEXT_MAX));
    expect(counter()).toBe(`${MESSAGE_TEXT_MAX}/${MESSAGE_TEXT_MAX}`);
    expect(isDisabled(screen.getByRole('button', { name: 'Send' }))).toBe(false);
    expect(screen.queryByText(MESSAGE_TOO_LONG)).toBeNull();

    await user.type(messageBox(), 'b');
    expect(counter()).toBe(`${MESSAGE_TEXT_MAX + 1}/${MESSAGE_TEXT_MAX}`);
    expect(screen.getByText(MESSAGE_TOO_LONG)).toBeTruthy();
    expect(isDisabled(screen.getByRole('button', { name: 'Send' }))).toBe(true);
    expect(messageBox().value).toHaveLength(MESSAGE_TEXT_MAX + 1);

    await user.type(messageBox(), '{Backspace}');
    expect(isDisabled(screen.getByRole('button', { name: 'Send' }))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const send = await nextOperation(environment, 'NewMessageSendMutation');
    expect((send.request.variables.text as string).length).toBe(MESSAGE_TEXT_MAX);
  });

  it('Cancel goes back to the list', async () => {
    const { environment, user } = await openNewMessage();
    await search(environment, user, 'cl', [CLEO]);
    await user.click(screen.getByRole('button', { name: 'Add Cleo Day' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('new-message-recipients')).toBeNull());
    expect(screen.getByTestId('inbox-education')).toBeTruthy();
    expect(document.title).toBe('Inbox | Corkboard');
  });
});
