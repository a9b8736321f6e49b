import { describe, expect, it } from 'vitest';
import {
  boardPath,
  inviteLink,
  inviteParams,
  landingView,
  samePath,
  senderFirstName,
  wantsLanding,
  withoutInviteParams,
  type InviteMetadata,
  type LandingViewer,
} from './landing';

const invite = (overrides: { channel?: number; senderId?: string; senderMessaging?: boolean } = {}): InviteMetadata => ({
  inviteCode: 'abc',
  inviteChannel: overrides.channel ?? 1,
  sender: {
    id: overrides.senderId ?? '7',
    username: 'ann',
    firstName: 'Ann',
    imageMediumUrl: '/img/ann.jpg',
    isDefaultImage: false,
    shouldShowMessaging: overrides.senderMessaging ?? true,
  },
  board: { id: '42', name: 'Trips', url: '/ann/trips/' },
});

const LOGGED_OUT_DESKTOP: LandingViewer = { userId: null, shouldShowMessaging: true, mobile: false };
const LOGGED_OUT_PHONE: LandingViewer = { userId: null, shouldShowMessaging: true, mobile: true };
const MEMBER_DESKTOP: LandingViewer = { userId: '9', shouldShowMessaging: true, mobile: false };
const MEMBER_PHONE: LandingViewer = { userId: '9', shouldShowMessaging: true, mobile: true };

describe('landingView', () => {
  it('gives a logged-out desktop visitor the popover', () => {
    expect(landingView(invite(), LOGGED_OUT_DESKTOP)).toBe('popover');
  });

  it('gives a logged-out phone visitor nothing', () => {
    expect(landingView(invite(), LOGGED_OUT_PHONE)).toBe('none');
  });

  it('gives a signed-in viewer the toast on desktop and on a phone', () => {
    expect(landingView(invite(), MEMBER_DESKTOP)).toBe('toast');
    expect(landingView(invite(), MEMBER_PHONE)).toBe('toast');
  });

  it('shows nothing when the inviter is the viewer, and the toast when they differ', () => {
    expect(landingView(invite({ senderId: '9' }), MEMBER_DESKTOP)).toBe('none');
    expect(landingView(invite({ senderId: '10' }), MEMBER_DESKTOP)).toBe('toast');
  });

  it('needs should_show_messaging on both sides', () => {
    expect(landingView(invite({ senderMessaging: false }), MEMBER_DESKTOP)).toBe('none');
    expect(landingView(invite({ senderMessaging: false }), LOGGED_OUT_DESKTOP)).toBe('none');
    expect(landingView(invite(), { ...MEMBER_DESKTOP, shouldShowMessaging: false })).toBe('none');
    expect(landingView(invite({ senderMessaging: true }), { ...MEMBER_DESKTOP, shouldShowMessaging: true })).toBe('toast');
  });

  it.each([
    [4, 5],
    [8, 9],
    [11, 12],
    [15, 16],
  ])('shows channel %i and never channel %i (popover and toast alike)', (shown, excluded) => {
    expect(landingView(invite({ channel: shown }), LOGGED_OUT_DESKTOP)).toBe('popover');
    expect(landingView(invite({ channel: shown }), MEMBER_DESKTOP)).toBe('toast');
    expect(landingView(invite({ channel: excluded }), LOGGED_OUT_DESKTOP)).toBe('none');
    expect(landingView(invite({ channel: excluded }), MEMBER_DESKTOP)).toBe('none');
    expect(landingView(invite({ channel: excluded }), MEMBER_PHONE)).toBe('none');
  });

  it('shows the channels next to the excluded ones on the other side too (6, 10, 13, 17)', () => {
    for (const channel of [6, 10, 13, 17]) expect(landingView(invite({ channel }), MEMBER_DESKTOP)).toBe('toast');
  });
});

describe('senderFirstName', () => {
  it('keeps 30 characters and cuts 31 to 30', () => {
    const thirty = 'A'.repeat(30);
    expect(senderFirstName(thirty)).toBe(thirty);
    expect(senderFirstName(`${thirty}B`)).toBe(thirty);
  });

  it('counts code points, so an emoji is not split', () => {
    const name = `${'a'.repeat(29)}😀😀`;
    expect(senderFirstName(name)).toBe(`${'a'.repeat(29)}😀`);
  });

  it('leaves short and empty names alone', () => {
    expect(senderFirstName('Ann')).toBe('Ann');
    expect(senderFirstName('')).toBe('');
  });
});

describe('inviteParams and wantsLanding', () => {
  it('reads the code and accept_invite=true', () => {
    expect(inviteParams({ invite_code: 'abc', accept_invite: 'true', seamless: 'true' })).toEqual({ code: 'abc', accept: true });
    expect(inviteParams({ invite_code: 'abc' })).toEqual({ code: 'abc', accept: false });
    expect(inviteParams({ accept_invite: 'yes' })).toEqual({ code: null, accept: false });
  });

  it('treats a blank code as none', () => {
    expect(inviteParams({ invite_code: '  ' }).code).toBeNull();
    expect(wantsLanding({ invite_code: '' })).toBe(false);
  });

  it('wants the landing for a code or for accept_invite=true alone', () => {
    expect(wantsLanding({ invite_code: 'abc' })).toBe(true);
    expect(wantsLanding({ accept_invite: 'true' })).toBe(true);
    expect(wantsLanding({ q: 'cats' })).toBe(false);
  });
});

describe('addresses', () => {
  it('removes invite_code, accept_invite and seamless and keeps the rest', () => {
    expect(withoutInviteParams('/ann/trips/', '?invite_code=abc&accept_invite=true&seamless=true')).toBe('/ann/trips/');
    expect(withoutInviteParams('/ann/trips/', '?a=1&invite_code=abc&b=2', '#x')).toBe('/ann/trips/?a=1&b=2#x');
  });

  it('makes the invite link of the page', () => {
    expect(inviteLink('/ann/trips/', '?invite_code=abc&accept_invite=true', 'abc')).toBe('/ann/trips/?invite_code=abc');
    expect(inviteLink('/ann/trips/', '?a=1', 'abc')).toBe('/ann/trips/?a=1&invite_code=abc');
  });

  it('reads a board url', () => {
    expect(boardPath('/ann/trips/')).toEqual({ username: 'ann', slug: 'trips' });
    expect(boardPath('/ann/trips')).toEqual({ username: 'ann', slug: 'trips' });
    expect(boardPath('/ann/')).toBeNull();
    expect(boardPath('/ann/trips/section/')).toBeNull();
  });

  it('compares paths with or without the trailing slash', () => {
    expect(samePath('/ann/trips/', '/ann/trips')).toBe(true);
    expect(samePath('/ann/trips/', '/ann/other/')).toBe(false);
  });
});
