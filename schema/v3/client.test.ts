import { describe, expect, it } from 'vitest';
import { applySetCookies } from './client.ts';

describe('applySetCookies: later upstream requests act as the session v3 just set', () => {
  it('adds a new cookie and keeps the others', () => {
    expect(applySetCookies('theme=dark', ['cb_session=abc; Path=/; HttpOnly; SameSite=Lax; Max-Age=2592000'])).toBe(
      'theme=dark; cb_session=abc',
    );
  });

  it('replaces a cookie of the same name (a new session on login)', () => {
    expect(applySetCookies('cb_session=old; theme=dark', ['cb_session=new; Path=/; HttpOnly'])).toBe('cb_session=new; theme=dark');
  });

  it('removes a cookie that is cleared with Max-Age=0 or a past Expires (logout)', () => {
    expect(applySetCookies('cb_session=old; theme=dark', ['cb_session=; Path=/; Max-Age=0'])).toBe('theme=dark');
    expect(applySetCookies('cb_session=old', ['cb_session=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT'])).toBe('');
  });

  it('keeps a cookie whose Max-Age is not zero', () => {
    expect(applySetCookies(undefined, ['a=1; Max-Age=10'])).toBe('a=1');
  });
});
