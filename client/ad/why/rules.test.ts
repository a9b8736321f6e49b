import { describe, expect, it } from 'vitest';
import { optionsMenuItems } from '../../pin/overlay/rules';
import {
  ACTIVITY_REASON,
  advertiserOf,
  deviceLabel,
  firstPartyReason,
  genderLabel,
  MAX_LOGGED_ATTRIBUTES,
  openEventAuxData,
  partnershipNames,
  partnershipReason,
  reasonItems,
  reasonLines,
  targetingSummary,
  THIRD_PARTY_REASON,
  WHY_AD_HEADING,
  WHY_AD_LINKS,
  WHY_AD_TITLE,
  wideAudienceReason,
  type TargetingAttribution,
} from './rules';

const NONE: TargetingAttribution = {
  advertiserName: 'Acme Kitchens',
  isFirstPartyPersonalizationEnabled: false,
  isThirdPartyPersonalizationEnabled: false,
  customerListMatched: false,
  lookalikeMatched: false,
  engagementMatched: false,
  expandedTargetingMatched: false,
  fromGpsLocation: false,
  visitorMatched: false,
  shoppingProspectingMatched: false,
  personaMatched: false,
  matchedAgeBucket: null,
  matchedLocale: null,
  matchedInterest: null,
  matchedGender: null,
  matchedDevice: null,
  matchedKeyword: null,
  geoRegion: null,
  geoPostalCode: null,
};

const keys = (attribution: Partial<TargetingAttribution>, gender: string | null = 'female') =>
  reasonItems({ ...NONE, ...attribution }, 'Acme Kitchens', gender).map((item) => item.key);

describe('texts (pin-card §2)', () => {
  it('has the spec title, heading and four new-tab links', () => {
    expect(WHY_AD_TITLE).toBe('Why am I seeing this Ad?');
    expect(WHY_AD_HEADING).toBe("Why you're seeing this ad");
    expect(WHY_AD_LINKS.map((link) => link.href)).toEqual(['/settings', '/privacy#ads-personalization', '/privacy', '/privacy#blocking-accounts']);
  });
});

describe('genderLabel (§5)', () => {
  it('shows Female or Male for a viewer whose profile names a gender', () => {
    expect(genderLabel('female', 'female')).toBe('Female');
    expect(genderLabel('male', 'male')).toBe('Male');
    expect(genderLabel('FEMALE', 'nonbinary')).toBe('Female');
  });
  it('shows nothing for other matched values', () => {
    expect(genderLabel('unknown', 'female')).toBeNull();
    expect(genderLabel('nonbinary', 'nonbinary')).toBeNull();
    expect(genderLabel('unspecified', 'male')).toBeNull();
    expect(genderLabel(null, 'female')).toBeNull();
    expect(genderLabel('', 'female')).toBeNull();
  });
  it("shows nothing when the viewer's own profile leaves gender unspecified (or skipped)", () => {
    expect(genderLabel('female', 'unspecified')).toBeNull();
    expect(genderLabel('male', null)).toBeNull();
    expect(genderLabel('male', '')).toBeNull();
  });
});

describe('deviceLabel (§5)', () => {
  it("maps web and its variant to 'Web' and web_mobile to 'Mobile Web'", () => {
    expect(deviceLabel('web')).toBe('Web');
    expect(deviceLabel('WEB')).toBe('Web');
    expect(deviceLabel('web_desktop')).toBe('Web');
    expect(deviceLabel('web_mobile')).toBe('Mobile Web');
  });
  it('shows nothing for other or empty values', () => {
    expect(deviceLabel('ios')).toBeNull();
    expect(deviceLabel('mobile')).toBeNull();
    expect(deviceLabel('')).toBeNull();
    expect(deviceLabel(null)).toBeNull();
  });
});

