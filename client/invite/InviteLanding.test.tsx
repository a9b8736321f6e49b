import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRouter } from 'found';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExperimentsContext } from '../experiments/experiments';
import { MOBILE_QUERY } from '../shell/useIsMobile';
import { mockMediaQuery } from '../testing/matchMedia';
import { nextOperation } from '../testing/operations';
import { renderWithRouter, type MockEnvironment } from '../testing/render';
import { LOGGED_OUT, ViewerContext, type ViewerInfo } from '../viewer/ViewerContext';
import { takeBoardAfterSignupSteps } from './afterOnboarding';
import { heldInviteLink, holdInviteLink } from './heldInvite';
import InviteLanding from './InviteLanding';
import { LOADING_LABEL } from './InviteLandingBody';

(globalThis as { jest?: unknown }).jest = vi;

const MEMBER: ViewerInfo = { kind: 'member', userId: '9', username: 'bea', isBot: false, isPartner: false, isEmployee: false };

const restInvite = (overrides: { channel?: number; firstName?: string; senderId?: string } = {}) => ({
  invite_code: 'abc',
  invite_channel: overrides.channel ?? 1,
  sender: {
    id: overrides.senderId ?? '7',
    username: 'ann',
    first_name: overrides.firstName ?? 'Ann',
    image_medium_url: '/img/ann.jpg',
    is_default_image: false,
    should_show_messaging: true,
  },
  board: { id: '42', name: 'Trips', url: '/ann/trips/' },
});

const envelope = (data: unknown, status = 200) =>
  new Response(JSON.stringify({ resource_response: { data, bookmark: null, error: status === 200 ? null : { message: 'invite not found' }, http_status: status } }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** fetch answering the invite resource and the viewer's own user. */
function mockFetch(invite: { data: unknown; status?: number }, me: { should_show_messaging: boolean } = { should_show_messaging: true }) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/v3/invite_codes/')) return envelope(invite.data, invite.status ?? 200);
    if (url === '/v3/users/me/') return envelope(me);
    return envelope(null, 404);
  });
}

function Harness() {
  const { match, router } = useRouter();
  return (
    <>
      <button type="button" onClick={() => router.push('/elsewhere/')}>
        go elsewhere
      </button>
      <span data-test-id="where">{`${match.location.pathname}${match.location.search}`}</span>
      <InviteLanding location={match.location} />
    </>
  );
}

function open(path: string, viewer: ViewerInfo = LOGGED_OUT, lookup: 'control' | 'enabled' = 'control'): MockEnvironment {
  const environment = createMockEnvironment();
  renderWithRouter(
    <ViewerContext.Provider value={viewer}>
      <ExperimentsContext.Provider value={{ web_invite_lookup_graphql: lookup }}>
        <Harness />
      </ExperimentsContext.Provider>
    </ViewerContext.Provider>,
    environment,
    path,
  );
  return environment;
}

const NEXT = '/ann/trips/?invite_code=abc&accept_invite=true&seamless=true';

beforeEach(() => mockMediaQuery(MOBILE_QUERY, false));
afterEach(() => vi.restoreAllMocks());

