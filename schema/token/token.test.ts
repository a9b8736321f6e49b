import { encodeGlobalID } from '@pothos/plugin-relay';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../server/testing/harness.ts';
import type { TestServer } from '../../server/testing/server.ts';
import { backends } from '../../server/testing/storage.ts';
import { signedIn, type GraphQLResult, type TestBrowser } from '../testing/browser.ts';

const CREATE = `mutation ($input: CreateAccessTokenInput!) { createAccessToken(input: $input) {
  token accessToken { id name scopes tokenHint createdAt lastUsedAt } errors { field code message } } }`;
const REVOKE = `mutation ($input: RevokeAccessTokenInput!) { revokeAccessToken(input: $input) { revokedAccessTokenId errors { field code message } } }`;
const TOKENS = `{ viewer { accessTokens { id name scopes tokenHint lastUsedAt } } }`;
const WHO = `{ viewer { isAuthenticated user { username } } }`;

interface Created {
  token: string | null;
  accessToken: { id: string; name: string; scopes: string[]; tokenHint: string; createdAt: string; lastUsedAt: string | null } | null;
  errors: { field: string | null; code: string; message: string }[];
}

interface Result {
  data?: GraphQLResult['data'];
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** A program calling /graphql with a token: no cookie, no browser headers. */
async function asProgram(server: TestServer, token: string, query: string, variables: Record<string, unknown> = {}): Promise<Result> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as Result;
}

const codes = (result: Result) => result.errors?.map((error) => error.extensions?.code);

describe.each(backends())('personal access tokens through GraphQL on $name', (backend) => {
  const env = useTestServer(backend);

  const create = async (browser: TestBrowser, name: string, scopes: string[]) =>
    (await browser.gql(CREATE, { input: { name, scopes } })).result.data!.createAccessToken as Created;
  const listed = async (browser: TestBrowser) => ((await browser.gql(TOKENS)).result.data!.viewer as { accessTokens: unknown[] | null }).accessTokens;

  it('creates (the secret once), lists (never the secret) and revokes from a browser session', async () => {
    const { browser } = await signedIn(env().server, 'gql_tok_ada');
    expect(await listed(browser)).toEqual([]);
    const created = await create(browser, 'Nightly backup', ['read']);
    expect(created.errors).toEqual([]);
    expect(created.token).toMatch(/^cbpat_[A-Za-z0-9_-]{43}$/);
    expect(created.accessToken).toMatchObject({ id: expect.any(String), name: 'Nightly backup', scopes: ['read'], tokenHint: `cbpat_…${created.token!.slice(-4)}`, lastUsedAt: null });

    const tokens = await listed(browser);
    expect(tokens).toEqual([{ id: created.accessToken!.id, name: 'Nightly backup', scopes: ['read'], tokenHint: created.accessToken!.tokenHint, lastUsedAt: null }]);
    const node = await browser.gql(`query ($id: ID!) { node(id: $id) { ... on AccessToken { name } } }`, { id: created.accessToken!.id });
    expect(node.result.data!.node).toEqual({ name: 'Nightly backup' });

    const revoked = (await browser.gql(REVOKE, { input: { id: created.accessToken!.id } })).result.data!.revokeAccessToken;
    expect(revoked).toEqual({ revokedAccessTokenId: created.accessToken!.id, errors: [] });
    expect(await listed(browser)).toEqual([]);
    const again = (await browser.gql(REVOKE, { input: { id: created.accessToken!.id } })).result.data!.revokeAccessToken;
    expect(again).toMatchObject({ revokedAccessTokenId: null, errors: [{ code: 'NOT_FOUND' }] });
  });

  it('a query with a bearer token sees its owner; a revoked token is an INVALID_TOKEN error, not a signed-out viewer', async () => {
    const { browser } = await signedIn(env().server, 'gql_tok_bob');
    const { token, accessToken } = await create(browser, 'Script', ['read', 'write']);
    const who = await asProgram(env().server, token!, WHO);
    expect(who.errors).toBeUndefined();
    expect(who.data!.viewer).toEqual({ isAuthenticated: true, user: { username: 'gql_tok_bob' } });
    const tokens = (await listed(browser)) as { lastUsedAt: string | null }[];
    expect(tokens[0]!.lastUsedAt).not.toBeNull();

    await browser.gql(REVOKE, { input: { id: accessToken!.id } });
    const refused = await asProgram(env().server, token!, WHO);
    expect(codes(refused)).toContain('INVALID_TOKEN');
    expect(JSON.stringify(refused.data ?? null)).not.toContain('"isAuthenticated":false');
  });

  it('a read token runs queries, and its mutations come back INSUFFICIENT_SCOPE; a write token mutates', async () => {
    const { browser } = await signedIn(env().server, 'gql_tok_cy');
    const reader = await create(browser, 'Reader', ['read']);
    const writer = await create(browser, 'Writer', ['write']);
    expect(writer.accessToken!.scopes).toEqual(['read', 'write']);
    const update = `mutation { updateProfile(input: { about: "via token" }) { user { about } errors { code } } }`;
    expect((await asProgram(env().server, reader.token!, update)).data!.updateProfile).toEqual({ user: null, errors: [{ code: 'INSUFFICIENT_SCOPE' }] });
    expect((await asProgram(env().server, writer.token!, update)).data!.updateProfile).toEqual({ user: { about: 'via token' }, errors: [] });
  });

  it('a token cannot manage tokens; bad input and other people’s tokens come back as errors', async () => {
    const { browser } = await signedIn(env().server, 'gql_tok_dee');
    const { browser: other } = await signedIn(env().server, 'gql_tok_eve');
    const writer = await create(browser, 'Writer', ['read', 'write']);
    const minted = (await asProgram(env().server, writer.token!, CREATE, { input: { name: 'minted', scopes: ['read'] } })).data!.createAccessToken;
    expect(minted).toMatchObject({ token: null, errors: [{ code: 'SESSION_REQUIRED' }] });
    expect(codes(await asProgram(env().server, writer.token!, TOKENS))).toEqual(['SESSION_REQUIRED']);

    expect(await create(browser, 'x'.repeat(101), ['read'])).toMatchObject({ token: null, errors: [{ field: 'name', code: 'INVALID_PARAMETER' }] });
    expect(await create(browser, 'none', [])).toMatchObject({ token: null, errors: [{ field: 'scopes', code: 'INVALID_PARAMETER' }] });
    const theirs = (await other.gql(REVOKE, { input: { id: writer.accessToken!.id } })).result.data!.revokeAccessToken;
    expect(theirs).toMatchObject({ revokedAccessTokenId: null, errors: [{ code: 'NOT_FOUND' }] });
    const forged = (await browser.gql(REVOKE, { input: { id: encodeGlobalID('AccessToken', '../../pins/1') } })).result.data!.revokeAccessToken;
    expect(forged).toMatchObject({ revokedAccessTokenId: null, errors: [{ code: 'NOT_FOUND' }] });
    expect(await listed(browser)).toHaveLength(1);
    expect(await listed(other)).toEqual([]);
  });
});
