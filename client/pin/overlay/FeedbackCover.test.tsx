import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_ERROR_MESSAGE } from '../../relay/useOptimisticRecordMutation';
import { mockMediaQuery } from '../../testing/matchMedia';
import { nextOperation, resolveOperation } from '../../testing/operations';
import { renderWithRouter, type MockEnvironment } from '../../testing/render';
import { MOBILE_QUERY } from '../../shell/useIsMobile';
import { LOGGED_OUT, ViewerContext, type ViewerInfo } from '../../viewer/ViewerContext';
import PinCard from '../PinCard';
import { clearCovers } from './feedbackStore';
import { FEEDBACK_SURFACE, P2P_SURFACE, PinSurfaceContext, searchSurface, type PinSurface } from './pinSurface';
import type { FeedbackCoverTestQuery } from './__generated__/FeedbackCoverTestQuery.graphql';

const query = graphql`
  query FeedbackCoverTestQuery @relay_test_operation {
    pin(id: "test") {
      ...PinCard_pin
    }
  }
`;

const MEMBER: ViewerInfo = { ...LOGGED_OUT, kind: 'member', userId: '1', username: 'me' };
const HIDDEN = { title: 'Pin hidden', body: "Got it! We'll try to show you more relevant Pins in the future." };
const REPORTED = { title: 'Reported', body: 'Thanks! Your feedback helps us keep the community safe.' };
const BOARD = { id: 'Qm9hcmQ6NQ==', entityId: '5', name: 'Cakes', url: '/ada/cakes/' };
const USER = { id: 'VXNlcjo3', entityId: '7', username: 'ada', fullName: 'Ada Baker' };
const TOPIC = { entityId: '12', name: 'Baking', urlName: 'baking' };
const NAME_32 = 'abcdefghijklmnopqrstuvwxyz012345';

// Whole-card renders with Gestalt popovers and modals take seconds on a loaded 2-core machine.
vi.setConfig({ testTimeout: 20_000 });

function TestCard() {
  const data = useLazyLoadQuery<FeedbackCoverTestQuery>(query, {});
  return data.pin ? <PinCard pin={data.pin} /> : null;
}

type Reason = { reason: string; board?: object | null; user?: object | null; topic?: object | null } | null;

async function setup({ reason = null, pin = {}, surface = FEEDBACK_SURFACE }: { reason?: Reason; pin?: Record<string, unknown>; surface?: PinSurface } = {}) {
  mockMediaQuery(MOBILE_QUERY, false);
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    operation.request.node.params.name === 'FeedbackCoverTestQuery'
      ? MockPayloadGenerator.generate(operation, {
          Pin: () => ({
            entityId: '4242',
            seoUrl: '/pin/lemon-tart--4242/',
            title: 'Lemon tart',
            link: 'https://www.example.com/tart',
            isPromoted: false,
            promoter: null,
            carouselData: null,
            storyPinData: null,
            savedInfo: null,
            pinner: { entityId: '8', username: 'bea', fullName: 'Bea' },
            recommendationReason: reason ? { reasonId: null, board: null, user: null, topic: null, ...reason } : null,
            ...pin,
          }),
        })
      : null,
  );
  renderWithRouter(
    <ViewerContext.Provider value={MEMBER}>
      <PinSurfaceContext.Provider value={surface}>
        <TestCard />
      </PinSurfaceContext.Provider>
    </ViewerContext.Provider>,
    environment,
  );
  const card = await screen.findByTestId('pin');
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  await user.hover(card);
  return { card, user, environment };
}

type Setup = Awaited<ReturnType<typeof setup>>;

async function choose({ card, user }: Setup, item: 'Hide Pin' | 'Report Pin') {
  await user.click(within(card).getByRole('button', { name: 'More options' }));
  await user.click(await screen.findByText(item));
}

/** Hides the pin from the menu; the cover is up before the server answers. */
async function hide(setup: Setup): Promise<{ cover: HTMLElement; operation: OperationDescriptor }> {
  await choose(setup, 'Hide Pin');
  const cover = await within(setup.card).findByTestId('pin-feedback-cover');
  const operation = await nextOperation(setup.environment, 'feedbackActionsHideMutation');
  return { cover, operation };
}