describe('invite landing, REST lookup (web_invite_lookup_graphql control)', () => {
  it('shows the spinner while loading, then the popover to a logged-out desktop visitor', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    open('/ann/trips/?invite_code=abc');
    expect(await screen.findByLabelText(LOADING_LABEL)).toBeTruthy();
    expect(fetchSpy).toHaveBeenCalledWith('/v3/invite_codes/abc/', expect.objectContaining({ credentials: 'same-origin' }));
    // Logged out: no look at the viewer's own user.
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    await act(async () => answer(envelope(restInvite())));
    const popover = await screen.findByTestId('invite-popover');
    expect(popover.textContent).toContain('Ann invited you to join their board');
    expect(popover.textContent).toContain('Trips');
    expect(screen.queryByLabelText(LOADING_LABEL)).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe(`/signup?next=${encodeURIComponent(NEXT)}`);
  });

  it('the popover goes once the visitor leaves the page', async () => {
    mockFetch({ data: restInvite() });
    open('/ann/trips/?invite_code=abc');
    expect(await screen.findByTestId('invite-popover')).toBeTruthy();
    await userEvent.click(screen.getByText('go elsewhere'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/elsewhere/'));
    expect(screen.queryByTestId('invite-popover')).toBeNull();
  });

  it("Log in opens the log-in modal headed with the inviter's name", async () => {
    mockFetch({ data: restInvite() });
    open('/ann/trips/?invite_code=abc');
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Ann invited you to join their board' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe(`/signup?next=${encodeURIComponent(NEXT)}`);
  });

  it("an empty first name gives the friends' header", async () => {
    mockFetch({ data: restInvite({ firstName: '' }) });
    open('/ann/trips/?invite_code=abc');
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Your friends invited you to join their board' })).toBeTruthy();
  });

  it('cuts the first name at 30 characters (31 → 30, 30 kept)', async () => {
    mockFetch({ data: restInvite({ firstName: `${'N'.repeat(30)}X` }) });
    open('/ann/trips/?invite_code=abc');
    const popover = await screen.findByTestId('invite-popover');
    expect(popover.textContent).toContain(`${'N'.repeat(30)} invited you`);
    expect(popover.textContent).not.toContain('X invited');
  });

  it('a failed lookup (404) shows nothing and clears the spinner', async () => {
    const fetchSpy = mockFetch({ data: null, status: 404 });
    open('/ann/trips/?invite_code=gone');
    await waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByLabelText(LOADING_LABEL)).toBeNull());
    expect(screen.queryByTestId('invite-popover')).toBeNull();
    expect(screen.queryByTestId('invite-toast')).toBeNull();
  });

  it('a network failure shows nothing', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    open('/ann/trips/?invite_code=abc');
    await waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByLabelText(LOADING_LABEL)).toBeNull());
    expect(screen.queryByTestId('invite-popover')).toBeNull();
  });

  it('shows a logged-out phone visitor nothing', async () => {
    mockMediaQuery(MOBILE_QUERY, true);
    const fetchSpy = mockFetch({ data: restInvite() });
    open('/ann/trips/?invite_code=abc');
    await waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByLabelText(LOADING_LABEL)).toBeNull());
    expect(screen.queryByTestId('invite-popover')).toBeNull();
  });

  it.each([5, 9, 12, 16])('never shows channel %i', async (channel) => {
    const fetchSpy = mockFetch({ data: restInvite({ channel }) });
    open('/ann/trips/?invite_code=abc');
    await waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByLabelText(LOADING_LABEL)).toBeNull());
    expect(screen.queryByTestId('invite-popover')).toBeNull();
  });

  it('gives a signed-in viewer the toast, not the popover, and Join redeems the code', async () => {
    const fetchSpy = mockFetch({ data: restInvite() });
    const environment = open('/ann/trips/?invite_code=abc', MEMBER);
    expect(await screen.findByText('Ann invited you to join Trips')).toBeTruthy();
    expect(fetchSpy).toHaveBeenCalledWith('/v3/users/me/', expect.objectContaining({ credentials: 'same-origin' }));
    expect(screen.queryByTestId('invite-popover')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    const redeem = await nextOperation(environment, 'useRedeemInviteCodeMutation');
    expect(redeem.request.variables).toEqual({ input: { inviteCode: 'abc' } });
    await act(async () =>
      environment.mock.resolve(redeem, MockPayloadGenerator.generate(redeem, { RedeemBoardInviteCodePayload: () => ({ errors: [], board: { entityId: '42', name: 'Trips', url: '/ann/trips/' } }) })),
    );
    expect(await screen.findByText('You joined Trips')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/ann/trips/'));
  });

  it('shows no toast when the viewer is the inviter, or has should_show_messaging off', async () => {
    const fetchSpy = mockFetch({ data: restInvite({ senderId: '9' }) });
    open('/ann/trips/?invite_code=abc', MEMBER);
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByLabelText(LOADING_LABEL)).toBeNull());
    expect(screen.queryByText(/invited you to join/)).toBeNull();
  });

  it("shows no toast when the viewer's own should_show_messaging is off", async () => {
    const fetchSpy = mockFetch({ data: restInvite() }, { should_show_messaging: false });
    open('/ann/trips/?invite_code=abc', MEMBER);
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByLabelText(LOADING_LABEL)).toBeNull());
    expect(screen.queryByText(/invited you to join/)).toBeNull();
  });
});

