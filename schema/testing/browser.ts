/** A test browser for /graphql: keeps the cookies the server sets and sends same-origin Fetch Metadata. */
import { decodeGlobalID } from '@pothos/plugin-relay';
import { freshIp } from '../../server/testing/members.ts';
import type { TestServer } from '../../server/testing/server.ts';

export interface GraphQLResult {
  data?: Record<string, unknown> | null;
  errors?: { message: string }[];
}

export type TestBrowser = ReturnType<typeof testBrowser>;

export function testBrowser(server: TestServer) {
  let cookie = '';
  return {
    get cookie() {
      return cookie;
    },
    async gql(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', ...(cookie ? { cookie } : {}), ...headers },
        body: JSON.stringify({ query, variables }),
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const name = pair.split('=')[0];
        const others = cookie.split('; ').filter((c) => c && !c.startsWith(`${name}=`));
        cookie = [...others, ...(/max-age=0/i.test(line) ? [] : [pair])].join('; ');
      }
      return { result: (await response.json()) as GraphQLResult, setCookies: response.headers.getSetCookie() };
    },
  };
}

export const SIGNUP_MUTATION = `mutation($input: SignupInput!) { signup(input: $input) { user { id username firstName } viewer { isAuthenticated } errors { field message code } } }`;

/**
 * Signs a new person up through GraphQL, from a fresh client IP (sign-up is rate limited per IP), in
 * `browser` (a fresh one when left out) and returns the browser, their global id and their v3 (row) id.
 */
export async function signedIn(server: TestServer, username: string, browser: TestBrowser = testBrowser(server)) {
  const { result } = await browser.gql(
    SIGNUP_MUTATION,
    { input: { email: `${username}@example.com`, password: 'a good long password', username, age: 30 } },
    { 'x-forwarded-for': freshIp() },
  );
  const payload = result.data?.signup as { user: { id: string } | null; errors: unknown[] } | undefined;
  if (!payload?.user) throw new Error(`sign-up of ${username} failed: ${JSON.stringify(result)}`);
  return { browser, id: payload.user.id, userId: Number(decodeGlobalID(payload.user.id).id) };
}
