/**
 * A conversation (issue 20) at phone width: the reply box keeps what is written through an Accept
 * and the reads after it, a sent reply never vanishes, and earlier messages come a page at a time.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MOBILE_QUERY } from '../shell/useIsMobile';
import { mockMediaQuery } from '../testing/matchMedia';
import { nextOperation } from '../testing/operations';
import type { MockEnvironment } from '../testing/render';
import { SEND_FAILED } from './ConversationThread';
import { answer, CLEO, isDisabled, pageInfo, renderInbox } from '../testing/inbox';
import { conversationGlobalId, MESSAGE_TEXT_MAX } from './rules';

// The route's chunk, loaded once before the first test (a cold load takes seconds on a busy machine).
await import('./InboxPage');

// Whole-app renders with Gestalt on a loaded 2-core machine.
vi.setConfig({ testTimeout: 40_000 });

const ID = conversationGlobalId('5');

const message = (n: number, text: string, isMine = false) => ({
  id: btoa(`ConversationMessage:${n}`),
  text,
  isMine,
  pinUnavailable: false,
  pin: null,
  sender: isMine ? { username: 'ada', fullName: 'Ada Baker', imageMediumUrl: '' } : { username: CLEO.username, fullName: CLEO.fullName, imageMediumUrl: '' },
});
const HELLO = message(1, 'Look at this one!');
const REPLY = message(2, 'Thanks for this!', true);

/** The reads of the conversation waiting for an answer. */
const threadReads = (environment: MockEnvironment) => environment.mock.getAllOperations().filter((operation) => operation.request.node.params.name === 'ConversationThreadQuery');

/** The conversation as read, with its messages newest first. */
const conversation = (status: string, messages: readonly ReturnType<typeof message>[], hasNextPage = false) => ({
  id: ID,
  entityId: '5',
  status,
  unreadCount: 0,
  otherParticipants: [CLEO],
  messages: { edges: messages.map((node, index) => ({ cursor: `m${index}`, node })), pageInfo: pageInfo(hasNextPage) },
});

const resolveThread = (environment: MockEnvironment, operation: OperationDescriptor, data: ReturnType<typeof conversation>) =>
  act(async () => environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, { Conversation: () => data, Inbox: () => ({ lastEventId: 'e1' }) })));

/** /conversation/5/, a contact request from Cleo with her first message. */
async function openRequest(messages = [HELLO], hasNextPage = false) {
  mockMediaQuery(MOBILE_QUERY, true);
  const { environment, user } = renderInbox('/conversation/5/');
  await answer(environment, 'ConversationThreadQuery', { Conversation: () => conversation('PENDING', messages, hasNextPage) });
  await screen.findByTestId('contact-request');
  return { environment, user };
}

const box = () => screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
const counter = () => screen.getByTestId('message-counter').textContent;
const sendButton = () => screen.getByTestId('conversation-send');
const log = () => screen.getByRole('log', { name: 'Messages with Cleo Day' });

