import { describe, expect, it } from 'vitest';
import { isMobileRequest } from './ssr.ts';

const PHONE = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Safari/537.36';
const TABLET = 'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Safari/537.36';

describe('the viewport a page is rendered for', () => {
  it('is a phone when the user agent says Mobile', () => {
    expect(isMobileRequest({ 'user-agent': PHONE })).toBe(true);
    expect(isMobileRequest({ 'user-agent': IPHONE })).toBe(true);
  });

  it('is the desktop layout for desktops, tablets and requests without a user agent', () => {
    expect(isMobileRequest({ 'user-agent': DESKTOP })).toBe(false);
    expect(isMobileRequest({ 'user-agent': TABLET })).toBe(false);
    expect(isMobileRequest({})).toBe(false);
  });

  it('follows the Sec-CH-UA-Mobile client hint over the user agent', () => {
    expect(isMobileRequest({ 'sec-ch-ua-mobile': '?1', 'user-agent': DESKTOP })).toBe(true);
    expect(isMobileRequest({ 'sec-ch-ua-mobile': '?0', 'user-agent': PHONE })).toBe(false);
  });
});