describe('reasonItems (§5: only non-empty values and true flags)', () => {
  it('lists nothing when nothing matched', () => {
    expect(keys({})).toEqual([]);
  });
  it('lists a value only when it is non-empty', () => {
    expect(keys({ matchedInterest: 'Baking' })).toEqual(['matched_interest']);
    expect(keys({ matchedInterest: '' })).toEqual([]);
    expect(keys({ matchedInterest: '   ' })).toEqual([]);
    expect(keys({ matchedKeyword: 'tart', matchedLocale: 'en-US', matchedAgeBucket: '25-34', geoRegion: 'CA', geoPostalCode: '94110' })).toEqual([
      'matched_keyword',
      'matched_age_bucket',
      'matched_locale',
      'geo_region',
      'geo_postal_code',
    ]);
  });
  it('lists a flag only when it is true', () => {
    const flags = ['customerListMatched', 'lookalikeMatched', 'engagementMatched', 'visitorMatched', 'shoppingProspectingMatched', 'personaMatched', 'expandedTargetingMatched', 'fromGpsLocation'] as const;
    for (const flag of flags) {
      expect(keys({ [flag]: true })).toHaveLength(1);
      expect(keys({ [flag]: false })).toEqual([]);
    }
  });
  it('words each item', () => {
    const texts = reasonItems(
      { ...NONE, matchedInterest: 'Baking', matchedKeyword: 'lemon tart', customerListMatched: true, matchedGender: 'female', matchedDevice: 'web_mobile' },
      'Acme Kitchens',
      'female',
    ).map((item) => item.text);
    expect(texts).toEqual([
      "You're interested in Baking",
      'You searched for “lemon tart”',
      'Acme Kitchens has info about you, such as your email address',
      'Your gender: Female',
      'Your device: Mobile Web',
    ]);
  });
  it('applies the gender and device rules', () => {
    expect(keys({ matchedGender: 'male' }, 'male')).toEqual(['matched_gender']);
    expect(keys({ matchedGender: 'male' }, 'unspecified')).toEqual([]);
    expect(keys({ matchedGender: 'nonbinary' }, 'nonbinary')).toEqual([]);
    expect(keys({ matchedDevice: 'web' })).toEqual(['matched_device']);
    expect(keys({ matchedDevice: 'tv' })).toEqual([]);
  });
});

describe('reasonLines (§4, §8: by the personalization flags)', () => {
  it('third-party on: the partners sentence, word for word', () => {
    expect(reasonLines({ isFirstPartyPersonalizationEnabled: false, isThirdPartyPersonalizationEnabled: true }, 'Acme', null)).toEqual([
      'This ad was personalized for you using info from one of our partners',
    ]);
    expect(THIRD_PARTY_REASON).toBe('This ad was personalized for you using info from one of our partners');
  });
  it('first-party on: the advertiser’s own info', () => {
    expect(reasonLines({ isFirstPartyPersonalizationEnabled: true, isThirdPartyPersonalizationEnabled: false }, 'Acme', null)).toEqual([firstPartyReason('Acme')]);
    expect(firstPartyReason('Acme')).toBe('Acme may use info it has about you, such as visits to its website, to personalize its ads');
  });
  it('both on: both sentences; both off: the activity sentence', () => {
    expect(reasonLines({ isFirstPartyPersonalizationEnabled: true, isThirdPartyPersonalizationEnabled: true }, 'Acme', null)).toEqual([firstPartyReason('Acme'), THIRD_PARTY_REASON]);
    expect(reasonLines({ isFirstPartyPersonalizationEnabled: false, isThirdPartyPersonalizationEnabled: false }, 'Acme', null)).toEqual([ACTIVITY_REASON]);
  });
  it('the promoted-partnership variant names advertiser and partner', () => {
    const partnership = { isEligibleForPromotedPartnership: true, promotedPartnershipAdvertiserName: 'Acme', promotedPartnershipAttributionName: 'Jo Bakes' };
    expect(reasonLines({ isFirstPartyPersonalizationEnabled: false, isThirdPartyPersonalizationEnabled: true }, 'Acme', partnership)).toEqual([
      'This ad was personalized for you using info from Acme and its partner Jo Bakes',
    ]);
    expect(partnershipReason('Acme', 'Jo Bakes')).toBe('This ad was personalized for you using info from Acme and its partner Jo Bakes');
  });
  it('no variant when the pin is not eligible or a name is missing', () => {
    const base = { isEligibleForPromotedPartnership: true, promotedPartnershipAdvertiserName: 'Acme', promotedPartnershipAttributionName: 'Jo Bakes' };
    expect(partnershipNames(base)).toEqual({ advertiser: 'Acme', partner: 'Jo Bakes' });
    expect(partnershipNames({ ...base, isEligibleForPromotedPartnership: false })).toBeNull();
    expect(partnershipNames({ ...base, promotedPartnershipAttributionName: '' })).toBeNull();
    expect(partnershipNames({ ...base, promotedPartnershipAdvertiserName: null })).toBeNull();
    expect(reasonLines({ isFirstPartyPersonalizationEnabled: false, isThirdPartyPersonalizationEnabled: true }, 'Acme', { ...base, isEligibleForPromotedPartnership: false })).toEqual([THIRD_PARTY_REASON]);
  });
});

