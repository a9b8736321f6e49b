import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../server/testing/harness.ts';
import { backends } from '../../server/testing/storage.ts';
import { testBrowser } from '../testing/browser.ts';

const DEBUG = `{ viewer { debugInfo { clientIp internalIp viewerId isEmployee hostname pid } } }`;

describe.each(backends().slice(0, 1))('viewer.debugInfo (the deb_ box) on $name', (backend) => {
  const env = useTestServer(backend);

  it('shows debug data to a visitor on the internal network (the browser IP passes through the GraphQL hop)', async () => {
    const { result } = await testBrowser(env().server).gql(DEBUG);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      viewer: { debugInfo: { clientIp: '127.0.0.1', internalIp: true, viewerId: null, isEmployee: false, hostname: expect.any(String), pid: process.pid } },
    });
  });

  it('is null, not an error, for a logged-out visitor from outside', async () => {
    // The test server trusts loopback as a proxy, so this stands for a browser at 203.0.113.9.
    const { result } = await testBrowser(env().server).gql(DEBUG, {}, { 'x-forwarded-for': '203.0.113.9' });
    expect(result).toEqual({ data: { viewer: { debugInfo: null } } });
  });
});