describe('invite landing, GraphQL lookup (web_invite_lookup_graphql enabled)', () => {
  const graphqlInvite = (channel = 1) => ({
    inviteCode: 'abc',
    inviteChannel: channel,
    sender: { entityId: '7', username: 'ann', firstName: 'Ann', imageMediumUrl: '/img/ann.jpg', isDefaultImage: true, shouldShowMessaging: true },
    board: { entityId: '42', name: 'Trips', url: '/ann/trips/' },
  });

  it('asks v3GetInviteCodeQuery (not REST) and shows the popover', async () => {
    const fetchSpy = mockFetch({ data: restInvite() });
    const environment = open('/ann/trips/?invite_code=abc', LOGGED_OUT, 'enabled');
    const lookup = await nextOperation(environment, 'inviteLookupQuery');
    expect(lookup.request.variables).toEqual({ inviteCode: 'abc' });
    expect(screen.getByLabelText(LOADING_LABEL)).toBeTruthy();
    await act(async () => environment.mock.resolve(lookup, { data: { v3GetInviteCodeQuery: graphqlInvite() } }));
    expect((await screen.findByTestId('invite-popover')).textContent).toContain('Ann invited you to join their board');
    expect(fetchSpy).not.toHaveBeenCalledWith(expect.stringContaining('/v3/invite_codes/'), expect.anything());
  });

  it('gives a signed-in viewer the toast', async () => {
    mockFetch({ data: null, status: 404 });
    const environment = open('/ann/trips/?invite_code=abc', MEMBER, 'enabled');
    const lookup = await nextOperation(environment, 'inviteLookupQuery');
    await act(async () => environment.mock.resolve(lookup, { data: { v3GetInviteCodeQuery: graphqlInvite() } }));
    expect(await screen.findByText('Ann invited you to join Trips')).toBeTruthy();
  });

  it('null (no invite) and an error show nothing', async () => {
    mockFetch({ data: null, status: 404 });
    const environment = open('/ann/trips/?invite_code=abc', LOGGED_OUT, 'enabled');
    const lookup = await nextOperation(environment, 'inviteLookupQuery');
    await act(async () => environment.mock.resolve(lookup, { data: { v3GetInviteCodeQuery: null } }));
    await waitFor(() => expect(screen.queryByLabelText(LOADING_LABEL)).toBeNull());
    expect(screen.queryByTestId('invite-popover')).toBeNull();

    const again = open('/ann/trips/?invite_code=other', LOGGED_OUT, 'enabled');
    const failing = await nextOperation(again, 'inviteLookupQuery');
    await act(async () => again.mock.reject(failing, new Error('boom')));
    await waitFor(() => expect(screen.queryAllByLabelText(LOADING_LABEL)).toHaveLength(0));
    expect(screen.queryByTestId('invite-popover')).toBeNull();
  });

  it('never shows channel 16 and shows channel 15', async () => {
    mockFetch({ data: null, status: 404 });
    const environment = open('/ann/trips/?invite_code=abc', MEMBER, 'enabled');
    const lookup = await nextOperation(environment, 'inviteLookupQuery');
    await act(async () => environment.mock.resolve(lookup, { data: { v3GetInviteCodeQuery: graphqlInvite(16) } }));
    await waitFor(() => expect(screen.queryByLabelText(LOADING_LABEL)).toBeNull());
    expect(screen.queryByText(/invited you to join/)).toBeNull();

    const shown = open('/ann/trips/?invite_code=abc', MEMBER, 'enabled');
    const second = await nextOperation(shown, 'inviteLookupQuery');
    await act(async () => shown.mock.resolve(second, { data: { v3GetInviteCodeQuery: graphqlInvite(15) } }));
    expect(await screen.findByText('Ann invited you to join Trips')).toBeTruthy();
  });
});

