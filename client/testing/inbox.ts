/** Test helpers of the inbox pages (issue 20): the app at an inbox address, a member signed in, with the data the tests give. */
import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { vi } from 'vitest';
import { adaUser, nextOperation, signedInViewer } from './operations';
import { renderApp, type MockEnvironment } from './render';

export interface Person {
  readonly id: string;
  readonly username: string;
  readonly fullName: string;
  readonly imageMediumUrl: string;
}

export const person = (n: number, fullName = `Person ${n}`): Person => ({ id: btoa(`User:${n}`), username: `user${n}`, fullName, imageMediumUrl: '' });
export const DAN = person(8, 'Dan Ito');
export const CLEO = person(7, 'Cleo Day');

export const pageInfo = (hasNextPage: boolean, endCursor: string | null = hasNextPage ? 'next-page' : null) => ({ hasNextPage, hasPreviousPage: false, startCursor: null, endCursor });

/** A conversation node of the inbox's list. */
export const conversation = (n: number, other: Person = CLEO) => ({
  id: btoa(`Conversation:${n}`),
  entityId: String(n),
  unreadCount: 0,
  lastMessageAt: '2024-03-04T10:00:00.000Z',
  otherParticipants: [other],
  lastMessage: { text: `Message ${n}`, isMine: false, pin: null },
});

export const connection = (nodes: readonly Record<string, unknown>[], hasNextPage = false, from = 0) => ({
  edges: nodes.map((node, index) => ({ cursor: `c${from + index}`, node })),
  pageInfo: pageInfo(hasNextPage),
});

/** user-event's waits, on fake timers once a test has installed them (after the page's chunk has loaded: that takes real time). */
const advanceTimers = (ms: number) => {
  if (vi.isFakeTimers()) vi.advanceTimersByTime(ms);
};

/** Fake timers for the rest of a test (the people search's debounce). */
export const installFakeTimers = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });

/**
 * The app at `path`, signed in; the live stream's fetch never answers (no events). Returns the
 * environment and a user-event session (which advances fake timers when a test uses them).
 */
export function renderInbox(path: string): { environment: MockEnvironment; user: ReturnType<typeof userEvent.setup> } {
  vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => {})));
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    operation.request.node.params.name === 'routes_AccountQuery' ? MockPayloadGenerator.generate(operation, { Viewer: () => ({ isAuthenticated: true }) }) : null,
  );
  renderApp(environment, path, { viewer: { ...signedInViewer(), user: adaUser() } });
  return { environment, user: userEvent.setup({ advanceTimers }) };
}

type Resolvers = Parameters<typeof MockPayloadGenerator.generate>[1];

/** Answers the pending operation `name` (waiting for it) with generated data shaped by `resolvers`. */
export async function answer(environment: MockEnvironment, name: string, resolvers: Resolvers = {}): Promise<OperationDescriptor> {
  const operation = await nextOperation(environment, name);
  await act(async () => environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, { Inbox: () => ({ contactRequests: 0, unreadNotifications: 0, lastEventId: 'e1' }), ...resolvers })));
  return operation;
}

/** The route's own question (a member?), asked again on each new inbox address but the first. */
export function answerAccount(environment: MockEnvironment): Promise<OperationDescriptor> {
  return answer(environment, 'routes_AccountQuery', { Viewer: () => ({ isAuthenticated: true }) });
}

/** The inbox's list answered with `nodes` (more after them when `hasNextPage`). */
export function answerList(environment: MockEnvironment, nodes: readonly Record<string, unknown>[], hasNextPage = false): Promise<OperationDescriptor> {
  return answer(environment, 'ConversationListQuery', { ConversationConnection: () => connection(nodes, hasNextPage) });
}

export const isDisabled = (button: HTMLElement): boolean => button.hasAttribute('disabled') || button.getAttribute('aria-disabled') === 'true';
