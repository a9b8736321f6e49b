import type { RequestParameters } from 'relay-runtime';
import { describe, expect, it, vi } from 'vitest';
import { fetchGraphQL, GraphQLRequestError } from './environment';

const params = { name: 'routes_PinQuery', text: 'query routes_PinQuery($pinId: String!) { pin(id: $pinId) { id } }' } as RequestParameters;

const respond = (body: unknown, status = 200) =>
  vi.fn<typeof fetch>(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

describe('fetchGraphQL', () => {
  it('sends a persisted operation by its id alone, never its text', async () => {
    const fetchImpl = respond({ data: { pin: null } });
    const persisted = { name: 'routes_PinQuery', id: 'fc88210', text: null, cacheID: 'fc88210' } as unknown as RequestParameters;
    await fetchGraphQL(persisted, { pinId: '42' }, fetchImpl);
    const [, init] = fetchImpl.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ documentId: 'fc88210', operationName: 'routes_PinQuery', variables: { pinId: '42' } });
  });

  it('POSTs the query text and variables as JSON to /graphql with same-origin credentials', async () => {
    const fetchImpl = respond({ data: { pin: null } });
    await expect(fetchGraphQL(params, { pinId: '42' }, fetchImpl)).resolves.toEqual({ data: { pin: null } });

    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe('/graphql');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({ query: params.text, operationName: params.name, variables: { pinId: '42' } });
  });

  it('throws on GraphQL errors without data', async () => {
    const fetchImpl = respond({ errors: [{ message: 'first must be at most 100' }] }, 400);
    await expect(fetchGraphQL(params, {}, fetchImpl)).rejects.toThrow(GraphQLRequestError);
    await expect(fetchGraphQL(params, {}, fetchImpl)).rejects.toThrow(/first must be at most 100/);
  });

  it('passes partial data with errors on to Relay', async () => {
    const body = { data: { pin: { id: 'x' } }, errors: [{ message: 'richSummary failed', path: ['pin', 'richSummary'] }] };
    await expect(fetchGraphQL(params, {}, respond(body))).resolves.toEqual(body);
  });

  it('throws on a non-JSON answer (e.g. a proxy error page)', async () => {
    await expect(fetchGraphQL(params, {}, respond('<html>Bad gateway</html>', 502))).rejects.toThrow(/HTTP 502/);
  });
});
