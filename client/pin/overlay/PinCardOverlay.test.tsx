import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useRouter } from 'found';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExperimentsContext, type ExperimentGroups } from '../../experiments/experiments';
import { MOBILE_QUERY } from '../../shell/useIsMobile';
import { nextOperation, resolveOperation } from '../../testing/operations';
import { renderWithRouter } from '../../testing/render';
import { readUnauthSaves } from '../save/unauthSaves';
import { clearCovers } from './feedbackStore';
import { LOGGED_OUT, ViewerContext, type ViewerInfo } from '../../viewer/ViewerContext';
import PinCard from '../PinCard';
import type { PinCardOverlayTestQuery } from './__generated__/PinCardOverlayTestQuery.graphql';
import { mockMediaQuery } from '../../testing/matchMedia';

const query = graphql`
  query PinCardOverlayTestQuery @relay_test_operation {
    pin(id: "test") {
      ...PinCard_pin
    }
  }
`;

const MEMBER: ViewerInfo = { ...LOGGED_OUT, kind: 'member', userId: '1', username: 'me' };
const LIMITED: ViewerInfo = { ...MEMBER, kind: 'limited' };
const ORIG_URL = 'https://img.example/originals/tart.jpg';
/** An outbound link goes through /offsite/ (issue 18). */
const offsite = (url: string) => `/offsite/?token=1-2.9999999999.mac&url=${encodeURIComponent(url)}&pin=4242`;

// Whole-card renders with Gestalt popovers take seconds on a loaded 2-core machine.
vi.setConfig({ testTimeout: 20_000 });

function Location() {
  const { match } = useRouter();
  return <output data-test-id="location">{match.location.pathname}</output>;
}

function TestCard() {
  const data = useLazyLoadQuery<PinCardOverlayTestQuery>(query, {});
  return data.pin ? <PinCard pin={data.pin} /> : null;
}

interface Options {
  readonly viewer?: ViewerInfo;
  readonly experiments?: ExperimentGroups;
  readonly mobile?: boolean;
  readonly pin?: Record<string, unknown>;
  /** Hover the card first (its controls take no pointer events while the overlay is hidden). */
  readonly hover?: boolean;
}

const mockMobile = (mobile: boolean) => mockMediaQuery(MOBILE_QUERY, mobile);

async function setup({ viewer = LOGGED_OUT, experiments = {}, mobile = false, pin = {}, hover = true }: Options = {}) {
  mockMobile(mobile);
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Pin: () => ({
        entityId: '4242',
        seoUrl: '/pin/lemon-tart--4242/',
        title: 'Lemon tart',
        altText: null,
        autoAltText: null,
        domain: 'example.com',
        link: 'https://www.example.com/tart',
        offsiteUrl: offsite('https://www.example.com/tart'),
        isPromoted: false,
        adDestinationUrl: null,
        sponsorship: null,
        carouselData: null,
        storyPinData: null,
        type: 'image',
        pinner: { entityId: '7', username: 'ada', fullName: 'Ada Baker' },
        origImage: { url: ORIG_URL },
        savedInfo: null,
        ...pin,
      }),
      Image: () => ({ url: ORIG_URL, width: 236, height: 354 }),
    }),
  );
  renderWithRouter(
    <ViewerContext.Provider value={viewer}>
      <ExperimentsContext.Provider value={experiments}>
        <TestCard />
        <Location />
      </ExperimentsContext.Provider>
    </ViewerContext.Provider>,
    environment,
  );
  const card = await screen.findByTestId('pin');
  // user-event's mouseout carries no relatedTarget, which React reads as leaving the card; the
  // hover is asserted through the overlay's own pointer-events style instead.
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  if (hover) {
    await user.hover(card);
    expect(within(card).getByTestId('pin-overlay').dataset.visible).toBe('true');
  }
  return { card, overlay: within(card).getByTestId('pin-overlay'), user, environment };
}

const location = () => screen.getByTestId('location').textContent;

afterEach(() => {
  // A hidden or reported pin keeps its cover for the page's life (./feedbackStore.ts).
  clearCovers();
  vi.restoreAllMocks();
});

