/* eslint-disable relay/unused-fields -- seoUrl is read by closeupPath(data) */
import { lazy, Suspense, useState, type MouseEvent as ReactMouseEvent, type KeyboardEvent as ReactKeyboardEvent, type ReactNode } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import useIsMobile from '../shell/useIsMobile';
import { closeupPath } from '../viewer/closeupPath';
import { useViewer } from '../viewer/ViewerContext';
import { useAdAttribution } from '../ad/attribution/useAdAttribution';
import { hostWithoutWww } from '../pin/overlay/rules';
import {
  blocksOpen,
  clickPlan,
  clickthroughEvents,
  destinationOf,
  isEmptyHref,
  pageMatchesPin,
  pinRedirectHref,
  rightClickCounts,
  sanitizedHost,
  wantsPinRedirect,
  type LinkSurface,
} from './rules';
import type { OutboundClick } from './clickthrough';
import type { useOutboundLink_pin$data, useOutboundLink_pin$key } from './__generated__/useOutboundLink_pin.graphql';

const BlockedLinkModal = lazy(() => import('./BlockedLinkModal'));
const loadCalls = () => import('./clickthrough');

type ClickEvent = ReactMouseEvent<HTMLAnchorElement> | ReactKeyboardEvent<HTMLAnchorElement>;

export interface OutboundLinkOptions {
  /** A grid card's link or the closeup's ("the page matches the pin", rules.ts). */
  readonly surface: LinkSurface;
  /** The raw outbound link the component shows (used as the href when the pin has no /offsite/ URL). */
  readonly link: string | null | undefined;
  /** The carousel slot whose link this is, when it is a slot's. */
  readonly slotIndex?: number | null;
}

export interface OutboundLink {
  /** The pin's /offsite/ URL (or, without one, the raw link). */
  readonly href: string;
  /** For the link's onClick (Gestalt's { event } or a plain React event). */
  readonly onClick: (arg: { readonly event: ClickEvent } | ClickEvent) => void;
  readonly onContextMenu: (event: ReactMouseEvent<HTMLElement>) => void;
  /** The blocked-link modal while it is open; render it beside the link. */
  readonly modal: ReactNode;
}

interface Blocked {
  readonly message: string;
  readonly host: string;
}

/** The href an outbound link renders: the slot's or the pin's /offsite/ URL, else the raw http(s) link. */
function hrefOf(data: useOutboundLink_pin$data, options: OutboundLinkOptions): string | null {
  const slots = data.carouselData?.carouselSlots ?? [];
  const slot = options.slotIndex != null ? slots[options.slotIndex] : undefined;
  const offsite = slot ? slot.offsiteUrl : data.offsiteUrl;
  if (offsite) return offsite;
  // Read while rendering, on the server too: no window here. An empty or hash-only link is kept (a click on it is counted, and goes nowhere).
  const link = options.link;
  if (link == null) return null;
  return isEmptyHref(link) || hostWithoutWww(link) !== null ? link : null;
}

function clickOf(data: useOutboundLink_pin$data, url: string, options: OutboundLinkOptions, type: 'click' | 'right_click'): OutboundClick {
  const isCollection = data.collectionItems.length > 0;
  return {
    pinId: data.entityId,
    isThirdPartyAd: data.isThirdPartyAd,
    url,
    clientTrackingParams: data.trackingParams ?? null,
    auxData: JSON.stringify({
      clickthrough_type: type,
      objectId: data.entityId,
      // A served ad's click counts for the ad too (issue 19: server/v3/event/stats.ts countClickthrough).
      ...(data.adServeId ? { ad_serve_id: data.adServeId } : {}),
      ...(options.slotIndex != null ? { carousel_slot_index: options.slotIndex } : {}),
      ...(isCollection ? { client_creative_type: 'collection' } : {}),
    }),
    events: clickthroughEvents({ isCollection, isPromoted: data.isPromoted, isDownstreamPromotion: data.isDownstreamPromotion }),
    // No pin is of the linkless option yet (no field says so); clickthrough.ts sends its GET when one is.
    linkless: false,
  };
}

/** Opens `href` in a new tab, or in `opened` (a tab already opened in the click). */
function openIn(href: string, opened: Window | null): void {
  const absolute = new URL(href, window.location.origin).href;
  if (opened && !opened.closed) opened.location.href = absolute;
  else window.open(absolute, '_blank', 'noopener,noreferrer');
}

/** A right-click waiting for the tab to become hidden (pin-card §4); one at a time. */
let armedRightClick: { readonly hide: () => void } | null = null;

function armRightClick(onHidden: () => void): void {
  armedRightClick?.hide();
  const disarm = () => {
    document.removeEventListener('visibilitychange', onChange);
    document.removeEventListener('pointerdown', disarm, true);
    if (armedRightClick === armed) armedRightClick = null;
  };
  const onChange = () => {
    if (document.visibilityState === 'hidden') onHidden();
    disarm();
  };
  const armed = { hide: disarm };
  armedRightClick = armed;
  document.addEventListener('visibilitychange', onChange);
  document.addEventListener('pointerdown', disarm, true);
}

