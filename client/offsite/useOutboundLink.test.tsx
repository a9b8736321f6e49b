import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MOBILE_QUERY } from '../shell/useIsMobile';
import { mockMediaQuery } from '../testing/matchMedia';
import { renderWithRouter, type MockEnvironment } from '../testing/render';
import { LOGGED_OUT, ViewerContext, type ViewerInfo } from '../viewer/ViewerContext';
import { useOutboundLink, type OutboundLinkOptions } from './useOutboundLink';
import type { useOutboundLinkTestQuery } from './__generated__/useOutboundLinkTestQuery.graphql';

const query = graphql`
  query useOutboundLinkTestQuery @relay_test_operation {
    pin(id: "test") {
      ...useOutboundLink_pin
    }
  }
`;

const MEMBER: ViewerInfo = { ...LOGGED_OUT, kind: 'member', userId: '1', username: 'me' };
const LINK = 'https://www.example.com/tart';
const OFFSITE = `/offsite/?token=1-2.9999999999.mac&url=${encodeURIComponent(LINK)}&pin=4242`;

vi.setConfig({ testTimeout: 20_000 });

function TestLink({ options }: { readonly options: OutboundLinkOptions }) {
  const data = useLazyLoadQuery<useOutboundLinkTestQuery>(query, {});
  const outbound = useOutboundLink(data.pin!, options);
  if (!outbound) return <p>no link</p>;
  return (
    <div data-pin-id="4242">
      <a href={outbound.href} target="_blank" rel="noopener noreferrer" onClick={outbound.onClick} onContextMenu={outbound.onContextMenu}>
        example.com
      </a>
      {outbound.modal}
    </div>
  );
}

interface Setup {
  readonly viewer?: ViewerInfo;
  readonly pin?: Record<string, unknown>;
  readonly options?: Partial<OutboundLinkOptions>;
  readonly mobile?: boolean;
}

interface FakeTab {
  opener: unknown;
  closed: boolean;
  location: { href: string };
  close: () => void;
}

let tab: FakeTab;
let open: ReturnType<typeof vi.fn>;

beforeEach(() => {
  tab = { opener: 'me', closed: false, location: { href: 'about:blank' }, close: vi.fn(() => void (tab.closed = true)) };
  open = vi.fn((url?: string | URL, _target?: string, features?: string) => (url === 'about:blank' && !features ? tab : null));
  vi.spyOn(window, 'open').mockImplementation(open as unknown as typeof window.open);
  window.history.replaceState({}, '', '/');
});

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState({}, '', '/');
});

async function setup({ viewer = MEMBER, pin = {}, options = {}, mobile = false }: Setup = {}): Promise<MockEnvironment> {
  mockMediaQuery(MOBILE_QUERY, mobile);
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    operation.request.node.params.name === 'useOutboundLinkTestQuery'
      ? MockPayloadGenerator.generate(operation, {
          Pin: () => ({
            entityId: '4242',
            seoUrl: '/pin/lemon-tart--4242/',
            offsiteUrl: OFFSITE,
            isPromoted: false,
            isDownstreamPromotion: false,
            isThirdPartyAd: false,
            adServeId: null,
            category: 'food',
            trackingParams: 'ctp',
            collectionItems: [],
            carouselData: null,
            ...pin,
          }),
          Image: () => ({ url: '/images/236x/abc.jpg' }),
        })
      : null,
  );
  renderWithRouter(
    <ViewerContext.Provider value={viewer}>
      <TestLink options={{ surface: 'card', link: LINK, ...options }} />
    </ViewerContext.Provider>,
    environment,
  );
  await screen.findByText('example.com');
  return environment;
}

const link = () => screen.getByText('example.com').closest('a')!;
const named = (environment: MockEnvironment, name: string): OperationDescriptor[] =>
  environment.mock.getAllOperations().filter((operation) => operation.request.node.params.name === name);

/** The first operation `name`, once it is issued. */
const issued = (environment: MockEnvironment, name: string): Promise<OperationDescriptor> =>
  waitFor(() => {
    const found = named(environment, name)[0];
    if (!found) throw new Error(`no ${name} yet`);
    return found;
  });

