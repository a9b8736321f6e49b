/**
 * Served ads through GraphQL over the real v3 (issue 19): a home-feed ad is its own Pin node
 * (`{pinId}~ad{serveId}`, entityId the pin's), carries its targeting attribution and partnership names
 * in the grid field set, and round-trips through node(id:) for the member it was served to, while
 * another member gets null; the organic pin keeps its own node with no ad fields.
 */
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../server/db/client.ts';
import { adAccounts, adGroups, ads, campaigns } from '../../server/db/schema.ts';
import { makeBoard, makePin, makeUser } from '../../server/testing/fixtures.ts';
import { startTestServer, type TestServer } from '../../server/testing/server.ts';
import { backends } from '../../server/testing/storage.ts';
import { signedIn, type TestBrowser } from '../testing/browser.ts';
import { pinFieldSetFor } from '../pin/field-set.ts';
import { infoFor } from '../testing/operations.ts';
import { parse } from 'graphql';

const WHY = `id entityId isPromoted adServeId attributionSourceId isEligibleForPromotedPartnership promotedPartnershipAdvertiserName promotedPartnershipAttributionName
  adTargetingAttribution { advertiserName isFirstPartyPersonalizationEnabled isThirdPartyPersonalizationEnabled expandedTargetingMatched matchedInterest matchedGender }`;
const HOME = `{ homefeed(first: 25) { edges { node { ${WHY} } } } }`;
const NODE = `query($id: ID!) { node(id: $id) { ... on Pin { ${WHY} } } }`;

interface Card {
  id: string;
  entityId: string;
  adServeId: string | null;
  [key: string]: unknown;
}

describe.each(backends())('served ads through GraphQL on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  let viewer: TestBrowser;
  let stranger: TestBrowser;
  let adPinId = '';

  beforeAll(async () => {
    storage = await backend.open();
    server = await startTestServer(storage);
    const db = storage.db;
    const advertiser = await makeUser(db, { username: 'why_shop', isPartner: true, businessName: 'Shop & Co' });
    const [account] = await db.insert(adAccounts).values({ ownerId: advertiser.id, name: 'Shop & Co' }).returning();
    const shop = await makeBoard(db, advertiser, { name: 'Shop', slug: 'shop' });
    const pinner = await makeUser(db, { username: 'why_pinner' });
    const board = await makeBoard(db, pinner, { name: 'Rain boots', slug: 'rain' });
    for (let i = 0; i < 30; i += 1) await makePin(db, board, { title: `Rain boots ${i}` });
    // Promoted by the old column too, so it is out of the organic lists (as the seed's promoted pins).
    const pin = await makePin(db, shop, { title: 'Boots on sale', link: 'https://shop.example.com/boots', promoterId: advertiser.id });
    adPinId = String(pin.id);
    const [campaign] = await db
      .insert(campaigns)
      .values({ adAccountId: account!.id, name: 'Always on', objective: 'AWARENESS', dailyBudgetMicros: 50_000_000, startTime: new Date(Date.now() - 86_400_000) })
      .returning();
    const [group] = await db.insert(adGroups).values({ campaignId: campaign!.id, name: 'Everyone', bidMicros: 2_000_000, targeting: {} }).returning();
    await db.insert(ads).values({
      adGroupId: group!.id,
      pinId: pin.id,
      destinationUrl: 'https://shop.example.com/boots?utm_source=corkboard',
      partnershipAdvertiserName: 'Shop & Co',
      partnershipAttributionName: 'Rain Boot Weekly',
    });
    viewer = (await signedIn(server, 'why_viewer')).browser;
    stranger = (await signedIn(server, 'why_stranger')).browser;
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  it('asks v3 for the grid set when a card selects the ad fields', () => {
    expect(pinFieldSetFor(infoFor(parse(HOME), 'homefeed'))).toBe('grid');
  });

  it('serves the ad in the home feed as its own node, and node(id:) reads it again for its viewer only', async () => {
    const { result } = await viewer.gql(HOME);
    expect(result.errors).toBeUndefined();
    const cards = (result.data!.homefeed as { edges: { node: Card }[] }).edges.map((e) => e.node);
    const ad = cards.find((card) => card.adServeId !== null);
    expect(ad).toBeDefined();
    expect(ad!.entityId).toBe(adPinId);
    expect(decodeGlobalID(ad!.id)).toEqual({ typename: 'Pin', id: `${adPinId}~ad${ad!.adServeId}` });
    expect(ad).toMatchObject({
      isPromoted: true,
      // The attribution-reporting source event id is the serve's (pin-card §3, §7).
      attributionSourceId: ad!.adServeId,
      isEligibleForPromotedPartnership: true,
      promotedPartnershipAdvertiserName: 'Shop & Co',
      promotedPartnershipAttributionName: 'Rain Boot Weekly',
      adTargetingAttribution: { advertiserName: 'Shop & Co', expandedTargetingMatched: false, matchedInterest: null, matchedGender: null },
    });
    const organic = cards.filter((card) => card.adServeId === null);
    expect(organic.length).toBeGreaterThan(0);
    for (const card of organic) {
      expect(card).toMatchObject({ attributionSourceId: null, adTargetingAttribution: null, isEligibleForPromotedPartnership: false, promotedPartnershipAdvertiserName: null });
      expect(decodeGlobalID(card.id).id).toBe(card.entityId);
    }

    const again = await viewer.gql(NODE, { id: ad!.id });
    expect(again.result.errors).toBeUndefined();
    expect(again.result.data!.node).toEqual(ad);

    const other = await stranger.gql(NODE, { id: ad!.id });
    expect(other.result.errors).toBeUndefined();
    expect(other.result.data!.node).toBeNull();

    // The organic pin behind the ad is another node, with no ad fields.
    const plain = await viewer.gql(NODE, { id: encodeGlobalID('Pin', adPinId) });
    expect(plain.result.data!.node).toMatchObject({ id: encodeGlobalID('Pin', adPinId), entityId: adPinId, adServeId: null, adTargetingAttribution: null });
  });
});
