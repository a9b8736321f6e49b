import { describe, expect, it } from 'vitest';
import { attributionSourceOf } from './useAdAttribution';
import type { useAdAttribution_pin$data } from './__generated__/useAdAttribution_pin.graphql';

const AD = {
  isPromoted: true,
  isDownstreamPromotion: false,
  adDestinationUrl: 'https://shop.example.com/tart',
  advertiserId: '31',
  campaignId: '41',
  attributionSourceId: '9001',
} as unknown as useAdAttribution_pin$data;

describe('attributionSourceOf (a stubbed served ad)', () => {
  it('is the ad’s source when it has an attribution source id', () => {
    expect(attributionSourceOf(AD)).toEqual({ sourceEventId: '9001', destinationUrl: 'https://shop.example.com/tart', advertiserId: '31', campaignId: '41' });
  });
  it('is none without an attribution source id (an organic copy, or an older v3)', () => {
    expect(attributionSourceOf({ ...AD, attributionSourceId: null })).toBeNull();
    expect(attributionSourceOf({ ...AD, attributionSourceId: '' })).toBeNull();
  });
  it('is none for an organic pin, a downstream promotion or an ad without destination', () => {
    expect(attributionSourceOf({ ...AD, isPromoted: false })).toBeNull();
    expect(attributionSourceOf({ ...AD, isDownstreamPromotion: true })).toBeNull();
    expect(attributionSourceOf({ ...AD, adDestinationUrl: null })).toBeNull();
  });
});
