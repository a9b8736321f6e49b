/**
 * Served ads in GraphQL (issue 19; pin-card §3, §5): Pin.adServeId, Pin.adTargetingAttribution (what
 * really matched when the ad was served: the "Why am I seeing this Ad?" modal reads it) and the
 * promoted-partnership fields. Organic pins answer null and false. A served ad's own node id is made in
 * ../pin/refs.ts (`{pinId}~ad{adServeId}`), so it is not the organic pin in Relay's store.
 */
import { builder } from '../builder.ts';
import { PinRef } from '../pin/refs.ts';
import type { AdTargetingAttribution, ServedPin } from '../v3/types.ts';

export const AdTargetingAttributionRef = builder.objectRef<AdTargetingAttribution>('AdTargetingAttribution').implement({
  description: 'Why a served ad was shown (pin-card §3): only what really matched is set; the rest is false or null.',
  fields: (t) => ({
    advertiserName: t.exposeString('advertiserName', { nullable: true }),
    isFirstPartyPersonalizationEnabled: t.exposeBoolean('isFirstPartyPersonalizationEnabled'),
    isThirdPartyPersonalizationEnabled: t.exposeBoolean('isThirdPartyPersonalizationEnabled'),
    customerListMatched: t.exposeBoolean('customerListMatched'),
    lookalikeMatched: t.exposeBoolean('lookalikeMatched'),
    engagementMatched: t.exposeBoolean('engagementMatched'),
    expandedTargetingMatched: t.exposeBoolean('expandedTargetingMatched'),
    fromGpsLocation: t.exposeBoolean('fromGpsLocation'),
    visitorMatched: t.exposeBoolean('visitorMatched'),
    shoppingProspectingMatched: t.exposeBoolean('shoppingProspectingMatched'),
    personaMatched: t.exposeBoolean('personaMatched'),
    matchedAgeBucket: t.exposeString('matchedAgeBucket', { nullable: true }),
    matchedLocale: t.exposeString('matchedLocale', { nullable: true }),
    matchedInterest: t.exposeString('matchedInterest', { nullable: true, description: "The matched interest's name." }),
    matchedGender: t.exposeString('matchedGender', { nullable: true, description: 'female or male; null when gender did not match (or is not given).' }),
    matchedDevice: t.exposeString('matchedDevice', { nullable: true, description: 'web or web_mobile.' }),
    matchedKeyword: t.exposeString('matchedKeyword', { nullable: true }),
    geoRegion: t.exposeString('geoRegion', { nullable: true }),
    geoPostalCode: t.exposeString('geoPostalCode', { nullable: true }),
  }),
});

const served = (pin: object): ServedPin => pin as ServedPin;

builder.objectFields(PinRef, (t) => ({
  adServeId: t.string({
    nullable: true,
    description: 'A served ad: the serving (logged with its impressions, GET /v3/ad_serves/{id}/). Null for organic pins.',
    resolve: (pin) => served(pin).adServeId ?? null,
  }),
  attributionSourceId: t.string({
    nullable: true,
    description:
      "A served ad: the attribution-reporting source event id (pin-card §3, §7), sent as source_event_id to GET /v3/attribution_source/ on the ad's click or view. Null for organic pins.",
    resolve: (pin) => served(pin).attributionSourceId ?? null,
  }),
  adTargetingAttribution: t.field({
    type: AdTargetingAttributionRef,
    nullable: true,
    description: 'A served ad: what matched the viewer. Null for organic pins.',
    resolve: (pin) => served(pin).adTargetingAttribution ?? null,
  }),
  isEligibleForPromotedPartnership: t.boolean({
    description: 'A served ad run as a promoted partnership (an advertiser and a partner named).',
    resolve: (pin) => served(pin).isEligibleForPromotedPartnership ?? false,
  }),
  promotedPartnershipAdvertiserName: t.string({ nullable: true, resolve: (pin) => served(pin).promotedPartnershipAdvertiserName ?? null }),
  promotedPartnershipAttributionName: t.string({ nullable: true, resolve: (pin) => served(pin).promotedPartnershipAttributionName ?? null }),
}));
