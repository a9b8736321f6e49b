import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRouter } from 'found';
import { createMockEnvironment } from 'relay-test-utils';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter, type MockEnvironment } from '../testing/render';
import { LOGGED_OUT, ViewerContext, type ViewerInfo } from '../viewer/ViewerContext';
import { resetExperienceStore } from './experienceStore';
import HomeExperience from './HomeExperience';
import { EXPERIENCE_TYPES, PLACEMENTS } from './placement';
import { INVITE_DISPLAY, MEMBER, mutationAnswer, named, pendingNamed, placementsAnswer, resolve, UPSELL_DISPLAY } from './testing';

const PLACEMENTS_QUERY = 'experienceCallsPlacementsQuery';
const VIEWED = 'experienceCallsViewedMutation';
const COMPLETE = 'experienceCallsCompleteMutation';
const DISMISS = 'experienceCallsDismissMutation';
const INVITE = 'web_home_banner:invite_education';

beforeEach(() => {
  resetExperienceStore();
});

/** Where the router is. */
function Where() {
  return <span data-test-id="where">{useRouter().match.location.pathname}</span>;
}

/** Renders the home page's experience for `viewer` and answers its placement with `answer`. */
async function setup(viewer: ViewerInfo, answer: ReturnType<typeof placementsAnswer>, environment: MockEnvironment = createMockEnvironment()) {
  const onHideFooter = vi.fn<(hide: boolean) => void>();
  const onRefreshHomeFeed = vi.fn<() => void>();
  const view = renderWithRouter(
    <ViewerContext.Provider value={viewer}>
      <HomeExperience onHideFooter={onHideFooter} onRefreshHomeFeed={onRefreshHomeFeed} />
      <Where />
    </ViewerContext.Provider>,
    environment,
  );
  const asked = await waitFor(() => environment.mock.findOperation(named(PLACEMENTS_QUERY)));
  await resolve(environment, asked, answer);
  return { environment, asked, onHideFooter, onRefreshHomeFeed, unmount: view.unmount };
}

const memberBanner = (display = INVITE_DISPLAY, experience = 'invite_education', environment?: MockEnvironment) =>
  setup(MEMBER, placementsAnswer(PLACEMENTS.HOME_BANNER, experience, EXPERIENCE_TYPES.BANNER, display), environment);

/** Answers the first-show viewed call. */
async function answerViewed(environment: MockEnvironment) {
  const viewed = await waitFor(() => environment.mock.findOperation(named(VIEWED)));
  await resolve(environment, viewed, mutationAnswer('markExperienceViewed'));
}