const ok = (field: string, hidden: boolean, reported: boolean) => ({ data: { [field]: { hidden, reported, errors: [] } } });
const refused = (field: string, message: string) => ({ data: { [field]: { hidden: false, reported: false, errors: [{ message }] } } });

async function answer(environment: MockEnvironment, operation: OperationDescriptor, payload: object) {
  await act(async () => environment.mock.resolve(operation, payload as never));
}

const coverOf = (card: HTMLElement) => within(card).queryByTestId('pin-feedback-cover');
const errorToast = async () => (await screen.findByTestId('pin-feedback-error')).textContent;

afterEach(() => {
  clearCovers();
  vi.restoreAllMocks();
});

describe('card feedback: hide (pin-card §4, §8; platform §7)', () => {
  it("covers the pin at once with 'Pin hidden', hides it on the home feed's surface, and Undo unhides it", async () => {
    const s = await setup();
    const { cover, operation } = await hide(s);
    expect(cover.dataset.state).toBe('hidden');
    expect(within(cover).getByText(HIDDEN.title)).toBeTruthy();
    expect(within(cover).getByText(HIDDEN.body)).toBeTruthy();
    expect(within(cover).getByRole('link', { name: 'Tune your home feed' }).getAttribute('href')).toBe('/edit');
    expect(operation.request.variables).toEqual({ pinId: '4242', surface: 'FEEDBACK', context: null });
    await answer(s.environment, operation, ok('hidePin', true, false));
    expect(coverOf(s.card)).not.toBeNull();

    await s.user.click(within(cover).getByRole('button', { name: 'Undo' }));
    expect(coverOf(s.card)).toBeNull();
    expect(within(s.card).getByTestId('pin-overlay')).toBeTruthy();
    const undo = await nextOperation(s.environment, 'feedbackActionsUnhideMutation');
    expect(undo.request.variables).toEqual({ pinId: '4242', surface: 'FEEDBACK', context: null });
    await answer(s.environment, undo, ok('unhidePin', false, false));
    expect(coverOf(s.card)).toBeNull();
  });

  it('fades the wash from 0 to 0.8', async () => {
    const s = await setup();
    const { cover } = await hide(s);
    await waitFor(() => expect(within(cover).getByTestId('pin-feedback-wash').style.opacity).toBe('0.8'));
    expect(within(cover).getByTestId('pin-feedback-wash').style.transition).toContain('opacity');
  });

  it.each([
    ['search results: SEARCH with the words', searchSurface('lemon tart'), { surface: 'SEARCH', context: 'lemon tart' }],
    ['related pins: P2P', P2P_SURFACE, { surface: 'P2P', context: null }],
  ])('hides from %s, and unhides there', async (_where, surface, expected) => {
    const s = await setup({ surface });
    const { cover, operation } = await hide(s);
    expect(operation.request.variables).toEqual({ pinId: '4242', ...expected });
    await answer(s.environment, operation, ok('hidePin', true, false));
    await s.user.click(within(cover).getByRole('button', { name: 'Undo' }));
    expect((await nextOperation(s.environment, 'feedbackActionsUnhideMutation')).request.variables).toEqual({ pinId: '4242', ...expected });
  });

  it("takes the cover away with the server's message when the hide is refused", async () => {
    const s = await setup();
    const { operation } = await hide(s);
    await answer(s.environment, operation, refused('hidePin', 'That Pin is not available.'));
    expect(coverOf(s.card)).toBeNull();
    expect(await errorToast()).toContain('That Pin is not available.');
  });

  it('takes the cover away when the server cannot be reached', async () => {
    const s = await setup();
    const { operation } = await hide(s);
    await act(async () => s.environment.mock.reject(operation, new Error('offline')));
    expect(coverOf(s.card)).toBeNull();
    expect(await errorToast()).toContain(NETWORK_ERROR_MESSAGE);
  });

  it('puts the cover back when the undo fails', async () => {
    const s = await setup();
    const { cover, operation } = await hide(s);
    await answer(s.environment, operation, ok('hidePin', true, false));
    await s.user.click(within(cover).getByRole('button', { name: 'Undo' }));
    expect(coverOf(s.card)).toBeNull();
    await answer(s.environment, await nextOperation(s.environment, 'feedbackActionsUnhideMutation'), refused('unhidePin', 'Try again later.'));
    expect(within(s.card).getByTestId('pin-feedback-cover').dataset.state).toBe('hidden');
    expect(await errorToast()).toContain('Try again later.');
  });

  it("a hidden promoted pin's message names its promoter (cut to 32)", async () => {
    const s = await setup({ pin: { isPromoted: true, promoter: { username: 'bakery', fullName: `${NAME_32}X` } } });
    const { cover } = await hide(s);
    expect(within(cover).getByText(HIDDEN.title)).toBeTruthy();
    expect(within(cover).getByText(`${NAME_32}… has paid to have this pin show up where you'd be more likely to notice it.`)).toBeTruthy();
    expect(within(cover).queryByText(HIDDEN.body)).toBeNull();
    expect(within(cover).queryByRole('button', { name: 'Unfollow' })).toBeNull();
  });

  it('keeps the cover when the card is mounted again (a grid drops far-away cards)', async () => {
    const s = await setup();
    await hide(s);
    // The card goes (a grid drops it far from the screen) and comes back: the cover is still there.
    cleanup();
    const again = await setup();
    expect(within(again.card).getByTestId('pin-feedback-cover').dataset.state).toBe('hidden');
  });
});

