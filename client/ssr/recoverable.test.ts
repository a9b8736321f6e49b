import { describe, expect, it, vi } from 'vitest';
import { RECOVERED_ERROR_NAME, recoveredErrorMessage, reportRecoveredError } from './recoverable';

const STACK = '\n    at PinCard (x.js:1:1)\n    at Masonry (x.js:2:2)\n    at PinGrid (x.js:3:3)\n    at HomeFeed\n    at AppShell\n    at Router\n    at App';

describe('a recovered hydration error', () => {
  it('is a console warning and a named client failure, with the page and the innermost six components', () => {
    const warn = vi.fn();
    const send = vi.fn();
    reportRecoveredError(new Error('Hydration failed'), { componentStack: STACK }, { warn, send, pathname: '/pin/9/' });
    const message = 'Hydration failed (on /pin/9/) in at PinCard (x.js:1:1) < at Masonry (x.js:2:2) < at PinGrid (x.js:3:3) < at HomeFeed < at AppShell < at Router';
    expect(warn).toHaveBeenCalledWith(`[hydration] ${message}`);
    expect(JSON.parse(send.mock.calls[0]![0] as string)).toEqual({ name: RECOVERED_ERROR_NAME, message });
  });

  it('keeps the message within the 500 characters /v3/client_errors/ takes; 500 stays whole', () => {
    expect(recoveredErrorMessage(new Error('x'.repeat(600)), {}, '/')).toHaveLength(500);
    const fits = 'y'.repeat(500 - ' (on /)'.length);
    expect(recoveredErrorMessage(new Error(fits), {}, '/')).toBe(`${fits} (on /)`);
  });

  it('a failing send is swallowed; the warning is still written', () => {
    const warn = vi.fn();
    expect(() =>
      reportRecoveredError('not an Error', {}, {
        warn,
        send: () => {
          throw new Error('offline');
        },
        pathname: '/',
      }),
    ).not.toThrow();
    expect(warn).toHaveBeenCalledWith('[hydration] not an Error (on /)');
  });
});
