/** The inbox's list (issue 20; platform §2 defaultInboxView, followInviteEducationView) and the Updates page, a page at a time. */
import { act, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextOperation } from '../testing/operations';
import { answer, answerList, connection, conversation, person, renderInbox } from '../testing/inbox';
import { EDUCATION_TITLE } from './InboxEducation';

// The route's chunk, loaded once before the first test (a cold load takes seconds on a busy machine).
await import('./InboxPage');

// Whole-app renders with Gestalt on a loaded 2-core machine.
vi.setConfig({ testTimeout: 40_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the inbox', () => {
  it('with no conversation at all, says what messages are for, with New message and a way to find people', async () => {
    const { environment, user } = renderInbox('/inbox/');
    await answerList(environment, []);
    const education = await screen.findByTestId('inbox-education');
    expect(within(education).getByRole('heading', { name: EDUCATION_TITLE })).toBeTruthy();
    expect(within(education).getByRole('link', { name: 'Find people to follow' }).getAttribute('href')).toBe('/search/users/?q=');
    expect(screen.queryByTestId('inbox-list')).toBeNull();
    await user.click(within(education).getByRole('button', { name: 'New message' }));
    expect(await screen.findByTestId('new-message-recipients')).toBeTruthy();
  });

  it('with a conversation, lists it and no word on messages', async () => {
    const { environment } = renderInbox('/inbox/');
    await answerList(environment, [conversation(5)]);
    const rows = await screen.findAllByTestId('inbox-row');
    expect(rows.map((row) => row.getAttribute('href'))).toEqual(['/conversation/5/']);
    expect(screen.queryByTestId('inbox-education')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    // New message is at hand all the same.
    expect(screen.getByRole('button', { name: 'New message' })).toBeTruthy();
  });

  it('Show more reads the next page after the last cursor and adds it', async () => {
    const { environment, user } = renderInbox('/inbox/');
    const first = Array.from({ length: 25 }, (_, index) => conversation(index + 1, person(index + 100)));
    const operation = await answerList(environment, first, true);
    expect(operation.request.variables).toEqual({ status: 'ACCEPTED', count: 25 });
    expect(await screen.findAllByTestId('inbox-row')).toHaveLength(25);

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    const page = await nextOperation(environment, 'ConversationRowsPaginationQuery');
    expect(page.request.variables).toMatchObject({ status: 'ACCEPTED', count: 25, cursor: 'next-page' });
    await act(async () =>
      environment.mock.resolve(page, MockPayloadGenerator.generate(page, { ConversationConnection: () => connection([conversation(26, person(126))], false, 25) })),
    );
    await waitFor(() => expect(screen.getAllByTestId('inbox-row')).toHaveLength(26));
    expect(screen.getAllByTestId('inbox-row')[25]!.getAttribute('href')).toBe('/conversation/26/');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });
});

const line = (n: number) => ({
  id: `Tm90aWZpY2F0aW9uR3JvdXA6${n}`,
  entityId: String(n),
  text: `Line ${n}`,
  unread: false,
  createdAt: '2024-03-04T10:00:00.000Z',
  commentText: null,
  actors: [person(n)],
  pin: null,
  board: null,
});

describe('Updates', () => {
  it('Show more reads the next page of lines', async () => {
    const { environment, user } = renderInbox('/notifications/');
    const first = Array.from({ length: 30 }, (_, index) => line(index + 1));
    const operation = await answer(environment, 'NotificationsPageQuery', { NotificationGroupConnection: () => connection(first, true) });
    expect(operation.request.variables).toEqual({ count: 30 });
    expect(await screen.findAllByTestId('notification')).toHaveLength(30);

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    const page = await nextOperation(environment, 'NotificationLinesPaginationQuery');
    expect(page.request.variables).toMatchObject({ count: 30, cursor: 'next-page' });
    await act(async () =>
      environment.mock.resolve(page, MockPayloadGenerator.generate(page, { NotificationGroupConnection: () => connection([line(31)], false, 30) })),
    );
    await waitFor(() => expect(screen.getAllByTestId('notification')).toHaveLength(31));
    expect(screen.getByText('Line 31')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });
});
