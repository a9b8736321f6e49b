import { decodeGlobalID } from '@pothos/plugin-relay';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events } from '../../server/db/schema.ts';
import { useTestServer } from '../../server/testing/harness.ts';
import { counterValue } from '../../server/testing/server.ts';
import { backends } from '../../server/testing/storage.ts';
import { signedIn, testBrowser } from '../testing/browser.ts';

const LOG_EVENT = `mutation($input: LogEventInput!) { logEvent(input: $input) { ok } }`;
const LOG_ERROR = `mutation($name: String!, $message: String) { logClientError(name: $name, message: $message) { ok } }`;

describe.each(backends())('logEvent and logClientError through GraphQL on $name', (backend) => {
  const env = useTestServer(backend);
  const rowsOfType = (eventType: number) => env().storage.db.select().from(events).where(eq(events.eventType, eventType)).orderBy(events.id);

  it("logEvent stores the event with every field, under the signed-in member's id", async () => {
    const ann = await signedIn(env().server, 'evann');
    const { result } = await ann.browser.gql(LOG_EVENT, {
      input: { eventType: 8948, viewType: 1, viewParameter: 92, element: 3, component: 4, objectIdStr: '12', auxData: '{"clickthrough_type":"pin"}' },
    });
    expect(result).toEqual({ data: { logEvent: { ok: true } } });
    const [row] = await rowsOfType(8948);
    expect(row).toMatchObject({ viewType: 1, viewParameter: 92, element: 3, component: 4, objectIdStr: '12', auxData: { clickthrough_type: 'pin' } });
    expect(String(row!.userId)).toBe(decodeGlobalID(ann.id).id);
  });

  it('logEvent works signed out (no user) and refuses aux_data that is not JSON', async () => {
    const browser = testBrowser(env().server);
    expect((await browser.gql(LOG_EVENT, { input: { eventType: 7761 } })).result).toEqual({ data: { logEvent: { ok: true } } });
    expect(await rowsOfType(7761)).toMatchObject([{ userId: null, auxData: null }]);
    const bad = await browser.gql(LOG_EVENT, { input: { eventType: 7761, auxData: '{nope' } });
    expect(bad.result.errors?.[0]?.message).toBe('events[0].aux_data must be JSON text.');
    expect(await rowsOfType(7761)).toHaveLength(1);
  });

  it('logClientError counts an allowed name in corkboard_client_errors_total, and refuses a name that is not allowed', async () => {
    const browser = testBrowser(env().server);
    const name = 'error.unauth_profile_pin_merge';
    const before = await counterValue(env().server.metrics, 'corkboard_client_errors_total', { name });
    const { result } = await browser.gql(LOG_ERROR, { name, message: 'merge failed' });
    expect(result).toEqual({ data: { logClientError: { ok: true } } });
    expect(await counterValue(env().server.metrics, 'corkboard_client_errors_total', { name })).toBe(before + 1);

    const refused = await browser.gql(LOG_ERROR, { name: 'Error Merge!' });
    expect(refused.result.errors?.[0]?.message).toBe('name must be 1 to 80 characters: lower-case letters, digits, underscores and dots.');
    expect(await counterValue(env().server.metrics, 'corkboard_client_errors_total', { name: 'Error Merge!' })).toBe(0);
  });
});