describe('invite landing after logging in (accept_invite=true)', () => {
  it('redeems at once without a lookup, says so, cleans the address by replace and reads the board page again', async () => {
    const fetchSpy = mockFetch({ data: restInvite() });
    const environment = open(`${NEXT}&x=1`, MEMBER);
    const redeem = await nextOperation(environment, 'useRedeemInviteCodeMutation');
    expect(redeem.request.variables).toEqual({ input: { inviteCode: 'abc' } });
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(screen.queryByText(/invited you to join/)).toBeNull();
    await act(async () =>
      environment.mock.resolve(redeem, MockPayloadGenerator.generate(redeem, { RedeemBoardInviteCodePayload: () => ({ errors: [], board: { entityId: '42', name: 'Trips', url: '/ann/trips/' } }) })),
    );
    expect(await screen.findByText('You joined Trips')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/ann/trips/?x=1'));
    const board = await nextOperation(environment, 'routes_BoardQuery');
    expect(board.request.variables).toEqual({ username: 'ann', slug: 'trips' });
  });

  it('a member with the sign-up steps ahead has the board remembered for after them', async () => {
    const environment = open(NEXT, { ...MEMBER, onboardingStep: 'GENDER' });
    const redeem = await nextOperation(environment, 'useRedeemInviteCodeMutation');
    await act(async () =>
      environment.mock.resolve(redeem, MockPayloadGenerator.generate(redeem, { RedeemBoardInviteCodePayload: () => ({ errors: [], board: { entityId: '42', name: 'Trips', url: '/ann/trips/' } }) })),
    );
    expect(await screen.findByText('You joined Trips')).toBeTruthy();
    expect(takeBoardAfterSignupSteps()).toBe('/ann/trips/');
  });

  it('accepts an invite link held for it (sign-up on its way to the steps) on another page', async () => {
    const environment = open('/signup/steps/gender', MEMBER);
    act(() => holdInviteLink(NEXT));
    const redeem = await nextOperation(environment, 'useRedeemInviteCodeMutation');
    expect(redeem.request.variables).toEqual({ input: { inviteCode: 'abc' } });
    expect(heldInviteLink()).toBeNull();
    await act(async () =>
      environment.mock.resolve(redeem, MockPayloadGenerator.generate(redeem, { RedeemBoardInviteCodePayload: () => ({ errors: [], board: { entityId: '42', name: 'Trips', url: '/ann/trips/' } }) })),
    );
    expect(await screen.findByText('You joined Trips')).toBeTruthy();
    // Another page's address is left alone.
    expect(screen.getByTestId('where').textContent).toBe('/signup/steps/gender');
  });

  it('a refused redemption (errors as data) says nothing and leaves the address', async () => {
    mockFetch({ data: restInvite() });
    const environment = open(NEXT, MEMBER);
    const redeem = await nextOperation(environment, 'useRedeemInviteCodeMutation');
    await act(async () =>
      environment.mock.resolve(redeem, { data: { redeemBoardInviteCode: { board: null, errors: [{ code: 'INVITE_USED', message: "You've already used this invite link.", field: null }] } } }),
    );
    expect(screen.queryByText(/You joined/)).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe(NEXT);
  });

  it('a logged-out visitor with accept_invite=true gets the popover, not a redemption', async () => {
    mockFetch({ data: restInvite() });
    const environment = open(NEXT);
    expect(await screen.findByTestId('invite-popover')).toBeTruthy();
    expect(environment.mock.getAllOperations().map((operation) => operation.request.node.params.name)).not.toContain('useRedeemInviteCodeMutation');
  });

  it("without a code, accepts the viewer's pending direct invite to the board at this address", async () => {
    const environment = open('/ann/trips/?accept_invite=true', MEMBER);
    const pending = await nextOperation(environment, 'useRedeemInvitePendingQuery');
    await act(async () =>
      environment.mock.resolve(pending, {
        data: {
          viewer: {
            boardInvites: {
              edges: [
                { node: { id: 'SW52aXRlOjE6OQ==', board: { id: 'b1', url: '/ann/other/' } } },
                { node: { id: 'SW52aXRlOjQyOjk=', board: { id: 'b42', url: '/ann/trips/' } } },
              ],
            },
          },
        },
      }),
    );
    const accept = await nextOperation(environment, 'useRedeemInviteDirectMutation');
    expect(accept.request.variables).toEqual({ input: { inviteId: 'SW52aXRlOjQyOjk=' } });
    await act(async () =>
      environment.mock.resolve(accept, MockPayloadGenerator.generate(accept, { AcceptBoardInvitePayload: () => ({ errors: [], acceptedInviteId: 'SW52aXRlOjQyOjk=', board: { entityId: '42', name: 'Trips', url: '/ann/trips/' } }) })),
    );
    expect(await screen.findByText('You joined Trips')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/ann/trips/'));
  });

  it('without a code and without a pending invite for this board, does nothing', async () => {
    const environment = open('/ann/trips/?accept_invite=true', MEMBER);
    const pending = await nextOperation(environment, 'useRedeemInvitePendingQuery');
    await act(async () => environment.mock.resolve(pending, { data: { viewer: { boardInvites: { edges: [] } } } }));
    expect(environment.mock.getAllOperations().map((operation) => operation.request.node.params.name)).not.toContain('useRedeemInviteDirectMutation');
    expect(screen.queryByText(/You joined/)).toBeNull();
  });
});

describe('invite landing elsewhere', () => {
  it('loads nothing on an address without invite markers', async () => {
    const fetchSpy = mockFetch({ data: restInvite() });
    const environment = open('/ann/trips/?q=cats');
    await act(async () => {});
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    expect(screen.queryByLabelText(LOADING_LABEL)).toBeNull();
  });
});