describe("card feedback: report (pin-card §4; 'Report Pin' asks for a reason)", () => {
  const REASONS = [
    { code: 'spam', label: 'Spam' },
    { code: 'self_harm', label: 'Self-harm' },
  ];

  async function report(s: Setup) {
    await choose(s, 'Report Pin');
    const modal = await screen.findByRole('dialog', { name: 'Report Pin' });
    await resolveOperation(s.environment, 'ReportReasonModalQuery', { Query: () => ({ pinReportReasons: REASONS }) });
    await within(modal).findByLabelText('Spam');
    return modal;
  }

  it("chooses a reason in a modal, then covers the pin with 'Reported'; Undo unreports it", async () => {
    const s = await setup();
    const modal = await report(s);
    expect(within(modal).getByLabelText('Self-harm')).toBeTruthy();
    const submit = within(modal).getByRole('button', { name: 'Report' });
    expect(submit.hasAttribute('disabled') || submit.getAttribute('aria-disabled') === 'true').toBe(true);
    expect(coverOf(s.card)).toBeNull();
    await s.user.click(within(modal).getByLabelText('Spam'));
    await s.user.click(within(modal).getByRole('button', { name: 'Report' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Report Pin' })).toBeNull());
    const cover = await within(s.card).findByTestId('pin-feedback-cover');
    expect(cover.dataset.state).toBe('reported');
    expect(within(cover).getByText(REPORTED.title)).toBeTruthy();
    expect(within(cover).getByText(REPORTED.body)).toBeTruthy();
    const operation = await nextOperation(s.environment, 'feedbackActionsReportMutation');
    expect(operation.request.variables).toEqual({ pinId: '4242', reason: 'spam' });
    await answer(s.environment, operation, ok('reportPin', true, true));

    await s.user.click(within(cover).getByRole('button', { name: 'Undo' }));
    expect(coverOf(s.card)).toBeNull();
    const undo = await nextOperation(s.environment, 'feedbackActionsUnreportMutation');
    expect(undo.request.variables).toEqual({ pinId: '4242' });
  });

  it('Cancel reports nothing', async () => {
    const s = await setup();
    const modal = await report(s);
    await s.user.click(within(modal).getByLabelText('Spam'));
    await s.user.click(within(modal).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Report Pin' })).toBeNull());
    expect(coverOf(s.card)).toBeNull();
    expect(s.environment.mock.getAllOperations().map((o) => o.request.node.params.name)).not.toContain('feedbackActionsReportMutation');
  });

  it('keeps the page when the reasons cannot load: Report stays off, Cancel closes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const s = await setup();
    await choose(s, 'Report Pin');
    const modal = await screen.findByRole('dialog', { name: 'Report Pin' });
    const operation = await nextOperation(s.environment, 'ReportReasonModalQuery');
    await act(async () => s.environment.mock.reject(operation, new Error('offline')));
    expect(within(modal).queryByLabelText('Spam')).toBeNull();
    const submit = within(modal).getByRole('button', { name: 'Report' });
    expect(submit.hasAttribute('disabled') || submit.getAttribute('aria-disabled') === 'true').toBe(true);
    await s.user.click(within(modal).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Report Pin' })).toBeNull());
    expect(within(s.card).getByTestId('pin-overlay')).toBeTruthy();
  });

  it('takes the cover away with an error toast when the report is refused', async () => {
    const s = await setup();
    const modal = await report(s);
    await s.user.click(within(modal).getByLabelText('Spam'));
    await s.user.click(within(modal).getByRole('button', { name: 'Report' }));
    const operation = await nextOperation(s.environment, 'feedbackActionsReportMutation');
    expect(coverOf(s.card)).not.toBeNull();
    await answer(s.environment, operation, refused('reportPin', "You've reported a lot of Pins. Try again later."));
    expect(coverOf(s.card)).toBeNull();
    expect(await errorToast()).toContain("You've reported a lot of Pins. Try again later.");
  });
});

describe("card feedback: the reason line and 'Unfollow' (pin-card §4, §5, §8; platform §4, §7)", () => {
  it.each([
    [{ reason: 'RECENT_ACTIVITY' }, 'This Pin was inspired by your recent activity', false],
    [{ reason: 'YOUR_BOARD', board: BOARD }, 'This Pin was inspired by your board Cakes', false],
    [{ reason: 'FOLLOWED_TOPIC', topic: TOPIC }, 'This Pin was inspired by Baking', true],
    [{ reason: 'FOLLOWED_USER', user: USER }, 'This Pin is from Ada Baker, a profile you follow', true],
    [{ reason: 'FOLLOWED_BOARD', board: BOARD }, 'This Pin is from Cakes, a board you follow', true],
  ])('%o: the cover reads the reason; Unfollow: %s', async (reason, text, unfollow) => {
    const s = await setup({ reason });
    const { cover } = await hide(s);
    expect(within(cover).getByTestId('pin-feedback-reason').textContent).toBe(text);
    expect(within(cover).queryByRole('button', { name: 'Unfollow' }) !== null).toBe(unfollow);
  });

  it('shows no reason line for a pin without one', async () => {
    const s = await setup();
    const { cover } = await hide(s);
    expect(within(cover).queryByTestId('pin-feedback-reason')).toBeNull();
    expect(within(cover).queryByRole('button', { name: 'Unfollow' })).toBeNull();
  });

  it.each([
    [NAME_32, NAME_32],
    [`${NAME_32}6`, `${NAME_32}…`],
  ])('cuts names to 32 characters plus an ellipsis (%s)', async (name, shown) => {
    const s = await setup({ reason: { reason: 'FOLLOWED_BOARD', board: { ...BOARD, name } } });
    const { cover } = await hide(s);
    expect(within(cover).getByTestId('pin-feedback-reason').textContent).toBe(`This Pin is from ${shown}, a board you follow`);
    await s.user.click(within(cover).getByRole('button', { name: 'Unfollow' }));
    expect(within(cover).getByText(`You unfollowed ${shown}.`)).toBeTruthy();
  });

  it("names the promoter on a promoted pin's reported cover", async () => {
    const s = await setup({ pin: { isPromoted: true, promoter: { username: 'bakery', fullName: 'Bakery Co' } } });
    await choose(s, 'Report Pin');
    const modal = await screen.findByRole('dialog', { name: 'Report Pin' });
    await resolveOperation(s.environment, 'ReportReasonModalQuery', { Query: () => ({ pinReportReasons: [{ code: 'spam', label: 'Spam' }] }) });
    await s.user.click(await within(modal).findByLabelText('Spam'));
    await s.user.click(within(modal).getByRole('button', { name: 'Report' }));
    const cover = await within(s.card).findByTestId('pin-feedback-cover');
    expect(within(cover).getByTestId('pin-feedback-reason').textContent).toBe("Bakery Co paid to have this Pin show up where you'd be more likely to notice it");
  });

  /** A follow mutation's successful answer, whichever kind. */
  const followed = (following: boolean) => ({
    FollowInterestPayload: () => ({ following, followerCount: 1, errors: [] }),
    BoardPayload: () => ({ errors: [] }),
    UserPayload: () => ({ errors: [] }),
  });

  const logged = async (environment: MockEnvironment) => {
    const operation = await nextOperation(environment, 'feedbackActionsLogEventMutation');
    await answer(environment, operation, { data: { logEvent: { ok: true } } });
    return operation.request.variables.input as Record<string, unknown>;
  };

  it.each([
    ['board', { reason: 'FOLLOWED_BOARD', board: BOARD }, 'Cakes', 'useUnfollowBoardMutation', 'useFollowBoardMutation', { boardId: BOARD.id }, [601, 602], '5', null],
    ['profile', { reason: 'FOLLOWED_USER', user: USER }, 'Ada Baker', 'useUnfollowUserMutation', 'useFollowUserMutation', { userId: USER.id }, [26, 27], '7', null],
    ['topic', { reason: 'FOLLOWED_TOPIC', topic: TOPIC }, 'Baking', 'useFollowTopicMutation', 'useFollowTopicMutation', { interestId: '12' }, [26, 27], '12', '{"target":"topic"}'],
  ] as const)(
    "a followed %s: Unfollow swaps to 'Unfollowed' and logs its event; Undo follows again and logs the other",
    async (_kind, reason, name, unfollowName, followName, variables, [unfollowEvent, followEvent], objectIdStr, auxData) => {
      const s = await setup({ reason });
      const { cover, operation } = await hide(s);
      await answer(s.environment, operation, ok('hidePin', true, false));
      await s.user.click(within(cover).getByRole('button', { name: 'Unfollow' }));
      expect(cover.dataset.state).toBe('unfollowed');
      expect(within(cover).getByText('Unfollowed')).toBeTruthy();
      expect(within(cover).getByText(`You unfollowed ${name}.`)).toBeTruthy();
      expect(within(cover).queryByRole('button', { name: 'Unfollow' })).toBeNull();
      const unfollow = await nextOperation(s.environment, unfollowName);
      expect(unfollow.request.variables).toMatchObject(reason.reason === 'FOLLOWED_TOPIC' ? { ...variables, follow: false } : variables);
      await act(async () => s.environment.mock.resolve(unfollow, MockPayloadGenerator.generate(unfollow, followed(false))));
      expect(await logged(s.environment)).toEqual({ eventType: unfollowEvent, objectIdStr, auxData });

      await s.user.click(within(cover).getByRole('button', { name: 'Undo' }));
      expect(cover.dataset.state).toBe('hidden');
      expect(within(cover).getByText(HIDDEN.title)).toBeTruthy();
      const follow = await nextOperation(s.environment, followName);
      expect(follow.request.variables).toMatchObject(reason.reason === 'FOLLOWED_TOPIC' ? { ...variables, follow: true } : variables);
      await act(async () => s.environment.mock.resolve(follow, MockPayloadGenerator.generate(follow, followed(true))));
      expect(await logged(s.environment)).toEqual({ eventType: followEvent, objectIdStr, auxData });
      // Nothing was unhidden: the pin stays hidden under its cover.
      expect(s.environment.mock.getAllOperations().map((o) => o.request.node.params.name)).not.toContain('feedbackActionsUnhideMutation');
    },
  );

  it('puts the hidden cover back, logs nothing and says why when the unfollow fails', async () => {
    const s = await setup({ reason: { reason: 'FOLLOWED_BOARD', board: BOARD } });
    const { cover } = await hide(s);
    await s.user.click(within(cover).getByRole('button', { name: 'Unfollow' }));
    expect(cover.dataset.state).toBe('unfollowed');
    const unfollow = await nextOperation(s.environment, 'useUnfollowBoardMutation');
    await answer(s.environment, unfollow, { data: { unfollowBoard: { board: null, errors: [{ field: null, message: 'That board does not exist.', code: 'NOT_FOUND' }] } } });
    expect(within(s.card).getByTestId('pin-feedback-cover').dataset.state).toBe('hidden');
    expect(await errorToast()).toContain('That board does not exist.');
    expect(s.environment.mock.getAllOperations().map((o) => o.request.node.params.name)).not.toContain('feedbackActionsLogEventMutation');
  });
});
