import { describe, expect, it } from 'vitest';
import { attributionSourceOf } from './useAdAttribution';
import type { useAdAttribution_pin$data } from './__generated__/useAdAttribution_pin.graphql';

const AD = {
  isPromoted: true,
  isDownstreamPromotion: false,
  adDestinationUrl: 'https://shop.example.com/tart',
  advertiserId: '31',
  campaignId: '41',
} as unknown as useAdAttribution_pin$data;

describe('attributionSourceOf (a stubbed served ad)', () => {
  it('is the ad’s source when it has an attribution source id', () => {
    expect(attributionSourceOf(AD, '9001')).toEqual({ sourceEventId: '9001', destinationUrl: 'https://shop.example.com/tart', advertiserId: '31', campaignId: '41' });
  });
  it('is none without an attribution source id (what the server sends today)', () => {
    expect(attributionSourceOf(AD, null)).toBeNull();
    expect(attributionSourceOf(AD, '')).toBeNull();
  });
  it('is none for an organic pin, a downstream promotion or an ad without destination', () => {
    expect(attributionSourceOf({ ...AD, isPromoted: false }, '9001')).toBeNull();
    expect(attributionSourceOf({ ...AD, isDownstreamPromotion: true }, '9001')).toBeNull();
    expect(attributionSourceOf({ ...AD, adDestinationUrl: null }, '9001')).toBeNull();
  });
});
