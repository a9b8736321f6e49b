import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { beforeAll, describe, expect, it } from 'vitest';
import { adaUser, nextOperation, signedInViewer } from '../testing/operations';
import { renderApp, type MockEnvironment } from '../testing/render';
import { tuneTabOf, tuneTabPath } from './tuneTabs';

const page = (edges: unknown[], hasNextPage = false) => ({
  edges: edges.map((node, i) => ({ cursor: `c${i}`, node })),
  pageInfo: { hasNextPage, hasPreviousPage: false, startCursor: 'c0', endCursor: hasNextPage ? 'next-page' : `c${edges.length - 1}` },
});

const pin = (n: number) => ({
  id: `UGluOj${n}`,
  entityId: String(1000 + n),
  title: `Hidden pin ${n}`,
  seoTitle: null,
  isSensitive: false,
  dominantColor: '#cccccc',
  image: { url: `https://img.example/236x/${n}.jpg`, width: 236, height: 300 },
});
const board = (n: number, followedByMe = true) => ({
  id: `Qm9hcmQ6${n}`,
  name: `Board ${n}`,
  url: `/olga/board-${n}/`,
  followedByMe,
  followerCount: n === 1 ? 3 : 1,
  owner: { id: `VXNlcjo5${n}`, username: 'olga', fullName: 'Olga Owner' },
  tile: null,
});
const topic = (n: number) => ({ id: `VG9waWM6${n}`, entityId: String(n), name: `Topic ${n}`, slug: `topic-${n}`, followedByMe: true, followerCount: 1, coverImage: null });
const person = (n: number) => ({ id: `VXNlcjo4${n}`, username: `friend${n}`, fullName: `Friend ${n}`, imageMediumUrl: '', explicitlyFollowedByMe: true, followerCount: 2 });

interface Lists {
  pins?: unknown[];
  topics?: unknown[];
  boards?: unknown[];
  boardsHaveMore?: boolean;
  people?: unknown[];
}

async function openTune(path = '/edit', lists: Lists = {}) {
  const environment = createMockEnvironment();
  renderApp(environment, path, { viewer: signedInViewer({ user: adaUser() }) });
  const operation = await nextOperation(environment, 'tuneRoutes_TuneQuery');
  expect(operation.request.variables).toEqual({});
  await act(async () =>
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        Viewer: () => ({ isAuthenticated: true, user: adaUser() }),
        PinConnection: () => page(lists.pins ?? [pin(1), pin(2)]),
        TopicConnection: () => page(lists.topics ?? [topic(1)]),
        BoardConnection: () => page(lists.boards ?? [board(1), board(2)], lists.boardsHaveMore ?? false),
        UserConnection: () => page(lists.people ?? [person(1)]),
      }),
    ),
  );
  await screen.findByRole('heading', { name: 'Tune your home feed' });
  return { environment, user: userEvent.setup() };
}

/** One of the page's tabs (Gestalt's Tabs are links; the active one is aria-current="page"). */
const tab = (name: string) => within(screen.getByTestId('tune-tabs')).getByRole('link', { name });

const mutation = (environment: MockEnvironment, name: string) => nextOperation(environment, name);

async function answer(environment: MockEnvironment, operation: OperationDescriptor, data: Record<string, unknown>) {
  await act(async () => environment.mock.resolve(operation, { data }));
}

