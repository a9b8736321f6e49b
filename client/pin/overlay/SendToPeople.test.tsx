import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextOperation } from '../../testing/operations';
import { renderWithRouter, type MockEnvironment } from '../../testing/render';
import { LOGGED_OUT, ViewerContext, type ViewerInfo } from '../../viewer/ViewerContext';
import { MAX_RECIPIENTS, RECIPIENTS_FULL, SEND_FAILED, SEND_SEARCH_SIZE } from './SendToPeople';
import ShareButton from './ShareButton';
import type { SendToPeopleTestQuery } from './__generated__/SendToPeopleTestQuery.graphql';

const query = graphql`
  query SendToPeopleTestQuery @relay_test_operation {
    pin(id: "test") {
      ...ShareButton_pin
    }
  }
`;

const MEMBER: ViewerInfo = { ...LOGGED_OUT, kind: 'member', userId: '1', username: 'me' };
const SEARCH = 'Search by name or username';

// Gestalt popovers and a lazy chunk on a loaded 2-core machine.
vi.setConfig({ testTimeout: 20_000 });

function TestShare() {
  const data = useLazyLoadQuery<SendToPeopleTestQuery>(query, {});
  return data.pin ? <ShareButton pin={data.pin} /> : null;
}

interface Person {
  readonly id: string;
  readonly username: string;
  readonly fullName: string;
  readonly firstName: string | null;
  readonly imageMediumUrl: string;
}

const person = (n: number, fullName = `Person ${n}`, firstName: string | null = fullName.split(' ')[0] ?? null): Person => ({
  id: btoa(`User:${n}`),
  username: `user${n}`,
  fullName,
  firstName,
  imageMediumUrl: '',
});
const DAN = person(8, 'Dan Ito', 'Dan');
const CLEO = person(7, 'Cleo Day', 'Cleo');

async function setup(viewer: ViewerInfo = MEMBER) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, { Pin: () => ({ entityId: '4242', seoUrl: '/pin/lemon-tart--4242/', title: 'Lemon tart' }) }),
  );
  renderWithRouter(
    <ViewerContext.Provider value={viewer}>
      <TestShare />
    </ViewerContext.Provider>,
    environment,
    '/search/pins/?q=tart',
  );
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Share' }));
  const popover = await screen.findByTestId('pin-share-popover');
  return { environment, user, popover };
}

/** Types `words` into the search and answers its (latest) query with `people`. */
async function search(environment: MockEnvironment, user: ReturnType<typeof userEvent.setup>, popover: HTMLElement, words: string, people: readonly Person[]) {
  const field = await within(popover).findByRole('textbox', { name: SEARCH });
  await user.clear(field);
  await user.type(field, words);
  const operation = await waitFor(() => {
    const found = environment.mock.findOperation(
      (pending) => pending.request.node.params.name === 'SendToPeopleSearchQuery' && pending.request.variables.query === words,
    );
    return found;
  });
  expect(operation.request.variables).toEqual({ query: words, first: SEND_SEARCH_SIZE + 1 });
  await act(async () => environment.mock.resolve(operation, { data: { searchTypeahead: { users: people } } }));
  return operation;
}

const isDisabled = (button: HTMLElement) => button.hasAttribute('disabled') || button.getAttribute('aria-disabled') === 'true';

/** The chips' remove buttons' names ('Remove Dan Ito'), in order. */
const chips = (popover: HTMLElement) => {
  const list = within(popover).queryByRole('list', { name: 'Sending to' });
  return list ? within(list).getAllByRole('listitem').map((item) => `Remove ${item.textContent}`) : [];
};

async function sendMutation(environment: MockEnvironment): Promise<OperationDescriptor> {
  return nextOperation(environment, 'SendToPeopleMutation');
}

afterEach(() => vi.restoreAllMocks());