describe('pin card overlay: structure and visibility', () => {
  it('keeps the controls out of the closeup link and shows the overlay on hover only', async () => {
    const { card, overlay, user } = await setup({ viewer: MEMBER, hover: false });
    const closeup = within(card).getByRole('link', { name: 'Lemon tart' });
    expect(closeup.getAttribute('href')).toMatch(/^\/pin\/(lemon-tart--)?4242\/$/);
    expect(within(closeup).queryByRole('button')).toBeNull();
    expect(closeup.contains(overlay)).toBe(false);
    expect(overlay.dataset.visible).toBe('false');
    expect(overlay.style.opacity).toBe('0');
    // Hidden controls take no clicks (a tap on the image opens the closeup).
    expect(within(overlay).getByTestId('save-control').parentElement?.style.pointerEvents).toBe('none');
    expect(overlay.style.transition).toBe('opacity 120ms ease-in-out');

    await user.hover(card);
    expect(overlay.dataset.visible).toBe('true');
    expect(overlay.style.opacity).toBe('1');
    expect(within(overlay).getByTestId('save-control').parentElement?.style.pointerEvents).toBe('auto');
    await user.unhover(card);
    expect(overlay.dataset.visible).toBe('false');
  });

  it('reaches the overlay controls with Tab after the closeup link, showing the overlay', async () => {
    const { card, overlay, user, environment } = await setup({ viewer: MEMBER, hover: false });
    await user.tab();
    expect(document.activeElement).toBe(within(card).getByRole('link', { name: 'Lemon tart' }));
    expect(overlay.dataset.visible).toBe('true');
    await user.tab();
    const save = within(overlay).getByRole('button', { name: 'Save' });
    expect(document.activeElement).toBe(save);
    // The member's target loads once the overlay shows; the Save button keeps focus meanwhile,
    // and the board dropdown comes before it.
    await resolveOperation(environment, 'SaveControlTargetQuery', { Viewer: () => ({ saveBehavior: 0, saveBoards: { edges: [] } }) });
    await within(overlay).findByTestId('board-dropdown');
    expect(document.activeElement).toBe(save);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(within(overlay).getByTestId('board-dropdown'));
    await user.tab();
    expect(document.activeElement).toBe(save);
    await user.tab();
    expect(document.activeElement).toBe(within(overlay).getByRole('link', { name: /^Visit example\.com(;|$)/ }));
    await user.tab();
    expect(document.activeElement).toBe(within(overlay).getByRole('button', { name: 'Share' }));
    await user.tab();
    expect(document.activeElement).toBe(within(overlay).getByRole('button', { name: 'More options' }));
    expect(overlay.dataset.visible).toBe('true');
  });
});