async function resolveNext(environment: MockEnvironment, name: string, data: Record<string, unknown>): Promise<OperationDescriptor> {
  const operation = await issued(environment, name);
  await act(async () => environment.mock.resolve(operation, { data }));
  return operation;
}

const answerCheck = (environment: MockEnvironment, redirectStatus: string, message = '', url = LINK) =>
  resolveNext(environment, 'clickthroughCheckQuery', { offsiteCheck: { redirectStatus, message, url } });

/** The statistic (name, tag) logged, once it is. */
async function statistic(environment: MockEnvironment): Promise<Record<string, unknown>> {
  return (await issued(environment, 'clickthroughStatisticMutation')).request.variables;
}

/** Clicks the link; answers whether the click's default (the browser's own navigation) was prevented. */
function clickLink(init: MouseEventInit = {}): boolean {
  return !fireEvent.click(link(), init);
}

describe('the link', () => {
  it("is the pin's /offsite/ URL", async () => {
    await setup();
    expect(link().getAttribute('href')).toBe(OFFSITE);
  });
  it("a carousel slot's link is the slot's /offsite/ URL", async () => {
    const slot = '/offsite/?token=t&url=https%3A%2F%2Fb.test%2F&pin=4242';
    await setup({ pin: { carouselData: { carouselSlots: [{ offsiteUrl: '/offsite/?a' }, { offsiteUrl: slot }] } }, options: { slotIndex: 1 } });
    expect(link().getAttribute('href')).toBe(slot);
  });
  it('without an /offsite/ URL, the raw link; without either, nothing', async () => {
    await setup({ pin: { offsiteUrl: null } });
    expect(link().getAttribute('href')).toBe(LINK);
  });
  it('a raw link that is not a web link is no link', async () => {
    const environment = createMockEnvironment();
    mockMediaQuery(MOBILE_QUERY, false);
    environment.mock.queueOperationResolver((operation) => MockPayloadGenerator.generate(operation, { Pin: () => ({ offsiteUrl: null, carouselData: null }) }));
    renderWithRouter(<TestLink options={{ surface: 'card', link: 'javascript:alert(1)' }} />, environment);
    expect(await screen.findByText('no link')).toBeTruthy();
  });

  it('without any link, no link renders', async () => {
    const environment = createMockEnvironment();
    mockMediaQuery(MOBILE_QUERY, false);
    environment.mock.queueOperationResolver((operation) => MockPayloadGenerator.generate(operation, { Pin: () => ({ offsiteUrl: null, carouselData: null }) }));
    renderWithRouter(<TestLink options={{ surface: 'card', link: null }} />, environment);
    expect(await screen.findByText('no link')).toBeTruthy();
  });
});