describe('wideAudienceReason', () => {
  it('names the advertiser', () => {
    expect(wideAudienceReason('Acme')).toBe('Acme chose to show this ad to a wide audience, not to people like you in particular');
  });
});

describe('advertiserOf', () => {
  it("names the attribution's advertiser, else the promoter, else a plain word", () => {
    expect(advertiserOf({ advertiserName: 'Acme' }, 'Ada')).toBe('Acme');
    expect(advertiserOf({ advertiserName: ' ' }, 'Ada')).toBe('Ada');
    expect(advertiserOf(null, null)).toBe('The advertiser');
  });
});

describe('targetingSummary (§5, §9: non-false, non-empty, at most 4)', () => {
  it('keeps only true flags and non-empty values', () => {
    expect(targetingSummary({ ...NONE, matchedInterest: 'Baking', matchedKeyword: '', lookalikeMatched: false, visitorMatched: true })).toEqual({
      matched_interest: 'Baking',
      visitor_matched: true,
    });
    expect(targetingSummary(NONE)).toEqual({});
    expect(targetingSummary(null)).toEqual({});
  });
  it('keeps all 4 of 4 attributes', () => {
    const four = { ...NONE, matchedInterest: 'Baking', matchedKeyword: 'tart', customerListMatched: true, matchedAgeBucket: '25-34' };
    expect(Object.keys(targetingSummary(four))).toEqual(['matched_interest', 'matched_keyword', 'customer_list_matched', 'matched_age_bucket']);
  });
  it('keeps the first 4 of 5 attributes', () => {
    const five = { ...NONE, matchedInterest: 'Baking', matchedKeyword: 'tart', customerListMatched: true, matchedAgeBucket: '25-34', matchedDevice: 'web' };
    const summary = targetingSummary(five);
    expect(MAX_LOGGED_ATTRIBUTES).toBe(4);
    expect(Object.keys(summary)).toEqual(['matched_interest', 'matched_keyword', 'customer_list_matched', 'matched_age_bucket']);
    expect(summary).not.toHaveProperty('matched_device');
  });
  it('is the open event’s aux_data with the serve id', () => {
    expect(JSON.parse(openEventAuxData('77', { ...NONE, matchedInterest: 'Baking' }))).toEqual({ ad_serve_id: '77', targeting: { matched_interest: 'Baking' } });
    expect(JSON.parse(openEventAuxData(null, null))).toEqual({ targeting: {} });
  });
});

describe("the options menu's item (pin-card §2)", () => {
  it('is on promoted pins only, for every viewer', () => {
    expect(optionsMenuItems('member', '1', '7', true)).toEqual(['download', 'hide', 'why', 'report']);
    expect(optionsMenuItems('anonymous', null, '7', true)).toEqual(['download', 'hide', 'why']);
    expect(optionsMenuItems('member', '1', '7', false)).not.toContain('why');
    expect(optionsMenuItems('member', '1', '7')).not.toContain('why');
  });
});