/** Presses Accept and answers it; returns the read of the conversation it starts (still on its way). */
async function accept(environment: MockEnvironment, user: Awaited<ReturnType<typeof openRequest>>['user']) {
  await user.click(screen.getByRole('button', { name: 'Accept' }));
  const operation = await nextOperation(environment, 'ConversationThreadAnswerMutation');
  await act(async () => environment.mock.resolve(operation, { data: { acceptContactRequest: { conversation: { id: ID, status: 'ACCEPTED' }, errors: [] } } }));
  return nextOperation(environment, 'ConversationThreadQuery');
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a conversation at phone width', () => {
  it('keeps a reply being written through Accept and the read after it: the field, its counter and Send agree', async () => {
    const { environment, user } = await openRequest();
    await user.type(box(), 'Thanks for this');
    const read = await accept(environment, user);
    await waitFor(() => expect(screen.queryByTestId('contact-request')).toBeNull());
    await user.type(box(), '!');
    await resolveThread(environment, read, conversation('ACCEPTED', [HELLO]));

    expect(box().value).toBe('Thanks for this!');
    expect(counter()).toBe(`16/${MESSAGE_TEXT_MAX}`);
    expect(isDisabled(sendButton())).toBe(false);
  });

  it("a reply sent while Accept's read is on its way stays on the page, and the emptied box's counter says 0", async () => {
    const { environment, user } = await openRequest();
    const read = await accept(environment, user);
    await user.type(box(), 'Thanks for this!');
    await user.click(sendButton());
    const send = await nextOperation(environment, 'ConversationThreadSendMutation');
    expect(send.request.variables).toEqual({ conversationId: '5', text: 'Thanks for this!', count: 50 });
    expect(within(log()).getByTestId('message-pending').textContent).toContain('Sending…');
    // Written: the answer carries the conversation as it is now.
    await act(async () =>
      environment.mock.resolve(
        send,
        MockPayloadGenerator.generate(send, { SendMessagePayload: () => ({ conversation: conversation('ACCEPTED', [REPLY, HELLO]), message: { id: REPLY.id }, errors: [] }) }),
      ),
    );
    expect(within(log()).getByText('Thanks for this!')).toBeTruthy();
    expect(box().value).toBe('');
    expect(counter()).toBe(`0/${MESSAGE_TEXT_MAX}`);
    expect(isDisabled(sendButton())).toBe(true);

    // Accept's read, begun before the reply was written, answers last and without it: the reply stays.
    await resolveThread(environment, read, conversation('ACCEPTED', [HELLO]));
    expect(within(log()).getByText('Thanks for this!')).toBeTruthy();
    expect(within(log()).queryByText('Sending…')).toBeNull();
    expect(within(log()).getAllByRole('listitem').map((item) => item.textContent)).toEqual([expect.stringContaining('Look at this one!'), 'Thanks for this!']);

    // The read the send asked for waited for that older one: it begins now, and has the reply.
    const again = await nextOperation(environment, 'ConversationThreadQuery');
    await resolveThread(environment, again, conversation('ACCEPTED', [REPLY, HELLO]));
    await waitFor(() => expect(within(log()).getAllByTestId('message').map((item) => item.textContent)).toEqual([expect.stringContaining('Look at this one!'), expect.stringContaining('Thanks for this!')]));
    expect(within(log()).queryByTestId('message-sent')).toBeNull();
  });

  it('Accept while an older read is on its way: the conversation is read again after it, and stays accepted', async () => {
    mockMediaQuery(MOBILE_QUERY, true);
    const { environment, user } = renderInbox('/conversation/5/');
    await answer(environment, 'ConversationThreadQuery', { Conversation: () => ({ ...conversation('PENDING', [HELLO]), unreadCount: 1 }) });
    // Opening it reads it; the inbox is read again.
    const markRead = await nextOperation(environment, 'ConversationThreadReadMutation');
    await act(async () => environment.mock.resolve(markRead, { data: { markConversationRead: { conversation: { id: ID, unreadCount: 0 } } } }));
    const older = await nextOperation(environment, 'ConversationThreadQuery');

    await user.click(screen.getByRole('button', { name: 'Accept' }));
    const accepted = await nextOperation(environment, 'ConversationThreadAnswerMutation');
    await act(async () => environment.mock.resolve(accepted, { data: { acceptContactRequest: { conversation: { id: ID, status: 'ACCEPTED' }, errors: [] } } }));
    await waitFor(() => expect(screen.queryByTestId('contact-request')).toBeNull());
    // Relay would hand the refresh the older read's answer: it waits for that read instead.
    expect(threadReads(environment)).toHaveLength(1);

    await resolveThread(environment, older, conversation('PENDING', [HELLO]));
    // Answered (and no longer waiting): a new read begins.
    const fresh = await nextOperation(environment, 'ConversationThreadQuery');
    await resolveThread(environment, fresh, conversation('ACCEPTED', [HELLO]));
    await waitFor(() => expect(screen.queryByTestId('contact-request')).toBeNull());
  });

  it('Try again sends the failed message and leaves what is being written in the box', async () => {
    const { environment, user } = await openRequest();
    await user.type(box(), 'First');
    await user.click(sendButton());
    let send = await nextOperation(environment, 'ConversationThreadSendMutation');
    await act(async () => environment.mock.reject(send, new Error('offline')));
    expect((await within(log()).findByRole('alert')).textContent).toContain(SEND_FAILED);

    await user.type(box(), 'Second thoughts');
    await user.click(within(log()).getByRole('button', { name: 'Try again' }));
    send = await nextOperation(environment, 'ConversationThreadSendMutation');
    expect(send.request.variables.text).toBe('First');
    expect(box().value).toBe('Second thoughts');
    expect(counter()).toBe(`15/${MESSAGE_TEXT_MAX}`);
  });

  it('shows earlier messages a page at a time', async () => {
    const { environment, user } = await openRequest([message(3, 'Newest'), message(2, 'Middle')], true);
    const texts = () => within(log()).getAllByTestId('message').map((item) => item.textContent);
    expect(texts()).toEqual([expect.stringContaining('Middle'), expect.stringContaining('Newest')]);
    await user.click(screen.getByRole('button', { name: 'Show earlier messages' }));
    const page = await nextOperation(environment, 'ThreadMessagesPaginationQuery');
    expect(page.request.variables).toMatchObject({ id: ID, count: 50, cursor: 'next-page' });
    await act(async () =>
      environment.mock.resolve(page, MockPayloadGenerator.generate(page, { Conversation: () => ({ id: ID, messages: { edges: [{ cursor: 'm9', node: message(1, 'Oldest') }], pageInfo: pageInfo(false) } }) })),
    );
    await waitFor(() => expect(texts()).toEqual([expect.stringContaining('Oldest'), expect.stringContaining('Middle'), expect.stringContaining('Newest')]));
    expect(screen.queryByRole('button', { name: 'Show earlier messages' })).toBeNull();
  });
});
