import { describe, expect, it } from 'vitest';
import {
  cutText,
  displayDomain,
  DOMAIN_TEXT_MAX,
  DOMAIN_TEXT_MAX_IN_OVERLAY,
  HOVER_TRANSITION_MS,
  HOVER_WASH_OPACITY,
  hostWithoutWww,
  isPinOwner,
  optionsMenuItems,
  outboundRel,
  outboundUrl,
  saveControlVariant,
  shareTargets,
} from './rules';

describe('saveControlVariant (pin-card §2, §6)', () => {
  it.each([
    ['member', false, 'control', 'save'],
    ['member', true, 'control', 'save'],
    ['member', false, 'enabled', 'save'],
    ['member', true, 'enabled', 'save'],
    ['limited', false, 'control', 'save'],
    ['limited', true, 'control', 'save'],
    ['limited', false, 'enabled', 'save'],
    ['limited', true, 'enabled', 'save'],
    ['anonymous', true, 'control', 'open'],
    ['anonymous', true, 'enabled', 'open'],
    ['anonymous', false, 'control', 'plainSave'],
    ['anonymous', false, 'enabled', 'redSave'],
  ] as const)('%s, mobile %s, web_unauth_red_save=%s → %s', (kind, mobile, group, variant) => {
    expect(saveControlVariant(kind, mobile, group)).toBe(variant);
  });
});

describe('cutText with the domain limits (§5, §9)', () => {
  it('uses the spec constants', () => {
    expect(DOMAIN_TEXT_MAX).toBe(27);
    expect(DOMAIN_TEXT_MAX_IN_OVERLAY).toBe(12);
    expect(HOVER_TRANSITION_MS).toBe(120);
    expect(HOVER_WASH_OPACITY).toBe(0.4);
  });

  it('keeps 27 characters and cuts 28', () => {
    const d27 = 'abcdefghijklmnopqrstuvw.com';
    expect(d27).toHaveLength(27);
    expect(cutText(d27, DOMAIN_TEXT_MAX)).toBe(d27);
    expect(cutText(`${d27}x`, DOMAIN_TEXT_MAX)).toBe(`${d27}…`);
  });

  it('keeps 12 characters and cuts 13 (from the hover overlay)', () => {
    expect(cutText('example12.io', DOMAIN_TEXT_MAX_IN_OVERLAY)).toBe('example12.io');
    expect(cutText('example123.io', DOMAIN_TEXT_MAX_IN_OVERLAY)).toBe('example123.i…');
  });

  it('strips trailing punctuation before the ellipsis', () => {
    expect(cutText('abcdefghijk.example.com', DOMAIN_TEXT_MAX_IN_OVERLAY)).toBe('abcdefghijk…');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(cutText('😀'.repeat(12), 12)).toBe('😀'.repeat(12));
    expect(cutText('😀'.repeat(13), 12)).toBe(`${'😀'.repeat(12)}…`);
  });
});