describe('a checked click (an organic pin)', () => {
  it("names a served ad's serve in aux_data (the server counts the ad's click by it); an organic pin's names none", async () => {
    const environment = await setup({ pin: { adServeId: '77' } });
    expect(clickLink()).toBe(true);
    const check = await answerCheck(environment, 'safe');
    expect(JSON.parse(String(check.request.variables.auxData))).toEqual({ clickthrough_type: 'click', objectId: '4242', ad_serve_id: '77' });
  });

  it('opens about:blank in the click, then sends it to /offsite/ when the link is safe; logs the statistic, the clickthrough and events 12, 8948', async () => {
    const environment = await setup();
    expect(clickLink()).toBe(true);
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(tab.opener).toBeNull();
    const check = await answerCheck(environment, 'safe');
    expect(check.request.variables).toMatchObject({ pinId: '4242', thirdPartyAd: null, url: LINK, clientTrackingParams: 'ctp' });
    expect(JSON.parse(String(check.request.variables.auxData))).toEqual({ clickthrough_type: 'click', objectId: '4242' });
    await waitFor(() => expect(tab.location.href).toBe(`${window.location.origin}${OFFSITE}`));
    expect(await statistic(environment)).toEqual({ name: 'offsite_check', tag: 'safe' });
    const log = await resolveNext(environment, 'clickthroughLogMutation', { logClickthrough: { redirectStatus: 'safe' } });
    expect(log.request.variables).toMatchObject({ pinId: '4242', url: LINK });
    await waitFor(() => expect(named(environment, 'clickthroughEventMutation').map((operation) => operation.request.variables.input)).toEqual([
      expect.objectContaining({ eventType: 12, objectIdStr: '4242' }),
      expect.objectContaining({ eventType: 8948, objectIdStr: '4242' }),
    ]));
    expect(open).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('blocked-link-modal')).toBeNull();
  });

  it.each(['blocked', 'suspicious', 'porn'])('%s: the tab closes, the blocked-link modal shows, nothing navigates; Okay closes it', async (status) => {
    const environment = await setup();
    clickLink();
    await answerCheck(environment, status, 'This site is known to spread malware.', 'https://bad.example/x');
    const modal = await screen.findByTestId('blocked-link-modal');
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('about:blank');
    expect(screen.getByRole('dialog', { name: 'We have blocked this link' })).toBeTruthy();
    expect(screen.getByText('Heads up!')).toBeTruthy();
    expect(screen.getByText('This site is known to spread malware.')).toBeTruthy();
    expect(screen.getByTestId('blocked-link-host').textContent).toBe('bad.example');
    const learnMore = screen.getByRole('link', { name: /Learn more/ });
    expect(learnMore.getAttribute('href')).toBe('/terms#community-guidelines');
    expect(learnMore.getAttribute('target')).toBe('_blank');
    expect(modal).toBeTruthy();
    expect(await statistic(environment)).toEqual({ name: 'offsite_check', tag: status });
    expect(named(environment, 'clickthroughLogMutation')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Okay' }));
    await waitFor(() => expect(screen.queryByTestId('blocked-link-modal')).toBeNull());
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('names the host the server checked, or the link’s own host when the server gave none', async () => {
    const environment = await setup();
    clickLink();
    await answerCheck(environment, 'blocked', 'No.', '');
    expect((await screen.findByTestId('blocked-link-host')).textContent).toBe('www.example.com');
  });

  it('a failed check falls back to the link, and is counted as error', async () => {
    const environment = await setup();
    clickLink();
    const check = await issued(environment, 'clickthroughCheckQuery');
    await act(async () => environment.mock.reject(check, new Error('HTTP 500')));
    await waitFor(() => expect(tab.location.href).toBe(`${window.location.origin}${OFFSITE}`));
    expect(await statistic(environment)).toEqual({ name: 'offsite_check', tag: 'error' });
    expect(screen.queryByTestId('blocked-link-modal')).toBeNull();
  });

  it('no answer within 5 s is an error: the link opens (4999 ms: still waiting)', async () => {
    const environment = await setup();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      clickLink();
      // Not waitFor: with fake timers it moves the clock on as it polls.
      for (let turn = 0; turn < 100 && named(environment, 'clickthroughCheckQuery').length === 0; turn += 1) await new Promise((resolve) => setImmediate(resolve));
      expect(named(environment, 'clickthroughCheckQuery')).toHaveLength(1);
      await act(async () => vi.advanceTimersByTime(4999));
      expect(tab.location.href).toBe('about:blank');
      expect(named(environment, 'clickthroughStatisticMutation')).toHaveLength(0);
      await act(async () => vi.advanceTimersByTime(1));
      expect(tab.location.href).toBe(`${window.location.origin}${OFFSITE}`);
      expect(named(environment, 'clickthroughStatisticMutation').map((operation) => operation.request.variables)).toEqual([{ name: 'offsite_check', tag: 'error' }]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('an answer that is no known status is an error: the link opens', async () => {
    const environment = await setup();
    clickLink();
    await answerCheck(environment, 'weird');
    await waitFor(() => expect(tab.location.href).toBe(`${window.location.origin}${OFFSITE}`));
    expect(await statistic(environment)).toEqual({ name: 'offsite_check', tag: 'error' });
  });

  it('a clickthrough log that answered null sends no events', async () => {
    const environment = await setup();
    clickLink();
    await answerCheck(environment, 'safe');
    await resolveNext(environment, 'clickthroughLogMutation', { logClickthrough: null });
    await act(async () => undefined);
    expect(named(environment, 'clickthroughEventMutation')).toHaveLength(0);
  });

  it('a collection pin logs 7762 too; a promoted collection (collection ad) 8948, 12, 7761', async () => {
    const environment = await setup({ pin: { collectionItems: [{ __typename: 'CollectionItem' }, { __typename: 'CollectionItem' }, { __typename: 'CollectionItem' }] } });
    clickLink();
    await answerCheck(environment, 'safe');
    await resolveNext(environment, 'clickthroughLogMutation', { logClickthrough: { redirectStatus: 'safe' } });
    await waitFor(() => expect(named(environment, 'clickthroughEventMutation').map((operation) => (operation.request.variables.input as { eventType: number }).eventType)).toEqual([12, 8948, 7762]));
  });

  it('a downstream promoted pin is checked like an organic one', async () => {
    const environment = await setup({ pin: { isPromoted: true, isDownstreamPromotion: true } });
    clickLink();
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    await answerCheck(environment, 'safe');
  });

  it('a third-party ad is checked as third_party_ad, not pin_id', async () => {
    const environment = await setup({ pin: { isThirdPartyAd: true } });
    clickLink();
    const check = await answerCheck(environment, 'safe');
    expect(check.request.variables).toMatchObject({ pinId: null, thirdPartyAd: '4242' });
  });

  it("on the pin's own closeup the closeup's link is checked", async () => {
    window.history.replaceState({}, '', '/pin/lemon-tart--4242/');
    const environment = await setup({ options: { surface: 'closeup' } });
    clickLink();
    await answerCheck(environment, 'safe');
  });
});

describe('clicks that are not checked', () => {
  it('a promoted pin opens /offsite/ at once, without the check, and logs the clickthrough', async () => {
    const environment = await setup({ pin: { isPromoted: true } });
    expect(clickLink()).toBe(true);
    expect(open).toHaveBeenCalledWith(`${window.location.origin}${OFFSITE}`, '_blank', 'noopener,noreferrer');
    await resolveNext(environment, 'clickthroughLogMutation', { logClickthrough: { redirectStatus: 'safe' } });
    expect(named(environment, 'clickthroughCheckQuery')).toHaveLength(0);
  });

  it("a closeup's link on another pin's address opens without the check", async () => {
    window.history.replaceState({}, '', '/pin/999/');
    const environment = await setup({ options: { surface: 'closeup' } });
    clickLink();
    expect(open).toHaveBeenCalledWith(`${window.location.origin}${OFFSITE}`, '_blank', 'noopener,noreferrer');
    await resolveNext(environment, 'clickthroughLogMutation', { logClickthrough: { redirectStatus: 'safe' } });
    expect(named(environment, 'clickthroughCheckQuery')).toHaveLength(0);
  });

  it('offline: no window opens, nothing is checked or logged', async () => {
    const environment = await setup();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(clickLink()).toBe(true);
    await act(async () => undefined);
    expect(open).not.toHaveBeenCalled();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it.each([['metaKey'], ['ctrlKey']])('%s on a link that is not an /offsite/ link is left to the browser', async (key) => {
    const environment = await setup({ pin: { offsiteUrl: null } });
    expect(clickLink({ [key]: true })).toBe(false);
    expect(open).not.toHaveBeenCalled();
    await act(async () => undefined);
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('the same link without a modifier opens (it is not an /offsite/ link: no check)', async () => {
    const environment = await setup({ pin: { offsiteUrl: null } });
    clickLink();
    expect(open).toHaveBeenCalledWith(LINK, '_blank', 'noopener,noreferrer');
    expect(named(environment, 'clickthroughCheckQuery')).toHaveLength(0);
  });

  it.each([['metaKey'], ['ctrlKey']])('%s on a card by a logged-out desktop visitor opens the pin in a new tab', async (key) => {
    const environment = await setup({ viewer: LOGGED_OUT });
    expect(clickLink({ [key]: true })).toBe(true);
    expect(open).toHaveBeenCalledWith('/pin/lemon-tart--4242/', '_blank', 'noopener');
    await act(async () => undefined);
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('meta on a card by a member is a checked click', async () => {
    const environment = await setup();
    clickLink({ metaKey: true });
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    await answerCheck(environment, 'safe');
  });

  it('meta on a card by a logged-out mobile visitor is a checked click', async () => {
    const environment = await setup({ viewer: LOGGED_OUT, mobile: true });
    clickLink({ metaKey: true });
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    await answerCheck(environment, 'safe');
  });

  it.each([[''], ['#'], ['#top']])('an empty or hash-only href (%j) does not navigate and is counted', async (href) => {
    const environment = await setup({ pin: { offsiteUrl: null }, options: { link: href } });
    expect(clickLink()).toBe(true);
    expect(open).not.toHaveBeenCalled();
    expect(await statistic(environment)).toEqual({ name: 'offsite_empty_href', tag: 'logged' });
  });
});

describe('/pin_redirect for logged-out visitors', () => {
  it('a logged-out visitor’s checked click ends on the interstitial, with the /offsite/ token', async () => {
    const environment = await setup({ viewer: LOGGED_OUT });
    clickLink();
    await answerCheck(environment, 'safe');
    await waitFor(() => expect(tab.location.href).toContain('/pin_redirect?'));
    const url = new URL(tab.location.href);
    expect(url.searchParams.get('token')).toBe('1-2.9999999999.mac');
    expect(url.searchParams.get('redirectUrl')).toBe(LINK);
    expect(url.searchParams.get('pin')).toBe('4242');
    expect(url.searchParams.get('pinImageUrl')).toBe('/images/236x/abc.jpg');
    expect(url.searchParams.get('origin')).toBe('/');
  });
  it('a bot goes to /offsite/', async () => {
    const environment = await setup({ viewer: { ...LOGGED_OUT, isBot: true } });
    clickLink();
    await answerCheck(environment, 'safe');
    await waitFor(() => expect(tab.location.href).toBe(`${window.location.origin}${OFFSITE}`));
  });
});

describe('right-click clickthrough (pin-card §4)', () => {
  const hide = (state: DocumentVisibilityState) => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
    fireEvent(document, new Event('visibilitychange'));
  };
  const hovered = (value: boolean) => {
    const original = Element.prototype.matches;
    vi.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, selector: string) {
      return selector === ':hover' ? value : original.call(this, selector);
    });
  };

  it('a context menu on a hovered pin, then the tab hidden: the clickthrough is logged', async () => {
    const environment = await setup();
    hovered(true);
    fireEvent.contextMenu(link());
    hide('hidden');
    const log = await resolveNext(environment, 'clickthroughLogMutation', { logClickthrough: { redirectStatus: 'safe' } });
    expect(log.request.variables).toMatchObject({ pinId: '4242', url: LINK });
    expect(JSON.parse(String(log.request.variables.auxData))).toMatchObject({ clickthrough_type: 'right_click' });
  });
  it('not when the pin was not hovered', async () => {
    const environment = await setup();
    hovered(false);
    fireEvent.contextMenu(link());
    hide('hidden');
    await act(async () => undefined);
    expect(named(environment, 'clickthroughLogMutation')).toHaveLength(0);
  });
  it('not when the tab stays visible, nor after a later pointer down', async () => {
    const environment = await setup();
    hovered(true);
    fireEvent.contextMenu(link());
    hide('visible');
    hide('hidden');
    fireEvent.contextMenu(link());
    fireEvent.pointerDown(document.body);
    hide('hidden');
    await act(async () => undefined);
    expect(named(environment, 'clickthroughLogMutation')).toHaveLength(0);
  });
  it('not when the link is an image file', async () => {
    const environment = await setup({ pin: { offsiteUrl: '/offsite/?token=t&url=https%3A%2F%2Fcdn.test%2Fa.JPG&pin=4242' } });
    hovered(true);
    fireEvent.contextMenu(link());
    hide('hidden');
    await act(async () => undefined);
    expect(named(environment, 'clickthroughLogMutation')).toHaveLength(0);
  });
});
