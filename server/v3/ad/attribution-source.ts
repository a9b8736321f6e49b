/**
 * GET /v3/attribution_source/ (pin-card §7, §9): the attribution-reporting GET a card sends on an ad's
 * click or view (client/ad/attribution/). The browser registers the answer's
 * Attribution-Reporting-Register-Source header as an attribution source; the body says the same in
 * the v3 envelope. Read-only: it checks and answers, it counts nothing (clicks and views are counted
 * by POST /v3/events/ and the outbound-link log).
 *
 * The source event id is the serve's id (Pin.attribution_source_id). It must be a serve shown to
 * the asker (or to a logged-out visitor, whose serves are anyone's), as GET /v3/ad_serves/{id}/
 * checks; another member's serve reads as unknown. The destination must be the ad's own destination
 * origin and, when given, advertiser_id and campaign_id the serve's: a source cannot be registered
 * for somebody else's site or campaign.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { adAccounts, adGroups, adServes, ads, campaigns } from '../../db/schema.ts';
import type { V3Deps } from '../deps.ts';
import { ok, V3Error } from '../envelope.ts';
import { idParam, stringParam } from '../params.ts';
import { viewerOf } from '../viewer.ts';

/** pin-card §9: seconds a source lasts and its priority, by the event that registered it. */
export const ATTRIBUTION_SOURCE_RULES = {
  click: { expiry: 604_800, priority: 2 },
  view: { expiry: 86_400, priority: 1 },
} as const;

export type SourceEventType = keyof typeof ATTRIBUTION_SOURCE_RULES;

/** The registration the browser is given (Attribution Reporting's source registration JSON). */
export interface V3AttributionSource {
  source_event_id: string;
  destination: string;
  expiry: string;
  priority: string;
  source_event_type: SourceEventType;
  advertiser_id: string;
  campaign_id: string;
}

const HOSTNAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

function required(query: Record<string, unknown>, name: string): string {
  const value = stringParam(query, name);
  if (value === undefined || value === '') throw V3Error.badParam(name, `${name} is required`);
  return value;
}

/** The http(s) origin of a URL, or null. */
function originOf(url: string): string | null {
  const parsed = URL.canParse(url) ? new URL(url) : null;
  return parsed !== null && /^https?:$/.test(parsed.protocol) ? parsed.origin : null;
}

/** destination: a JSON list of exactly one http(s) origin (an ad has one destination). */
function destinationParam(raw: string): string {
  let list: unknown;
  try {
    list = JSON.parse(raw);
  } catch (_error) {
    throw V3Error.badParam('destination', 'destination must be a JSON list of origins, like ["https://example.com"]');
  }
  if (!Array.isArray(list) || list.length !== 1 || typeof list[0] !== 'string') {
    throw V3Error.badParam('destination', 'destination must be a JSON list of one origin, like ["https://example.com"]');
  }
  const origin = originOf(list[0]);
  if (origin === null || origin !== list[0].replace(/\/$/, '')) {
    throw V3Error.badParam('destination', `destination must list an http(s) origin (scheme, host and port only), got "${list[0]}"`);
  }
  return origin;
}

/** expiry and priority must be §9's for the event type: a source is not kept longer or ranked higher than the spec says. */
function ruleParam(query: Record<string, unknown>, name: 'expiry' | 'priority', type: SourceEventType): string {
  const expected = String(ATTRIBUTION_SOURCE_RULES[type][name]);
  const value = required(query, name);
  if (value !== expected) throw V3Error.badParam(name, `${name} of a ${type} source must be ${expected}, got "${value}"`);
  return value;
}

function idMatches(query: Record<string, unknown>, name: 'advertiser_id' | 'campaign_id', actual: number): void {
  const value = stringParam(query, name);
  if (value !== undefined && value !== '' && value !== String(actual)) {
    throw V3Error.badParam(name, `${name} "${value}" is not the ${name === 'advertiser_id' ? 'ad account' : 'campaign'} of this ad`);
  }
}

export function attributionSourceRoutes(app: FastifyInstance, deps: V3Deps): void {
  app.get('/attribution_source/', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const sourceEventId = String(idParam(required(query, 'source_event_id'), 'source_event_id'));
    const type = required(query, 'source_event_type');
    if (type !== 'click' && type !== 'view') throw V3Error.badParam('source_event_type', `source_event_type must be click or view, got "${type}"`);
    const destination = destinationParam(required(query, 'destination'));
    const expiry = ruleParam(query, 'expiry', type);
    const priority = ruleParam(query, 'priority', type);
    const hostname = stringParam(query, 'hostname');
    if (hostname !== undefined && !HOSTNAME.test(hostname)) throw V3Error.badParam('hostname', `hostname must be a host name, got "${hostname}"`);

    const viewer = viewerOf(request);
    const [serve] = await deps.db
      .select({ userId: adServes.userId, destinationUrl: ads.destinationUrl, campaignId: campaigns.id, accountId: adAccounts.id })
      .from(adServes)
      .innerJoin(ads, eq(ads.id, adServes.adId))
      .innerJoin(adGroups, eq(adGroups.id, ads.adGroupId))
      .innerJoin(campaigns, eq(campaigns.id, adGroups.campaignId))
      .innerJoin(adAccounts, eq(adAccounts.id, campaigns.adAccountId))
      .where(eq(adServes.id, Number(sourceEventId)))
      .limit(1);
    // Another member's serve reads as unknown; a logged-out serve is anyone's.
    if (!serve || (serve.userId !== null && serve.userId !== viewer.userId)) throw V3Error.notFound(`ad serve ${sourceEventId} not found`);
    if (originOf(serve.destinationUrl) !== destination) {
      throw V3Error.badParam('destination', `destination ${destination} is not this ad's destination`);
    }
    idMatches(query, 'advertiser_id', Number(serve.accountId));
    idMatches(query, 'campaign_id', Number(serve.campaignId));

    const source: V3AttributionSource = {
      source_event_id: sourceEventId,
      destination,
      expiry,
      priority,
      source_event_type: type,
      advertiser_id: String(serve.accountId),
      campaign_id: String(serve.campaignId),
    };
    reply.header('cache-control', 'no-store');
    reply.header('attribution-reporting-register-source', JSON.stringify({ source_event_id: sourceEventId, destination, expiry, priority }));
    return ok(source);
  });
}
