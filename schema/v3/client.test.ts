import { describe, expect, it } from 'vitest';
import { applySetCookies, V3Client } from './client.ts';

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

describe('V3Client paths', () => {
  const client = (calls: string[]) =>
    new V3Client({
      baseUrl: 'http://v3.test',
      fetch: async (input) => {
        calls.push(new URL(String(input)).pathname);
        return new Response(JSON.stringify({ resource_response: { data: null, bookmark: null } }), { headers: { 'content-type': 'application/json' } });
      },
    });

  it('refuses an id that would steer the call to another resource, sending nothing', async () => {
    for (const id of ['..', '.', '%2e%2e', '%2E.', '.%2e', 'x/../../boards/5']) {
      const calls: string[] = [];
      await expect(client(calls).send('DELETE', `/v3/pins/${id}/`)).rejects.toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
      expect(calls).toEqual([]);
    }
  });

  it('sends ids with dots inside them, and slugs', async () => {
    const calls: string[] = [];
    await client(calls).get('/v3/users/ada.b/');
    await client(calls).get('/v3/boards/by-path/ada/my..board/');
    expect(calls).toEqual(['/v3/users/ada.b/', '/v3/boards/by-path/ada/my..board/']);
  });
});