describe('pin card overlay: save control', () => {

  it('a limited viewer gets the limited-login modal (nothing is saved or recorded)', async () => {
    window.localStorage.clear();
    const { overlay, user, environment } = await setup({ viewer: LIMITED });
    await user.click(within(overlay).getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('limited-login-modal')).toBeTruthy();
    expect(location()).toBe('/');
    expect(readUnauthSaves()).toEqual([]);
    expect(environment.mock.getAllOperations().map((operation) => operation.request.node.params.name)).not.toContain('useSavePinMutation');
  });

  it('a logged-out desktop visitor (control) gets a plain Save opening the log-in modal', async () => {
    window.localStorage.clear();
    const { overlay, user } = await setup();
    expect(within(overlay).queryByTestId('save-control-redSave')).toBeNull();
    within(overlay).getByTestId('save-control-plainSave');
    await user.click(within(overlay).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Log in to save this Pin' })).toBeTruthy();
    expect(location()).toBe('/');
    // The tap is first recorded as a logged-out save (merged after logging in).
    expect(readUnauthSaves().map((save) => save.entityId)).toEqual(['4242']);
  });

  it('a logged-out desktop visitor in web_unauth_red_save=enabled gets the red Save upsell', async () => {
    const { overlay, user } = await setup({ experiments: { web_unauth_red_save: 'enabled' } });
    within(overlay).getByTestId('save-control-redSave');
    await user.click(within(overlay).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Log in to save this Pin' })).toBeTruthy();
  });

  it.each([{}, { web_unauth_red_save: 'enabled' }])('a logged-out mobile visitor sees Open, to the closeup (%o)', async (experiments) => {
    const { overlay, user } = await setup({ mobile: true, experiments });
    expect(within(overlay).queryByRole('button', { name: 'Save' })).toBeNull();
    await user.click(within(overlay).getByRole('button', { name: 'Open' }));
    expect(location()).toBe('/pin/lemon-tart--4242/');
  });

  it('a member on mobile still sees Save', async () => {
    const { overlay } = await setup({ viewer: MEMBER, mobile: true });
    expect(within(overlay).getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(within(overlay).queryByRole('button', { name: 'Open' })).toBeNull();
  });
});

describe('pin card overlay: domain link', () => {
  it('opens the link in a new tab without nofollow for an organic pin', async () => {
    const { overlay } = await setup();
    const link = within(overlay).getByRole('link', { name: /^Visit example\.com(;|$)/ });
    expect(link.textContent).toMatch(/^example\.com(;|$)/);
    expect(link.getAttribute('href')).toBe(offsite('https://www.example.com/tart'));
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('cuts the domain to 12 characters in the overlay (12 kept, 13 cut)', async () => {
    const { overlay } = await setup({ pin: { domain: 'example12.io' } });
    expect(within(overlay).getByRole('link', { name: /^Visit example12\.io(;|$)/ }).textContent).toMatch(/^example12\.io(;|$)/);
  });

  it('cuts a 13-character domain with an ellipsis', async () => {
    const { overlay } = await setup({ pin: { domain: 'example123.io' } });
    expect(within(overlay).getByRole('link', { name: /^Visit example123\.io(;|$)/ }).textContent).toMatch(/^example123\.i…(;|$)/);
  });

  it('shows the ad destination host of a promoted pin, with nofollow', async () => {
    const { overlay } = await setup({ pin: { isPromoted: true, adDestinationUrl: 'https://www.shop.test/deal', offsiteUrl: offsite('https://www.shop.test/deal') } });
    const link = within(overlay).getByRole('link', { name: /^Visit shop\.test(;|$)/ });
    expect(link.getAttribute('href')).toBe(offsite('https://www.shop.test/deal'));
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
  });

  it("shows the current carousel slot's link for a promoted carousel", async () => {
    const { overlay } = await setup({
      pin: {
        isPromoted: true,
        type: 'carousel',
        adDestinationUrl: 'https://www.shop.test/deal',
        carouselData: {
          index: 1,
          carouselSlots: [
            { slotId: 'a', link: 'https://a.test/', offsiteUrl: offsite('https://a.test/') },
            { slotId: 'b', link: 'https://www.b.test/2', offsiteUrl: offsite('https://www.b.test/2') },
          ],
        },
      },
    });
    expect(within(overlay).getByRole('link', { name: /^Visit b\.test(;|$)/ }).getAttribute('href')).toBe(offsite('https://www.b.test/2'));
  });

  it('adds nofollow for a paid partnership', async () => {
    const { overlay } = await setup({ pin: { sponsorship: { status: 1, sponsorName: 'Brand', sponsorUsername: 'brand' } } });
    expect(within(overlay).getByRole('link', { name: /^Visit example\.com(;|$)/ }).getAttribute('rel')).toBe('noopener noreferrer nofollow');
  });

  it('shows no domain button for a pin without an http(s) link', async () => {
    const { overlay } = await setup({ pin: { domain: null, link: null } });
    expect(within(overlay).queryByTestId('pin-domain-link')).toBeNull();
  });
});

describe('pin card overlay: share', () => {
  it("opens 'Send this pin', copies the link and confirms", async () => {
    const { overlay, user } = await setup();
    const writeText = vi.fn(() => Promise.resolve());
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard);
    await user.click(within(overlay).getByRole('button', { name: 'Share' }));
    const popover = await screen.findByTestId('pin-share-popover');
    expect(within(popover).getByText('Send this pin')).toBeTruthy();
    // The overlay stays visible while the popover is open.
    expect(overlay.dataset.visible).toBe('true');
    await user.click(within(popover).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/pin/lemon-tart--4242/`);
    expect(await within(popover).findByText('Link copied!')).toBeTruthy();
    // The share targets (the send section above them, loaded apart, may add its own log-in link).
    const names = within(popover)
      .getAllByRole('link')
      .map((link) => link.textContent?.replace('; Opens a new tab', ''))
      .filter((name) => name !== 'Log in to send this Pin');
    expect(names).toEqual(['Email', 'Facebook', 'X', 'WhatsApp']);
    expect(within(popover).getByRole('link', { name: 'Email' }).getAttribute('href')).toMatch(/^mailto:\?subject=Lemon%20tart/);
  });

  it('shows the link to copy by hand when the clipboard refuses', async () => {
    const { overlay, user } = await setup();
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText: () => Promise.reject(new Error('denied')) } as unknown as Clipboard);
    await user.click(within(overlay).getByRole('button', { name: 'Share' }));
    const popover = await screen.findByTestId('pin-share-popover');
    await user.click(within(popover).getByRole('button', { name: 'Copy link' }));
    expect(await within(popover).findByText("Couldn't copy the link. Copy it from here:")).toBeTruthy();
    expect(within(popover).getByText(`${window.location.origin}/pin/lemon-tart--4242/`)).toBeTruthy();
    expect(within(popover).queryByText('Link copied!')).toBeNull();
  });
});

describe('pin card overlay: options menu', () => {
  async function openMenu(options: Options) {
    const result = await setup(options);
    await result.user.click(within(result.overlay).getByRole('button', { name: 'More options' }));
    await screen.findByText('Hide Pin');
    return result;
  }

  it('gives a logged-out visitor Download image and a gated Hide Pin, no Report or Edit', async () => {
    const { user } = await openMenu({});
    const download = screen.getByText('Download image').closest('a');
    expect(download?.getAttribute('href')).toBe(ORIG_URL);
    expect(screen.queryByText('Report Pin')).toBeNull();
    expect(screen.queryByText('Edit Pin')).toBeNull();
    await user.click(screen.getByText('Hide Pin'));
    expect(await screen.findByRole('heading', { name: 'Log in to hide this Pin' })).toBeTruthy();
  });

  // What hiding and reporting then do (covers, the server, Undo): ./FeedbackCover.test.tsx.
  it("lets a member report a pin: 'Report Pin' asks for a reason first", async () => {
    const { card, user } = await openMenu({ viewer: MEMBER });
    expect(screen.queryByText('Edit Pin')).toBeNull();
    await user.click(screen.getByText('Report Pin'));
    expect(await screen.findByRole('dialog', { name: 'Report Pin' })).toBeTruthy();
    expect(within(card).queryByTestId('pin-feedback-cover')).toBeNull();
  });

  it("lets a member hide a pin: 'Pin hidden' at once", async () => {
    const { card, user } = await openMenu({ viewer: MEMBER });
    await user.click(screen.getByText('Hide Pin'));
    const cover = await within(card).findByTestId('pin-feedback-cover');
    expect(within(cover).getByText('Pin hidden')).toBeTruthy();
    expect(within(cover).getByText("Got it! We'll try to show you more relevant Pins in the future.")).toBeTruthy();
  });

  it('gives the pin owner Edit Pin, to the edit page', async () => {
    const { user } = await openMenu({ viewer: { ...MEMBER, userId: '7' } });
    await user.click(screen.getByText('Edit Pin'));
    expect(location()).toBe('/pin/4242/edit/');
  });

  it('sends a limited owner to the limited-login modal from Edit Pin and Report Pin', async () => {
    const { user } = await openMenu({ viewer: { ...LIMITED, userId: '7' } });
    await user.click(screen.getByText('Edit Pin'));
    expect(await screen.findByTestId('limited-login-modal')).toBeTruthy();
    expect(location()).toBe('/');
  });

  it('keeps the overlay visible while the menu is open', async () => {
    const { overlay, user } = await openMenu({ viewer: MEMBER });
    await user.unhover(overlay);
    await waitFor(() => expect(overlay.dataset.visible).toBe('true'));
    await user.click(within(overlay).getByTestId('pin-options-button'));
    await waitFor(() => expect(screen.queryByText('Hide Pin')).toBeNull());
  });
});

/* ---- issue 5: the member's one-tap save, the board dropdown and the saved overlay ---- */

const QUICK_SAVES = { id: 'Qm9hcmQ6OQ==', entityId: '9', name: 'Quick Saves', url: '/me/quick-saves/', layout: 'quick_saves' };
const CAKES = { id: 'Qm9hcmQ6NQ==', entityId: '5', name: 'Cakes', url: '/ada/cakes/', layout: 'default', sections: [] };

type Env = Awaited<ReturnType<typeof setup>>['environment'];

const operationNames = (environment: Env) => environment.mock.getAllOperations().map((operation) => operation.request.node.params.name);
const saveState = (overlay: HTMLElement) => within(overlay).getByTestId('save-control').dataset.state;

async function memberSetup(target: { saveBehavior: number; boards: readonly Record<string, unknown>[] }, options: Options = {}) {
  const result = await setup({ viewer: MEMBER, ...options });
  await resolveOperation(result.environment, 'SaveControlTargetQuery', {
    Viewer: () => ({ saveBehavior: target.saveBehavior }),
    SaveBoardConnection: () => ({ edges: target.boards.map(() => ({})) }),
    Board: (context) => target.boards[Number(context.path?.[context.path.length - 2] ?? 0)] ?? target.boards[0] ?? {},
  });
  // A saved pin shows the saved overlay's chip where an unsaved one has the board dropdown.
  const saved = Boolean((options.pin as { savedInfo?: unknown } | undefined)?.savedInfo);
  await within(result.overlay).findByTestId(saved ? 'saved-overlay' : 'board-dropdown');
  return result;
}

async function resolveSave(environment: Env, board: Record<string, unknown> | null, errors: readonly { message: string; code: string }[] = []) {
  const operation = await nextOperation(environment, 'useSavePinMutation');
  const pinId = operation.request.variables.input.pinId as string;
  await act(async () =>
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        SavePinPayload: () =>
          errors.length > 0
            ? { errors, pin: null, originalPin: null, board: null, section: null, isQuickSave: false, created: false }
            : { errors: [], originalPin: null, section: null, isQuickSave: board?.layout === 'quick_saves', created: true },
        Pin: () => ({ id: pinId, entityId: '4242', savedInfo: { boardId: String(board?.entityId), localPinId: '777', section: null } }),
        Board: () => board ?? {},
      }),
    ),
  );
  return operation;
}

describe('pin card overlay: member one-tap save (pin-card §4)', () => {
  it("quick-saves to 'Profile' (behaviour 0): Saved at once, taps ignored while saving, then 'Saved!' and the saved overlay", async () => {
    const { overlay, user, environment } = await memberSetup({ saveBehavior: 0, boards: [] });
    expect(within(overlay).getByTestId('board-dropdown').textContent).toContain('Profile');
    expect(saveState(overlay)).toBe('idle');

    await user.click(within(overlay).getByRole('button', { name: 'Save' }));
    // Optimistic: black 'Saved', busy-looking; another tap is ignored.
    expect(saveState(overlay)).toBe('saving');
    expect(within(overlay).getByRole('button', { name: 'Saved' })).toBeTruthy();
    await user.click(within(overlay).getByRole('button', { name: 'Saved' }));
    expect(operationNames(environment).filter((name) => name === 'useSavePinMutation')).toHaveLength(1);
    expect(operationNames(environment)).not.toContain('useUnsavePinMutation');

    const operation = await resolveSave(environment, QUICK_SAVES);
    expect(operation.request.variables.input.boardId).toBeNull();
    expect(saveState(overlay)).toBe('saved');
    // The dropdown gives way to the saved overlay's chip, which is first the newly saved label.
    expect(within(overlay).queryByTestId('board-dropdown')).toBeNull();
    const chip = within(overlay).getByTestId('saved-overlay');
    expect(within(chip).getByTestId('saved-label').textContent).toBe('Saved!');
    expect(within(chip).getByTestId('saved-label').dataset.phase).toBe('saved');
    expect(chip.getAttribute('href')).toBe('/me/');
    expect(within(overlay).getByTestId('pin-overlay-wash').style.opacity).toBe('0.33');
  });

  it('a failed save goes back to Save and takes the saved overlay away', async () => {
    const { overlay, user, environment } = await memberSetup({ saveBehavior: 0, boards: [] });
    await user.click(within(overlay).getByRole('button', { name: 'Save' }));
    await resolveSave(environment, null, [{ message: 'Nope.', code: 'FORBIDDEN' }]);
    expect(saveState(overlay)).toBe('idle');
    expect(within(overlay).getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(within(overlay).queryByTestId('saved-overlay')).toBeNull();
    expect(within(overlay).getByTestId('pin-overlay-wash').style.opacity).toBe('0.4');
  });

  it("tapping 'Saved' unsaves (deleting); a failure puts 'Saved' back, success shows Save", async () => {
    const { overlay, user, environment } = await memberSetup({ saveBehavior: 1, boards: [CAKES] }, { pin: { savedInfo: { boardId: '5', localPinId: '1', board: CAKES, section: null } } });
    expect(saveState(overlay)).toBe('saved');
    await user.click(within(overlay).getByRole('button', { name: 'Saved' }));
    expect(saveState(overlay)).toBe('deleting');
    await user.click(within(overlay).getByRole('button', { name: 'Save' }));
    expect(operationNames(environment).filter((name) => name === 'useUnsavePinMutation')).toHaveLength(1);
    expect(operationNames(environment)).not.toContain('useSavePinMutation');
    const failed = await nextOperation(environment, 'useUnsavePinMutation');
    expect(failed.request.variables.input.boardId).toBe(CAKES.id);
    await act(async () => environment.mock.reject(failed, new Error('offline')));
    expect(saveState(overlay)).toBe('saved');
    expect(within(overlay).getByRole('button', { name: 'Saved' })).toBeTruthy();

    await user.click(within(overlay).getByRole('button', { name: 'Saved' }));
    const operation = await nextOperation(environment, 'useUnsavePinMutation');
    const pinId = operation.request.variables.input.pinId as string;
    await act(async () => environment.mock.resolve(operation, { data: { unsavePin: { pin: { id: pinId, savedInfo: null }, removedFromBoardIds: ['5'], errors: [] } } }));
    expect(saveState(overlay)).toBe('idle');
    expect(within(overlay).getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('behaviour 1 shows the board last saved to in the dropdown and saves there', async () => {
    const { overlay, user, environment } = await memberSetup({ saveBehavior: 1, boards: [CAKES] });
    expect(within(overlay).getByTestId('board-dropdown').textContent).toContain('Cakes');
    await user.click(within(overlay).getByRole('button', { name: 'Save' }));
    await resolveSave(environment, CAKES);
    const chip = within(overlay).getByTestId('saved-overlay');
    expect(chip.textContent).toBe('Saved!');
    expect(chip.getAttribute('href')).toBe('/ada/cakes/');
  });

  it("behaviour 1 without boards: the label reads 'Profile' and Save quick-saves there (as the server does)", async () => {
    const { overlay, user, environment } = await memberSetup({ saveBehavior: 1, boards: [] });
    expect(within(overlay).getByTestId('board-dropdown').textContent).toContain('Profile');
    await user.click(within(overlay).getByRole('button', { name: 'Save' }));
    const operation = await nextOperation(environment, 'useSavePinMutation');
    expect(operation.request.variables.input.boardId ?? null).toBeNull();
    expect(screen.queryByTestId('board-dropdown-popover')).toBeNull();
  });

  it('the dropdown opens the board picker; picking a board saves to it', async () => {
    const { overlay, user, environment } = await memberSetup({ saveBehavior: 0, boards: [] });
    await user.click(within(overlay).getByTestId('board-dropdown'));
    const popover = await screen.findByTestId('board-dropdown-popover');
    await resolveOperation(environment, 'BoardPickerQuery', {
      SaveBoardConnection: () => ({ edges: [{}], pageInfo: { hasNextPage: false, endCursor: null } }),
      Board: () => ({ ...CAKES, privacy: 'public', coverImage: null }),
    });
    await user.click(await within(popover).findByRole('button', { name: 'Cakes' }));
    const operation = await resolveSave(environment, CAKES);
    expect(operation.request.variables.input).toMatchObject({ boardId: CAKES.id, sectionId: null });
    expect(screen.queryByTestId('board-dropdown-popover')).toBeNull();
    expect(within(overlay).getByTestId('saved-overlay').getAttribute('href')).toBe('/ada/cakes/');
  });
});

describe('pin card overlay: the board last saved to (behaviour 1)', () => {
  const GARDEN = { id: 'Qm9hcmQ6Ng==', entityId: '6', name: 'Garden', url: '/ada/garden/', layout: 'default', sections: [] };

  it('after saving to a board from the picker, the dropdown label and the next one-tap save go to that board', async () => {
    const { overlay, user, environment } = await memberSetup({ saveBehavior: 1, boards: [GARDEN] });
    expect(within(overlay).getByTestId('board-dropdown').textContent).toContain('Garden');
    await user.click(within(overlay).getByTestId('board-dropdown'));
    const popover = await screen.findByTestId('board-dropdown-popover');
    await resolveOperation(environment, 'BoardPickerQuery', {
      SaveBoardConnection: () => ({ edges: [{}], pageInfo: { hasNextPage: false, endCursor: null } }),
      Board: () => ({ ...CAKES, privacy: 'public', coverImage: null }),
    });
    await user.click(await within(popover).findByRole('button', { name: 'Cakes' }));
    await resolveSave(environment, CAKES);

    // Unsave, so the dropdown shows again: it now names the board just saved to.
    await user.click(within(overlay).getByRole('button', { name: 'Saved' }));
    const unsave = await nextOperation(environment, 'useUnsavePinMutation');
    const pinId = unsave.request.variables.input.pinId as string;
    await act(async () => environment.mock.resolve(unsave, { data: { unsavePin: { pin: { id: pinId, savedInfo: null }, removedFromBoardIds: ['5'], errors: [] } } }));
    // ('Saved!' first, for 950 ms after the save.)
    await waitFor(() => expect(within(overlay).getByTestId('board-dropdown').textContent).toContain('Cakes'), { timeout: 3000 });

    // And a one-tap save goes there (optimistically, before the server answers).
    await user.click(within(overlay).getByRole('button', { name: 'Save' }));
    const next = await nextOperation(environment, 'useSavePinMutation');
    expect(next.request.variables.input.boardId ?? null).toBeNull();
    await resolveSave(environment, CAKES);
    expect(within(overlay).getByTestId('saved-overlay').getAttribute('href')).toBe('/ada/cakes/');
  });
});

describe('pin card overlay: saved overlay (pin-card §2, §5, §9)', () => {
  const savedTo = (board: Record<string, unknown>, section: Record<string, unknown> | null = null) => ({
    savedInfo: { boardId: '5', localPinId: '1', board, section },
  });

  it('a logged-out visitor never gets a saved overlay', async () => {
    const { overlay } = await setup({ pin: savedTo(CAKES) });
    expect(within(overlay).queryByTestId('saved-overlay')).toBeNull();
    expect(within(overlay).getByTestId('pin-overlay-wash').style.opacity).toBe('0.4');
  });

  it('an unsaved pin has no saved overlay and the 0.4 wash', async () => {
    const { overlay } = await setup({ viewer: MEMBER });
    expect(within(overlay).queryByTestId('saved-overlay')).toBeNull();
    expect(within(overlay).getByTestId('pin-overlay-wash').style.opacity).toBe('0.4');
  });

  it("reads 'Saved to' + the board name, goes to the board, and washes at 0.33", async () => {
    const { overlay, user } = await setup({ viewer: MEMBER, pin: savedTo(CAKES) });
    expect(within(overlay).getByTestId('pin-overlay-wash').style.opacity).toBe('0.33');
    const chip = within(overlay).getByTestId('saved-overlay');
    expect(chip.textContent).toBe('Saved to Cakes');
    await user.click(chip);
    expect(location()).toBe('/ada/cakes/');
  });

  it('prefers the section title and URL', async () => {
    const { overlay, user } = await setup({ viewer: MEMBER, pin: savedTo(CAKES, { entityId: '8', title: 'Lemon', url: '/ada/cakes/lemon/' }) });
    const chip = within(overlay).getByTestId('saved-overlay');
    expect(chip.textContent).toBe('Saved to Lemon');
    await user.click(chip);
    expect(location()).toBe('/ada/cakes/lemon/');
  });

  it("reads 'Profile' for a quick save and goes to /me/", async () => {
    const { overlay, user } = await setup({ viewer: MEMBER, pin: savedTo(QUICK_SAVES) });
    const chip = within(overlay).getByTestId('saved-overlay');
    expect(chip.textContent).toBe('Saved to Profile');
    await user.click(chip);
    expect(location()).toBe('/me/');
  });

  it.each([
    ['abcdefghijklmnopqrstuv', 'abcdefghijklmnopqrstuv'],
    ['abcdefghijklmnopqrstuvw', 'abcdefghijklmnopqrstuv…'],
  ])('cuts names to 22 characters (%s)', async (name, shown) => {
    const { overlay } = await setup({ viewer: MEMBER, pin: savedTo({ ...CAKES, name }) });
    expect(within(overlay).getByTestId('saved-overlay').textContent).toBe(`Saved to ${shown}`);
  });
});

describe('pin card: a logged-out visitor\'s downloads and clickthroughs (platform §3, §4)', () => {
  const KEY = 'cb_logged_out_state';
  const stored = () => JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as Record<string, unknown> | null;
  /** The state's chunk loads on the first event; let it run. */
  const settle = async () => {
    await vi.dynamicImportSettled();
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  /** jsdom does not navigate: the links' default is stopped, the listeners still see the click. */
  const stopNavigation = (event: Event) => event.preventDefault();

  afterEach(async () => {
    document.removeEventListener('click', stopNavigation);
    (await import('../../visitor/visitorStore')).endVisit();
    window.localStorage.clear();
  });

  async function asViewer(viewer: ViewerInfo) {
    window.localStorage.clear();
    document.addEventListener('click', stopNavigation);
    const state = await import('../../visitor/loggedOutState');
    // What the shell's LoggedOutVisit does for this viewer.
    state.setVisitorViewer({ signedIn: viewer.kind !== 'anonymous', allowedCountry: true });
    if (viewer.kind === 'anonymous') state.recordPageView('/', '');
  }

  it("a member's 'Download image' is not counted (signed-in people are never tracked)", async () => {
    await asViewer(MEMBER);
    const member = await setup({ viewer: MEMBER });
    await member.user.click(within(member.overlay).getByRole('button', { name: 'More options' }));
    await member.user.click(await screen.findByText('Download image'));
    await settle();
    expect(stored()).toBeNull();
  });

  it("a logged-out visitor's 'Download image' is a download", async () => {
    await asViewer(LOGGED_OUT);
    const { overlay, user } = await setup({});
    await settle();
    expect(stored()).toMatchObject({ downloadedPinsCount: 0, isQUS: 0 });
    await user.click(within(overlay).getByRole('button', { name: 'More options' }));
    await user.click(await screen.findByText('Download image'));
    await settle();
    expect(stored()).toMatchObject({ downloadedPinsCount: 1, isQUS: 1 });
  });

  it("the domain button is a logged-out visitor's clickthrough of the pin", async () => {
    await asViewer(LOGGED_OUT);
    const { overlay, user } = await setup({});
    // The click opens a tab (client/offsite); jsdom has none to open.
    vi.spyOn(window, 'open').mockReturnValue(null);
    await user.click(within(overlay).getByTestId('pin-domain-link'));
    await settle();
    expect(stored()).toMatchObject({ isQUS: 1, clickthroughPins: [{ pinId: '4242', link: 'https://www.example.com/tart', domain: 'example.com' }] });
  });
});