describe('/edit: Tune your home feed', () => {
  beforeAll(async () => {
    await import('./TuneHomeFeedPage');
  }, 30_000);

  it('sends a visitor to log in and back to /edit', async () => {
    const environment = createMockEnvironment();
    renderApp(environment, '/edit');
    const operation = await nextOperation(environment, 'tuneRoutes_TuneQuery');
    await act(async () => environment.mock.resolve(operation, { data: { viewer: { isAuthenticated: false } } }));
    const login = await nextOperation(environment, 'routes_AccountQuery');
    expect(login).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Tune your home feed' })).toBeNull();
  });

  it('opens on the hidden pins, titled, with the four tabs', async () => {
    await openTune();
    expect(document.title).toBe('Tune your home feed | Corkboard');
    const tabs = within(screen.getByTestId('tune-tabs')).getAllByRole('link').map((link) => link.textContent);
    expect(tabs).toEqual(['Hidden Pins', 'Topics', 'Boards', 'Profiles']);
    expect(tab('Hidden Pins').getAttribute('aria-current')).toBe('page');
    expect(tab('Boards').getAttribute('href')).toBe('/edit?tab=boards');
    const list = screen.getByRole('list', { name: 'Pins you hid' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'Hidden pin 1' }).getAttribute('href')).toBe('/pin/1001/');
  });

  it('Unhide shows at once, and Hide again undoes it', async () => {
    const { environment, user } = await openTune();
    await user.click(screen.getByRole('button', { name: 'Unhide: Hidden pin 1' }));
    const unhide = await mutation(environment, 'useHidePinToggleMutation');
    expect(unhide.request.variables).toEqual({ pinId: '1001', hide: false });
    expect(screen.getByRole('button', { name: 'Hide again: Hidden pin 1' })).toBeTruthy();
    expect(screen.getByText('Back in your home feed')).toBeTruthy();
    await answer(environment, unhide, { unhidePin: { hidden: false, errors: [] } });
    expect(screen.getByRole('button', { name: 'Hide again: Hidden pin 1' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Hide again: Hidden pin 1' }));
    const hide = await mutation(environment, 'useHidePinToggleMutation');
    expect(hide.request.variables).toEqual({ pinId: '1001', hide: true });
    await answer(environment, hide, { hidePin: { hidden: true, errors: [] } });
    expect(screen.getByRole('button', { name: 'Unhide: Hidden pin 1' })).toBeTruthy();
  });

  it('takes an Unhide back with an error toast when the server refuses it, or cannot be reached', async () => {
    const { environment, user } = await openTune();
    await user.click(screen.getByRole('button', { name: 'Unhide: Hidden pin 2' }));
    const refused = await mutation(environment, 'useHidePinToggleMutation');
    expect(screen.getByRole('button', { name: 'Hide again: Hidden pin 2' })).toBeTruthy();
    await answer(environment, refused, { unhidePin: { hidden: false, errors: [{ message: 'That Pin is gone.', code: 'NOT_FOUND' }] } });
    expect(await screen.findByText('That Pin is gone.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unhide: Hidden pin 2' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Unhide: Hidden pin 2' }));
    await mutation(environment, 'useHidePinToggleMutation');
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('offline')));
    expect(await screen.findByText("Couldn't reach Corkboard. Please try again.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unhide: Hidden pin 2' })).toBeTruthy();
  });

  it('Boards: Unfollow shows Follow at once; Follow again undoes it; a failed Follow rolls back with a toast', async () => {
    const { environment, user } = await openTune();
    // No navigation (neither the router's nor the browser's): the address is replaced, the lists stay.
    expect(fireEvent.click(tab('Boards'))).toBe(false);
    expect(`${window.location.pathname}${window.location.search}`).toBe('/edit?tab=boards');
    expect(environment.mock.getAllOperations()).toEqual([]);
    const list = await screen.findByRole('list', { name: 'Boards you follow' });
    expect(within(list).getByRole('link', { name: 'Board 1' }).getAttribute('href')).toBe('/olga/board-1/');
    expect(within(list).getByText('By Olga Owner · 3 followers')).toBeTruthy();
    expect(within(list).getByText('By Olga Owner · 1 follower')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Unfollow Board 1' }));
    const unfollow = await mutation(environment, 'useUnfollowBoardMutation');
    expect(unfollow.request.variables).toEqual({ boardId: board(1).id });
    expect(screen.getByRole('button', { name: 'Follow Board 1' })).toBeTruthy();
    await answer(environment, unfollow, { unfollowBoard: { board: { id: board(1).id, followedByMe: false, followerCount: 2 }, errors: [] } });
    expect(screen.getByRole('button', { name: 'Follow Board 1' })).toBeTruthy();
    // Still listed, so the slip can be undone.
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Follow Board 1' }));
    const follow = await mutation(environment, 'useFollowBoardMutation');
    expect(screen.getByRole('button', { name: 'Unfollow Board 1' })).toBeTruthy();
    await answer(environment, follow, { followBoard: { board: null, errors: [{ field: 'boardId', message: "You can't follow this account.", code: 'BLOCKED' }] } });
    expect(await screen.findByText("You can't follow this account.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Follow Board 1' })).toBeTruthy();
  });

  it('Boards: "Show more" loads the next 25 after the last cursor', async () => {
    const { environment, user } = await openTune('/edit?tab=boards', { boardsHaveMore: true });
    expect(tab('Boards').getAttribute('aria-current')).toBe('page');
    await user.click(await screen.findByRole('button', { name: 'Show more' }));
    const more = await mutation(environment, 'FollowedBoardsPaginationQuery');
    expect(more.request.variables).toMatchObject({ count: 25, cursor: 'next-page' });
    await act(async () => environment.mock.resolve(more, MockPayloadGenerator.generate(more, { BoardConnection: () => page([board(3)]), Board: () => board(3) })));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Boards you follow' })).getAllByRole('listitem')).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('Topics and Profiles: Unfollow each with its own mutation', async () => {
    const { environment, user } = await openTune();
    await user.click(tab('Topics'));
    expect((await screen.findByRole('link', { name: 'Topic 1' })).getAttribute('href')).toBe('/topics/topic-1/');
    await user.click(screen.getByRole('button', { name: 'Unfollow Topic 1' }));
    const topicOff = await mutation(environment, 'useFollowTopicMutation');
    expect(topicOff.request.variables).toEqual({ interestId: '1', follow: false });
    expect(screen.getByRole('button', { name: 'Follow Topic 1' })).toBeTruthy();
    await answer(environment, topicOff, { followInterest: { following: false, followerCount: 0, errors: [] } });
    expect(screen.getByRole('button', { name: 'Follow Topic 1' })).toBeTruthy();

    await user.click(tab('Profiles'));
    expect((await screen.findByRole('link', { name: 'Friend 1' })).getAttribute('href')).toBe('/friend1/');
    await user.click(screen.getByRole('button', { name: 'Unfollow Friend 1' }));
    const personOff = await mutation(environment, 'useUnfollowUserMutation');
    expect(personOff.request.variables).toEqual({ userId: person(1).id });
    expect(screen.getByRole('button', { name: 'Follow Friend 1' })).toBeTruthy();
  });

  it('says what to do when a list is empty', async () => {
    const { user } = await openTune('/edit', { pins: [], topics: [], boards: [], people: [] });
    expect(screen.getByText("You haven't hidden any Pins")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your home feed' }).getAttribute('href')).toBe('/');
    await user.click(tab('Topics'));
    expect(await screen.findByText("You don't follow any topics yet")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explore topics' }).getAttribute('href')).toBe('/topics/');
    await user.click(tab('Boards'));
    expect(await screen.findByText("You don't follow any boards yet")).toBeTruthy();
    await user.click(tab('Profiles'));
    expect(await screen.findByText("You don't follow anyone yet")).toBeTruthy();
  });
});

describe('tuneTabs', () => {
  it('reads ?tab=, the first tab for anything else, and writes each tab’s address', () => {
    expect(tuneTabOf('boards')).toBe('boards');
    expect(tuneTabOf('profiles')).toBe('profiles');
    expect(tuneTabOf('Boards')).toBe('pins');
    expect(tuneTabOf(undefined)).toBe('pins');
    expect(tuneTabOf(['boards'])).toBe('pins');
    expect(tuneTabPath('pins')).toBe('/edit');
    expect(tuneTabPath('topics')).toBe('/edit?tab=topics');
  });
});
