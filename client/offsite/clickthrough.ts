/**
 * The calls an outbound click makes (pin-card §7, §8; platform §4, §7, §8). Loaded on the first
 * outbound click (useOutboundLink), so the first bundle carries none of it:
 * - the link check: Query.offsiteCheck (GET /v3/offsite/ check_only), always from the network;
 * - the statistic: Mutation.logStatistic('offsite_check', redirect_status or 'error'), and
 *   'offsite_empty_href' / 'logged' for an empty or hash-only href;
 * - the clickthrough log: Mutation.logClickthrough (POST /v3/offsite/ check_only false), then the
 *   events (12 and 8948, 7762 for collections, 7761 for collection ads) — none when it answered null;
 * - the linkless option's GET to the outbound link (query pin, client_tracking_params), fire and forget.
 */
import { commitMutation, fetchQuery, graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import { checkTag, linklessPingUrl, type CheckTag } from './rules';
import type { clickthroughCheckQuery } from './__generated__/clickthroughCheckQuery.graphql';
import type { clickthroughEventMutation } from './__generated__/clickthroughEventMutation.graphql';
import type { clickthroughLogMutation } from './__generated__/clickthroughLogMutation.graphql';
import type { clickthroughStatisticMutation } from './__generated__/clickthroughStatisticMutation.graphql';

const checkQuery = graphql`
  query clickthroughCheckQuery($pinId: String, $thirdPartyAd: String, $url: String!, $clientTrackingParams: String, $auxData: String) {
    offsiteCheck(pinId: $pinId, thirdPartyAd: $thirdPartyAd, url: $url, clientTrackingParams: $clientTrackingParams, auxData: $auxData) {
      redirectStatus
      message
      url
    }
  }
`;

const logMutation = graphql`
  mutation clickthroughLogMutation($pinId: String, $thirdPartyAd: String, $url: String!, $clientTrackingParams: String, $auxData: String) {
    logClickthrough(pinId: $pinId, thirdPartyAd: $thirdPartyAd, url: $url, clientTrackingParams: $clientTrackingParams, auxData: $auxData) {
      redirectStatus
    }
  }
`;

const statisticMutation = graphql`
  mutation clickthroughStatisticMutation($name: String!, $tag: String!) {
    logStatistic(name: $name, tag: $tag) {
      ok
    }
  }
`;

const eventMutation = graphql`
  mutation clickthroughEventMutation($input: LogEventInput!) {
    logEvent(input: $input) {
      ok
    }
  }
`;

/** One outbound click, as the calls need it. */
export interface OutboundClick {
  readonly pinId: string;
  /** A third-party ad is named by third_party_ad instead of pin_id (pin-card §7). */
  readonly isThirdPartyAd: boolean;
  /** The destination (the /offsite/ link's url), as checked and logged. */
  readonly url: string;
  readonly clientTrackingParams: string | null;
  /** JSON text: clickthrough_type, objectId, slot info. */
  readonly auxData: string;
  /** The events a logged clickthrough sends (clickthroughEvents). */
  readonly events: readonly number[];
  /** The linkless option (platform §7): a GET to the outbound link after the clickthrough. */
  readonly linkless: boolean;
}

export interface CheckResult {
  readonly tag: CheckTag;
  readonly message: string;
  /** The URL as the server checked it ('' when unknown). */
  readonly url: string;
}

const pinArgs = (click: OutboundClick) => ({
  pinId: click.isThirdPartyAd ? null : click.pinId,
  thirdPartyAd: click.isThirdPartyAd ? click.pinId : null,
  url: click.url,
  clientTrackingParams: click.clientTrackingParams,
  auxData: click.auxData,
});

/** A client statistic (POST /v3/stats/); its failure is nobody's concern. */
export function logStatistic(environment: Environment, name: 'offsite_check' | 'offsite_empty_href', tag: string): void {
  commitMutation<clickthroughStatisticMutation>(environment, {
    mutation: statisticMutation,
    variables: { name, tag },
    onError: () => {
      // A lost statistic changes nothing the person sees.
    },
  });
}

/**
 * How long the link check may take before the link opens anyway (an error: "any error falls back to
 * normal navigation"), so the tab opened for it is never left blank.
 */
export const CHECK_TIMEOUT_MS = 5000;

const FAILED: CheckResult = { tag: 'error', message: '', url: '' };

/** The link check, from the network; any failure (or no answer within CHECK_TIMEOUT_MS) is the tag 'error' (the caller then opens the link). The statistic is logged either way. */
export async function checkLink(environment: Environment, click: OutboundClick): Promise<CheckResult> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(() => resolve(FAILED), CHECK_TIMEOUT_MS);
  });
  const answer = fetchQuery<clickthroughCheckQuery>(environment, checkQuery, pinArgs(click), { fetchPolicy: 'network-only' })
    .toPromise()
    .then((data): CheckResult => {
      const check = data?.offsiteCheck;
      return check ? { tag: checkTag(check.redirectStatus), message: check.message, url: check.url } : FAILED;
    })
    .catch(() => FAILED);
  const result = await Promise.race([answer, timeout]);
  clearTimeout(timer);
  logStatistic(environment, 'offsite_check', result.tag);
  return result;
}

function logEvent(environment: Environment, eventType: number, click: OutboundClick): void {
  commitMutation<clickthroughEventMutation>(environment, {
    mutation: eventMutation,
    variables: { input: { eventType, objectIdStr: click.pinId, auxData: click.auxData } },
    onError: () => {
      // Events are not a user-visible answer.
    },
  });
}

/** The GET of the linkless option: fire and forget, no cookies, no referrer, no answer read. */
export function linklessPing(click: OutboundClick, fetchImpl: typeof fetch = fetch): void {
  const url = linklessPingUrl(click.url, click.pinId, click.clientTrackingParams);
  if (!url) return;
  fetchImpl(url, { method: 'GET', mode: 'no-cors', credentials: 'omit', referrerPolicy: 'no-referrer', keepalive: true }).catch(() => {
    // Fire and forget.
  });
}

/** A successful clickthrough: the log, then its events (none when the log answered null); the linkless GET. */
export function logClickthrough(environment: Environment, click: OutboundClick): void {
  commitMutation<clickthroughLogMutation>(environment, {
    mutation: logMutation,
    variables: pinArgs(click),
    onCompleted: (data) => {
      if (data.logClickthrough == null) return;
      for (const eventType of click.events) logEvent(environment, eventType, click);
    },
    onError: () => {
      // No answer: no events.
    },
  });
  if (click.linkless) linklessPing(click);
}