describe("'Send this pin' to people", () => {
  it('a member searches, picks two people, adds a message and sends: the toast names them and links to the conversation', async () => {
    const { environment, user, popover } = await setup();
    expect(isDisabled(await within(popover).findByRole('button', { name: 'Send' }))).toBe(true);

    // The viewer is not offered.
    await search(environment, user, popover, 'da', [DAN, person(1, 'Me Myself'), { ...person(2), username: 'me' }]);
    const rows = await within(popover).findAllByTestId('send-result');
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining('Dan Ito'), expect.stringContaining('Me Myself')]);
    expect(rows[0]!.textContent).toContain('@user8');
    await user.click(within(popover).getByRole('button', { name: 'Add Dan Ito' }));
    expect(chips(popover)).toEqual(['Remove Dan Ito']);
    // Picked people leave the list.
    expect(within(popover).queryByRole('button', { name: 'Add Dan Ito' })).toBeNull();

    await search(environment, user, popover, 'cl', [CLEO]);
    await user.click(await within(popover).findByRole('button', { name: 'Add Cleo Day' }));
    expect(chips(popover)).toEqual(['Remove Dan Ito', 'Remove Cleo Day']);

    await user.type(within(popover).getByRole('textbox', { name: 'Add a message' }), 'Look at this tart!');
    expect(isDisabled(within(popover).getByRole('button', { name: 'Send' }))).toBe(false);
    await user.click(within(popover).getByRole('button', { name: 'Send' }));
    const operation = await sendMutation(environment);
    expect(operation.request.variables).toEqual({ userIds: [DAN.id, CLEO.id], text: 'Look at this tart!', pinId: '4242' });
    // Busy while it goes: no second send.
    expect(isDisabled(within(popover).getByRole('button', { name: 'Sending…' }))).toBe(true);
    await act(async () =>
      environment.mock.resolve(operation, {
        data: { sendMessage: { conversation: { id: 'Q29udmVyc2F0aW9uOjU=', entityId: '5' }, message: { id: 'TWVzc2FnZTo5' }, errors: [] } },
      }),
    );
    const toast = await screen.findByTestId('sent-toast');
    expect(toast.textContent).toContain('Sent to 2 people');
    expect(within(toast).getByRole('link', { name: 'View' }).getAttribute('href')).toBe('/conversation/5');
    await waitFor(() => expect(screen.queryByTestId('pin-share-popover')).toBeNull());
  });

  it('one person: the toast has their first name', async () => {
    const { environment, user, popover } = await setup();
    await search(environment, user, popover, 'da', [DAN]);
    await user.click(await within(popover).findByRole('button', { name: 'Add Dan Ito' }));
    await user.click(within(popover).getByRole('button', { name: 'Send' }));
    const operation = await sendMutation(environment);
    expect(operation.request.variables).toEqual({ userIds: [DAN.id], text: null, pinId: '4242' });
    await act(async () =>
      environment.mock.resolve(operation, { data: { sendMessage: { conversation: { id: 'Q29udmVyc2F0aW9uOjY=', entityId: '6' }, message: { id: 'TWVzc2FnZToxMA==' }, errors: [] } } }),
    );
    expect((await screen.findByTestId('sent-toast')).textContent).toContain('Sent to Dan');
  });

  it("an errors-as-data answer shows the server's message and keeps the people and the message", async () => {
    const { environment, user, popover } = await setup();
    await search(environment, user, popover, 'da', [DAN]);
    await user.click(await within(popover).findByRole('button', { name: 'Add Dan Ito' }));
    await user.type(within(popover).getByRole('textbox', { name: 'Add a message' }), 'Hi');
    await user.click(within(popover).getByRole('button', { name: 'Send' }));
    const operation = await sendMutation(environment);
    await act(async () =>
      environment.mock.resolve(operation, {
        data: { sendMessage: { conversation: null, message: null, errors: [{ code: 'FORBIDDEN', field: 'user_ids', message: 'Dan is not taking messages.' }] } },
      }),
    );
    expect((await within(popover).findByRole('alert')).textContent).toBe('Dan is not taking messages.');
    expect(chips(popover)).toEqual(['Remove Dan Ito']);
    expect((within(popover).getByRole('textbox', { name: 'Add a message' }) as HTMLTextAreaElement).value).toBe('Hi');
    expect(screen.queryByTestId('sent-toast')).toBeNull();
    expect(within(popover).getByRole('button', { name: 'Send' })).toBeTruthy();
  });

  it("a network failure says Couldn't send and keeps everything", async () => {
    const { environment, user, popover } = await setup();
    await search(environment, user, popover, 'da', [DAN]);
    await user.click(await within(popover).findByRole('button', { name: 'Add Dan Ito' }));
    await user.type(within(popover).getByRole('textbox', { name: 'Add a message' }), 'Hi');
    await user.click(within(popover).getByRole('button', { name: 'Send' }));
    const operation = await sendMutation(environment);
    await act(async () => environment.mock.reject(operation, new Error('offline')));
    expect((await within(popover).findByRole('alert')).textContent).toBe(SEND_FAILED);
    expect(chips(popover)).toEqual(['Remove Dan Ito']);
    expect((within(popover).getByRole('textbox', { name: 'Add a message' }) as HTMLTextAreaElement).value).toBe('Hi');
  });

  it('a chip can be removed', async () => {
    const { environment, user, popover } = await setup();
    await search(environment, user, popover, 'da', [DAN, CLEO]);
    await user.click(await within(popover).findByRole('button', { name: 'Add Dan Ito' }));
    await user.click(within(popover).getByRole('button', { name: 'Add Cleo Day' }));
    await user.click(within(popover).getByRole('button', { name: 'Remove Dan Ito' }));
    expect(chips(popover)).toEqual(['Remove Cleo Day']);
    // Back in the list.
    expect(within(popover).getByRole('button', { name: 'Add Dan Ito' })).toBeTruthy();
  });

  it(`takes at most ${MAX_RECIPIENTS} people: the 11th cannot be added`, async () => {
    const { environment, user, popover } = await setup();
    const first = Array.from({ length: 6 }, (_, index) => person(index + 10));
    const second = Array.from({ length: 6 }, (_, index) => person(index + 20));
    await search(environment, user, popover, 'pe', first);
    for (const one of first) await user.click(await within(popover).findByRole('button', { name: `Add ${one.fullName}` }));
    await search(environment, user, popover, 'per', second);
    for (const one of second.slice(0, 4)) await user.click(await within(popover).findByRole('button', { name: `Add ${one.fullName}` }));
    expect(chips(popover)).toHaveLength(MAX_RECIPIENTS);
    expect(within(popover).getByRole('status').textContent).toBe(RECIPIENTS_FULL);
    const eleventh = within(popover).getByRole('button', { name: 'Add Person 24' });
    expect(eleventh.getAttribute('aria-disabled')).toBe('true');
    await user.click(eleventh);
    expect(chips(popover)).toHaveLength(MAX_RECIPIENTS);
    expect(chips(popover)).not.toContain('Remove Person 24');
  });

  it('a logged-out visitor sees no people section, and a link to log in and come back', async () => {
    const { environment, popover } = await setup(LOGGED_OUT);
    const login = await within(popover).findByRole('link', { name: 'Log in to send this Pin' });
    expect(login.getAttribute('href')).toBe(`/login?next=${encodeURIComponent('/search/pins/?q=tart')}`);
    expect(within(popover).queryByTestId('send-to-people')).toBeNull();
    expect(within(popover).queryByRole('textbox', { name: SEARCH })).toBeNull();
    expect(within(popover).queryByRole('button', { name: 'Send' })).toBeNull();
    // Copy link and the share targets are there as before.
    expect(within(popover).getByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });
});