describe('displayDomain and outboundUrl (§5)', () => {
  const base = { domain: 'example.com', link: 'https://www.example.com/a', isPromoted: false, adDestinationUrl: null };

  it('shows the pin domain for an organic pin, even with an ad destination', () => {
    expect(displayDomain({ ...base, adDestinationUrl: 'https://www.shop.test/x' })).toBe('example.com');
    expect(outboundUrl({ ...base, adDestinationUrl: 'https://www.shop.test/x' })).toBe('https://www.example.com/a');
  });

  it('falls back to the link host (without www.) when the domain is empty', () => {
    expect(displayDomain({ ...base, domain: ' ' })).toBe('example.com');
  });

  it('shows the ad destination host without a leading www. for a promoted pin', () => {
    const promoted = { ...base, isPromoted: true, adDestinationUrl: 'https://WWW.Shop.test/deal?x=1' };
    expect(displayDomain(promoted)).toBe('shop.test');
    expect(outboundUrl(promoted)).toBe('https://WWW.Shop.test/deal?x=1');
  });

  it("prefers the current carousel slot's link for a promoted pin", () => {
    const promoted = { ...base, isPromoted: true, adDestinationUrl: 'https://www.shop.test/', carouselSlotLink: 'https://www.slot.test/2' };
    expect(displayDomain(promoted)).toBe('slot.test');
    expect(outboundUrl(promoted)).toBe('https://www.slot.test/2');
  });

  it('keeps a www inside the host and only strips the leading one', () => {
    expect(hostWithoutWww('https://shop.www.test/')).toBe('shop.www.test');
    expect(hostWithoutWww('https://www2.test/')).toBe('www2.test');
  });

  it('accepts only http(s) outbound links', () => {
    expect(hostWithoutWww('javascript:alert(1)')).toBeNull();
    expect(hostWithoutWww('not a url')).toBeNull();
    expect(outboundUrl({ ...base, link: 'javascript:alert(1)' })).toBeNull();
    expect(displayDomain({ domain: null, link: null, isPromoted: false, adDestinationUrl: null })).toBeNull();
  });
});

describe('outboundRel (§5)', () => {
  it('is noopener noreferrer for an ordinary link', () => {
    expect(outboundRel({ sponsored: false, affiliate: false })).toBe('noopener noreferrer');
  });
  it('adds nofollow for sponsored or affiliate links', () => {
    expect(outboundRel({ sponsored: true, affiliate: false })).toBe('noopener noreferrer nofollow');
    expect(outboundRel({ sponsored: false, affiliate: true })).toBe('noopener noreferrer nofollow');
  });
});

describe('shareTargets', () => {
  it('builds e-mail, Facebook, X and WhatsApp links with the encoded URL', () => {
    const targets = shareTargets('https://cork.test/pin/tart--1/', 'Lemon & tart');
    expect(targets.map((t) => t.name)).toEqual(['Email', 'Facebook', 'X', 'WhatsApp']);
    expect(targets[0]?.href).toBe('mailto:?subject=Lemon%20%26%20tart&body=Lemon%20%26%20tart%0Ahttps%3A%2F%2Fcork.test%2Fpin%2Ftart--1%2F');
    expect(targets[1]?.href).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fcork.test%2Fpin%2Ftart--1%2F');
    expect(targets[2]?.href).toBe('https://twitter.com/intent/tweet?url=https%3A%2F%2Fcork.test%2Fpin%2Ftart--1%2F&text=Lemon%20%26%20tart');
    expect(targets[3]?.href).toBe('https://wa.me/?text=Lemon%20%26%20tart%20https%3A%2F%2Fcork.test%2Fpin%2Ftart--1%2F');
  });
  it('uses a default text for an untitled pin', () => {
    expect(shareTargets('https://cork.test/pin/1/', '  ')[2]?.href).toContain('text=A%20Pin%20on%20Corkboard');
  });
});

describe('optionsMenuItems and isPinOwner (§6)', () => {
  it('gives logged-out visitors download and hide only', () => {
    expect(optionsMenuItems('anonymous', null, '7')).toEqual(['download', 'hide']);
  });
  it('adds report for signed-in viewers (members and limited)', () => {
    expect(optionsMenuItems('member', '1', '7')).toEqual(['download', 'hide', 'report']);
    expect(optionsMenuItems('limited', '1', '7')).toEqual(['download', 'hide', 'report']);
  });
  it('adds edit only when the pinner id equals the viewer id', () => {
    expect(optionsMenuItems('member', '7', '7')).toEqual(['download', 'hide', 'report', 'edit']);
    expect(optionsMenuItems('member', '70', '7')).not.toContain('edit');
    expect(isPinOwner(null, '7')).toBe(false);
    expect(isPinOwner('', '')).toBe(false);
    expect(isPinOwner('7', '7')).toBe(true);
  });
});
