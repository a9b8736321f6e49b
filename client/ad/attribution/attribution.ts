/**
 * The attribution-reporting GET of an ad click or view (pin-card §7, §8, §9): a GET to the attribution
 * source URL with source_event_id, destination (a JSON list of origins), expiry, priority,
 * source_event_type, advertiser_id, campaign_id, and hostname when the page is not on the main host,
 * sent as an attribution source the browser registers (Attribution Reporting; Safari's Private Click
 * Measurement from 14.1). Skipped when the browser lacks the feature. Nothing is visible: a failure
 * is only reported, sampled at TELEMETRY_SAMPLE_RATE, as a statistic with status failed and the
 * error's name and message. Pure but for the injected fetch, random source and report.
 */

export type AttributionType = 'click' | 'view';

/** §9: attribution expiry in seconds, 7 days for clicks and 1 day for views. */
export const ATTRIBUTION_EXPIRY_S: Readonly<Record<AttributionType, number>> = { click: 604_800, view: 86_400 };
/** §9: click priority 2, view priority 1. */
export const ATTRIBUTION_PRIORITY: Readonly<Record<AttributionType, number>> = { click: 2, view: 1 };
/** §9: telemetry sample rate. */
export const TELEMETRY_SAMPLE_RATE = 0.1;

/**
 * Where the source is registered: v3 checks the serve is the asker's and answers with the
 * Attribution-Reporting-Register-Source header (server/v3/ad/attribution-source.ts).
 */
export const ATTRIBUTION_SOURCE_PATH = '/v3/attribution_source/';

/** The failure's name at POST /v3/client_errors/ (^[a-z0-9_.]{1,80}$). */
export const ATTRIBUTION_FAILURE_NAME = 'error.ad_attribution_reporting';
/** /v3/client_errors/ takes messages of at most 500 characters. */
const MAX_FAILURE_MESSAGE = 500;

/** What a served ad says about itself for attribution. */
export interface AttributionSource {
  /** The pin's attributionSourceId: the source event id. */
  readonly sourceEventId: string;
  /** The ad's destination (its origin is the attribution destination). */
  readonly destinationUrl: string;
  readonly advertiserId: string | null;
  readonly campaignId: string | null;
}

export interface AttributionPage {
  /** The page's origin (the source URL is resolved against it). */
  readonly origin: string;
  /** The page's host name. */
  readonly hostname: string;
  /** The site's main host name; the page's host is sent as `hostname` when it differs. */
  readonly mainHostname: string;
}

/** The http(s) origin of a URL, or null. */
function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch (_error) {
    return null;
  }
}

/** The GET's URL (§7), or null when the ad has no http(s) destination to attribute to. */
export function attributionUrl(source: AttributionSource, type: AttributionType, page: AttributionPage, path: string = ATTRIBUTION_SOURCE_PATH): string | null {
  const destination = originOf(source.destinationUrl);
  if (destination === null || source.sourceEventId.trim() === '') return null;
  const url = new URL(path, page.origin);
  url.searchParams.set('source_event_id', source.sourceEventId);
  url.searchParams.set('destination', JSON.stringify([destination]));
  url.searchParams.set('expiry', String(ATTRIBUTION_EXPIRY_S[type]));
  url.searchParams.set('priority', String(ATTRIBUTION_PRIORITY[type]));
  url.searchParams.set('source_event_type', type);
  if (source.advertiserId) url.searchParams.set('advertiser_id', source.advertiserId);
  if (source.campaignId) url.searchParams.set('campaign_id', source.campaignId);
  if (page.hostname !== page.mainHostname) url.searchParams.set('hostname', page.hostname);
  return url.href;
}

/** What the feature check looks at (the browser's, or a test's). */
export interface AttributionFeatures {
  /** document.featurePolicy (Chromium's Attribution Reporting is allowed there). */
  readonly featurePolicy?: { allowsFeature?: (feature: string) => boolean } | undefined;
  /** HTMLAnchorElement.prototype (Safari 14.1+ has attributionSourceId on links). */
  readonly anchorPrototype?: object | undefined;
}

/** The browser registers attribution sources: Attribution Reporting allowed, or Safari's Private Click Measurement. */
export function supportsAttributionReporting(features: AttributionFeatures): boolean {
  try {
    if (features.featurePolicy?.allowsFeature?.('attribution-reporting') === true) return true;
  } catch (_error) {
    // An unknown feature name may throw in some browsers: not supported then.
  }
  return features.anchorPrototype !== undefined && 'attributionSourceId' in features.anchorPrototype;
}

/** The browser's features, for supportsAttributionReporting. */
export function browserFeatures(): AttributionFeatures {
  if (typeof document === 'undefined') return {};
  const withPolicy = document as Document & { featurePolicy?: AttributionFeatures['featurePolicy'] };
  return { featurePolicy: withPolicy.featurePolicy, anchorPrototype: typeof HTMLAnchorElement === 'undefined' ? undefined : HTMLAnchorElement.prototype };
}

/** The statistic's message: status failed, the error's name and message (at most 500 characters). */
export function failureMessage(error: unknown): string {
  const name = error instanceof Error ? error.name : typeof error;
  const message = error instanceof Error ? error.message : String(error);
  const body = (text: string) => JSON.stringify({ status: 'failed', error_name: name.slice(0, 80), error_message: text });
  let cut = message;
  while (body(cut).length > MAX_FAILURE_MESSAGE && cut.length > 0) cut = cut.slice(0, Math.max(0, cut.length - (body(cut).length - MAX_FAILURE_MESSAGE)));
  return body(cut);
}

export interface AttributionDeps {
  readonly fetch: typeof fetch;
  /** A number in [0, 1): the failure is reported when it is below TELEMETRY_SAMPLE_RATE. */
  readonly random: () => number;
  readonly supported: boolean;
  readonly page: AttributionPage;
  /** Reports the failure statistic (ATTRIBUTION_FAILURE_NAME with failureMessage). */
  readonly reportFailure: (message: string) => void;
}

export type AttributionOutcome = 'sent' | 'skipped' | 'failed';

/** A failure that is not an exception: the server answered, but not with success. */
export class AttributionHttpError extends Error {
  override readonly name = 'AttributionHttpError';
}

/** Fetch options that ask the browser to register the answer as an attribution source. */
function sourceInit(): RequestInit {
  const init: RequestInit & { attributionReporting: { eventSourceEligible: boolean; triggerEligible: boolean } } = {
    method: 'GET',
    credentials: 'include',
    keepalive: true,
    attributionReporting: { eventSourceEligible: true, triggerEligible: false },
  };
  return init;
}

/**
 * Sends the attribution-reporting GET for an ad click or view: skipped without the feature or without
 * a destination; a failure (a network error or an answer that is not 2xx) is reported when the random
 * draw is below TELEMETRY_SAMPLE_RATE. Never throws.
 */
export async function reportAttribution(source: AttributionSource, type: AttributionType, deps: AttributionDeps): Promise<AttributionOutcome> {
  if (!deps.supported) return 'skipped';
  const url = attributionUrl(source, type, deps.page);
  if (url === null) return 'skipped';
  try {
    const response = await deps.fetch(url, sourceInit());
    if (!response.ok) throw new AttributionHttpError(`HTTP ${response.status}`);
    return 'sent';
  } catch (error) {
    if (deps.random() < TELEMETRY_SAMPLE_RATE) {
      try {
        deps.reportFailure(failureMessage(error));
      } catch (_reportError) {
        // Telemetry never breaks a click.
      }
    }
    return 'failed';
  }
}