describe('HomeExperience: a member’s home banner', () => {
  it('asks web_home_banner and renders the banner’s title, body and button', async () => {
    const { asked } = await memberBanner();
    expect(asked.request.variables).toEqual({ placementIds: ['web_home_banner'] });
    const banner = await screen.findByTestId('experience-banner');
    expect(screen.getByRole('heading', { name: INVITE_DISPLAY.title })).toBeTruthy();
    expect(banner.textContent).toContain(INVITE_DISPLAY.body);
    expect(screen.getByRole('button', { name: 'Invite collaborators' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeTruthy();
  });

  it('shows nothing for type 0', async () => {
    const { environment } = await setup(MEMBER, placementsAnswer(PLACEMENTS.HOME_BANNER, null, 0, null));
    expect(screen.queryByTestId('experience-banner')).toBeNull();
    expect(pendingNamed(environment, VIEWED)).toHaveLength(0);
  });

  it('the first show calls markExperienceViewed once', async () => {
    const { environment } = await memberBanner();
    await screen.findByTestId('experience-banner');
    const viewed = pendingNamed(environment, VIEWED);
    expect(viewed).toHaveLength(1);
    expect(viewed[0]?.request.variables).toEqual({ placedExperienceId: INVITE });
    await answerViewed(environment);
    expect(pendingNamed(environment, VIEWED)).toHaveLength(0);
  });

  it('showing it again (the home page again) asks no second viewed call', async () => {
    const first = await memberBanner();
    await answerViewed(first.environment);
    first.unmount();
    const { environment } = await memberBanner(INVITE_DISPLAY, 'invite_education', first.environment);
    expect(await screen.findByTestId('experience-banner')).toBeTruthy();
    expect(pendingNamed(environment, VIEWED)).toHaveLength(0);
  });

  it('the button completes it, then hides it and asks the placement again', async () => {
    const user = userEvent.setup();
    const { environment } = await memberBanner();
    await answerViewed(environment);
    await user.click(await screen.findByRole('button', { name: 'Invite collaborators' }));
    const complete = environment.mock.findOperation(named(COMPLETE));
    expect(complete.request.variables).toEqual({ placedExperienceId: INVITE, withoutHomefeed: false });
    // Not before the call is answered: still shown, nothing asked again.
    expect(screen.getByTestId('experience-banner')).toBeTruthy();
    expect(pendingNamed(environment, PLACEMENTS_QUERY)).toHaveLength(0);
    await resolve(environment, complete, mutationAnswer('completeExperience', { refreshHomeFeed: false }));
    await waitFor(() => expect(screen.queryByTestId('experience-banner')).toBeNull());
    expect(pendingNamed(environment, PLACEMENTS_QUERY)).toHaveLength(1);
  });

  it('a button with an href goes there and completes it; a completion that changes the home feed asks the feed again', async () => {
    const user = userEvent.setup();
    const tune = { ...INVITE_DISPLAY, title: 'Tune your home feed', buttonText: 'Tune your home feed', href: '/edit' };
    const { environment, onRefreshHomeFeed } = await memberBanner(tune, 'tune_home_feed');
    await answerViewed(environment);
    await user.click(await screen.findByRole('button', { name: 'Tune your home feed' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/edit'));
    const complete = environment.mock.findOperation(named(COMPLETE));
    expect(complete.request.variables).toEqual({ placedExperienceId: 'web_home_banner:tune_home_feed', withoutHomefeed: false });
    await resolve(environment, complete, mutationAnswer('completeExperience', { refreshHomeFeed: true }));
    expect(onRefreshHomeFeed).toHaveBeenCalledTimes(1);
  });

  it('when the completion that changes the home feed arrives after the page is gone, the feed is marked stale instead', async () => {
    const user = userEvent.setup();
    const tune = { ...INVITE_DISPLAY, title: 'Tune your home feed', buttonText: 'Tune your home feed', href: '/edit' };
    const { environment, onRefreshHomeFeed, unmount } = await memberBanner(tune, 'tune_home_feed');
    await answerViewed(environment);
    await user.click(await screen.findByRole('button', { name: 'Tune your home feed' }));
    unmount();
    const commitUpdate = vi.spyOn(environment, 'commitUpdate');
    await resolve(environment, environment.mock.findOperation(named(COMPLETE)), mutationAnswer('completeExperience', { refreshHomeFeed: true }));
    expect(onRefreshHomeFeed).not.toHaveBeenCalled();
    expect(commitUpdate).toHaveBeenCalledTimes(1);
  });

  it('X dismisses it: the delete call, then hidden, then the placement asked again', async () => {
    const user = userEvent.setup();
    const { environment } = await memberBanner();
    await answerViewed(environment);
    await user.click(await screen.findByRole('button', { name: 'Dismiss' }));
    const dismiss = environment.mock.findOperation(named(DISMISS));
    expect(dismiss.request.variables).toEqual({ placedExperienceId: INVITE });
    expect(screen.getByTestId('experience-banner')).toBeTruthy();
    expect(pendingNamed(environment, PLACEMENTS_QUERY)).toHaveLength(0);
    await resolve(environment, dismiss, mutationAnswer('dismissExperience'));
    await waitFor(() => expect(screen.queryByTestId('experience-banner')).toBeNull());
    const again = await waitFor(() => environment.mock.findOperation(named(PLACEMENTS_QUERY)));
    // The placement's new answer (the next banner) shows.
    await resolve(environment, again, placementsAnswer(PLACEMENTS.HOME_BANNER, 'tune_home_feed', EXPERIENCE_TYPES.BANNER, { ...INVITE_DISPLAY, title: 'Tune your home feed' }));
    expect(await screen.findByRole('heading', { name: 'Tune your home feed' })).toBeTruthy();
  });

  it('a failed dismiss keeps it shown and says so', async () => {
    const user = userEvent.setup();
    const { environment } = await memberBanner();
    await answerViewed(environment);
    await user.click(await screen.findByRole('button', { name: 'Dismiss' }));
    await act(async () => environment.mock.reject(environment.mock.findOperation(named(DISMISS)), new Error('offline')));
    expect(await screen.findByText("Couldn't reach Corkboard. Please try again.")).toBeTruthy();
    expect(screen.getByTestId('experience-banner')).toBeTruthy();
    expect(pendingNamed(environment, PLACEMENTS_QUERY)).toHaveLength(0);
    // And it can be dismissed again.
    expect((within(screen.getByTestId('experience-banner')).getByRole('button', { name: 'Dismiss' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('HomeExperience: a logged-out visitor’s upsell', () => {
  const visitorUpsell = () => setup(LOGGED_OUT, placementsAnswer(PLACEMENTS.PIN_CARD_UPSELL, 'signup_to_save', EXPERIENCE_TYPES.UPSELL, UPSELL_DISPLAY));

  it('asks web_pin_card_upsell, shows the sign-up card by the save button and hides the cards’ footer; no viewed call', async () => {
    const { asked, environment, onHideFooter } = await visitorUpsell();
    expect(asked.request.variables).toEqual({ placementIds: ['web_pin_card_upsell'] });
    const upsell = await screen.findByTestId('experience-upsell');
    expect(upsell.style.position).toBe('fixed');
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeTruthy();
    await waitFor(() => expect(onHideFooter).toHaveBeenLastCalledWith(true));
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('X hides it with no call (the server keeps no state for visitors), and it stays hidden', async () => {
    const user = userEvent.setup();
    const { environment, onHideFooter } = await visitorUpsell();
    await user.click(await screen.findByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByTestId('experience-upsell')).toBeNull());
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    expect(onHideFooter).toHaveBeenLastCalledWith(false);
  });

  it('Sign up goes to the sign-up page, with no call', async () => {
    const user = userEvent.setup();
    const { environment } = await visitorUpsell();
    await user.click(await screen.findByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/signup'));
    await waitFor(() => expect(screen.queryByTestId('experience-upsell')).toBeNull());
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });
});