function withCalls(use: (calls: Awaited<ReturnType<typeof loadCalls>>) => void): void {
  loadCalls().then(use, () => {
    // The calls could not load: nothing is logged.
  });
}

/**
 * Everything a click on a pin's outbound link does (issue 18; the rules are in rules.ts): the link
 * is the pin's /offsite/ URL; a click runs the link check when the rules ask for it, in a tab opened
 * at once (a tab opened after the check would be a popup to the browser): about:blank, sent to the
 * link when the check passes or fails to answer, closed when the link is blocked — the blocked-link
 * modal then shows here and nothing navigates. Logged-out visitors get the /pin_redirect
 * interstitial instead. Null when the pin has no outbound link.
 */
export function useOutboundLink(pinKey: useOutboundLink_pin$key, options: OutboundLinkOptions): OutboundLink | null {
  const data = useFragment(
    graphql`
      fragment useOutboundLink_pin on Pin {
        entityId
        seoUrl
        offsiteUrl
        isPromoted
        isDownstreamPromotion
        isThirdPartyAd
        adServeId
        category
        trackingParams
        collectionItems {
          __typename
        }
        redirectImage: image(size: W236) {
          url
        }
        carouselData {
          carouselSlots {
            offsiteUrl
          }
        }
        ...useAdAttribution_pin
      }
    `,
    pinKey,
  );
  const environment = useRelayEnvironment();
  // An ad's clickthrough also sends its attribution-reporting GET (client/ad/attribution).
  const attributeAdClick = useAdAttribution(data);
  const viewer = useViewer();
  const mobile = useIsMobile();
  const [blocked, setBlocked] = useState<Blocked | null>(null);
  const href = hrefOf(data, options);

  const onClick = (arg: { readonly event: ClickEvent } | ClickEvent) => {
    const event = 'event' in arg ? arg.event : arg;
    if (href === null) return;
    const origin = window.location.origin;
    const native = event.nativeEvent;
    const clickViewer = { loggedOut: viewer.kind === 'anonymous', isBot: viewer.isBot, mobile };
    const plan = clickPlan({
      href,
      origin,
      online: navigator.onLine,
      metaOrCtrl: native instanceof MouseEvent || native instanceof KeyboardEvent ? native.metaKey || native.ctrlKey : false,
      viewer: clickViewer,
      surface: options.surface,
      pageMatches: pageMatchesPin(options.surface, data.entityId, window.location.pathname),
      isPromoted: data.isPromoted,
      isDownstreamPromotion: data.isDownstreamPromotion,
    });
    if (plan === 'browser') return;
    event.preventDefault();
    if (plan === 'empty') {
      withCalls((calls) => calls.logStatistic(environment, 'offsite_empty_href', 'logged'));
      return;
    }
    if (plan === 'offline') return;
    if (plan === 'openPin') {
      window.open(closeupPath(data, viewer.kind), '_blank', 'noopener');
      return;
    }
    const destination = destinationOf(href, origin) ?? href;
    const click = clickOf(data, destination, options, 'click');
    const redirect = wantsPinRedirect(clickViewer)
      ? pinRedirectHref({
          offsiteHref: href,
          origin,
          from: `${window.location.pathname}${window.location.search}`,
          pinImageUrl: data.redirectImage?.url,
          pinCategory: data.category,
        })
      : null;
    const target = redirect ?? href;
    const opened = () => {
      withCalls((calls) => calls.logClickthrough(environment, click));
      attributeAdClick('click');
    };
    if (plan === 'open') {
      openIn(target, null);
      opened();
      return;
    }
    // plan 'check': the tab opens now, in the click; where it goes waits for the check.
    const tab = window.open('about:blank', '_blank');
    if (tab) tab.opener = null;
    loadCalls()
      .then((calls) => calls.checkLink(environment, click))
      .catch(() => ({ tag: 'error' as const, message: '', url: '' }))
      .then((result) => {
        if (blocksOpen(result.tag)) {
          tab?.close();
          setBlocked({ message: result.message, host: sanitizedHost(result.url || destination) });
          return;
        }
        openIn(target, tab);
        opened();
      }, () => undefined);
  };

  const onContextMenu = (event: ReactMouseEvent<HTMLElement>) => {
    if (href === null) return;
    const origin = window.location.origin;
    const pin = event.currentTarget.closest('[data-pin-id]');
    if (!pin?.matches(':hover')) return;
    const destination = destinationOf(href, origin);
    armRightClick(() => {
      if (destination === null || !rightClickCounts({ pinHovered: true, target: destination, hidden: true, origin })) return;
      const click = clickOf(data, destination, options, 'right_click');
      withCalls((calls) => calls.logClickthrough(environment, click));
    });
  };

  if (href === null) return null;
  const modal = blocked ? (
    <Suspense fallback={null}>
      <BlockedLinkModal message={blocked.message} host={blocked.host} onDismiss={() => setBlocked(null)} />
    </Suspense>
  ) : null;
  return { href, onClick, onContextMenu, modal };
}
