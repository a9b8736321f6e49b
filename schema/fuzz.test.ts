/**
 * The public API under random input: 1,000 operations generated from the schema (fixed seed), half
 * signed out and half as a signed-in member, against demo data. Whatever is asked, the server
 * answers: no 5xx, never a stack trace, and never later than the execution deadline.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../server/db/seed/index.ts';
import type { Storage } from '../server/db/client.ts';
import { freshIp } from '../server/testing/members.ts';
import { startTestServer, type TestServer } from '../server/testing/server.ts';
import { backends } from '../server/testing/storage.ts';
import { getSchema } from './index.ts';
import { signedIn } from './testing/browser.ts';
import { OperationFuzzer, type FuzzOperation } from './testing/fuzz.ts';
import { DEFAULT_DEADLINE_MS } from './limits.ts';

const OPERATIONS = 1000;
const IN_FLIGHT = 4;
/** Text that only a leaked stack trace contains: "    at fn (file.ts:12:34)" or a node: frame. */
const STACK_FRAME = /\bat (?:[\w$.<> ]+ )?\(?(?:file:\/\/|node:|\/)[^)\s]*:\d+:\d+\)?/;

interface Outcome {
  operation: FuzzOperation;
  status: number;
  ms: number;
  text: string;
}

describe('fuzzing the GraphQL API', () => {
  const [pglite] = backends();
  let storage: Storage;
  let server: TestServer;
  let memberCookie = '';

  beforeAll(async () => {
    storage = await pglite!.open();
    await seed(storage.db, { pins: 300, users: 20, boards: 40 });
    server = await startTestServer(storage);
    const member = await signedIn(server, 'fuzzer');
    memberCookie = member.browser.cookie;
  });
  afterAll(async () => {
    await server.close();
    await storage.close();
  });

  async function send(operation: FuzzOperation, signedInAs: string): Promise<Outcome> {
    const started = performance.now();
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'sec-fetch-site': 'same-origin',
        // Each operation from its own address, so per-IP budgets measure nothing here.
        'x-forwarded-for': freshIp(),
        ...(signedInAs ? { cookie: signedInAs } : {}),
      },
      body: JSON.stringify(operation),
    }).catch((error: unknown) => error as Error);
    // A connection the server dropped counts as the worst answer there is.
    if (response instanceof Error) return { operation, status: 599, ms: performance.now() - started, text: `{"dropped": ${JSON.stringify(String(response.cause ?? response))}}` };
    const text = await response.text();
    return { operation, status: response.status, ms: performance.now() - started, text };
  }

  it('answers 1,000 generated operations without a 5xx, a stack trace or a late answer', async () => {
    const fuzzer = new OperationFuzzer(getSchema(), 'corkboard-fuzz-1');
    const operations = Array.from({ length: OPERATIONS }, () => fuzzer.next());
    const outcomes: Outcome[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < operations.length) {
          const index = next++;
          outcomes.push(await send(operations[index]!, index % 2 === 0 ? '' : memberCookie));
        }
      }),
    );

    expect(outcomes).toHaveLength(OPERATIONS);
    const serverErrors = outcomes.filter((o) => o.status >= 500);
    expect(serverErrors.map((o) => `${o.status} ${o.operation.query.slice(0, 300)}`)).toEqual([]);
    const traces = outcomes.filter((o) => STACK_FRAME.test(o.text) || /"stack"\s*:/.test(o.text));
    expect(traces.map((o) => `${o.text.slice(0, 300)} ← ${o.operation.query.slice(0, 200)}`)).toEqual([]);
    const late = outcomes.filter((o) => o.ms > DEFAULT_DEADLINE_MS);
    expect(late.map((o) => `${Math.round(o.ms)} ms ← ${o.operation.query.slice(0, 200)}`)).toEqual([]);
    // Every answer is a GraphQL answer: JSON with data or errors.
    const notGraphQL = outcomes.filter((o) => {
      try {
        const body = JSON.parse(o.text) as Record<string, unknown>;
        return !('data' in body) && !('errors' in body);
      } catch {
        return true;
      }
    });
    expect(notGraphQL.map((o) => `${o.status} ${o.text.slice(0, 200)}`)).toEqual([]);
  });
});
