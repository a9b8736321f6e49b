import { afterEach, describe, expect, it, vi } from 'vitest';
import { onRecoverableError, RECOVERED_ERROR_NAME, recoveredErrorMessage } from './recoverable';

const STACK = '\n    at PinCard (x.js:1:1)\n    at Masonry (x.js:2:2)\n    at PinGrid (x.js:3:3)\n    at HomeFeed\n    at AppShell\n    at Router\n    at App';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a recovered hydration error', () => {
  it('is a console warning and a named client failure, with the page and the innermost six components', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetch = vi.fn(() => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', fetch);
    onRecoverableError(new Error('Hydration failed'), { componentStack: STACK });
    const message = 'Hydration failed (on /) in at PinCard (x.js:1:1) < at Masonry (x.js:2:2) < at PinGrid (x.js:3:3) < at HomeFeed < at AppShell < at Router';
    expect(warn).toHaveBeenCalledWith(`[hydration] ${message}`);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/v3/client_errors/');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ name: RECOVERED_ERROR_NAME, message });
  });

  it('keeps the message within the 500 characters /v3/client_errors/ takes; 500 stays whole', () => {
    expect(recoveredErrorMessage(new Error('x'.repeat(600)), undefined, '/')).toHaveLength(500);
    const fits = 'y'.repeat(500 - ' (on /)'.length);
    expect(recoveredErrorMessage(new Error(fits), '', '/')).toBe(`${fits} (on /)`);
  });

  it('an offline report is swallowed; the warning is still written', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('offline'))));
    expect(() => onRecoverableError('not an Error', {})).not.toThrow();
    await Promise.resolve();
    expect(warn).toHaveBeenCalledWith('[hydration] not an Error (on /)');
  });
});
