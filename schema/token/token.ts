/**
 * Personal access tokens (Settings → API access): Viewer.accessTokens and the AccessToken node,
 * read through GET /v3/users/me/tokens/ once per request. The secret is never readable here: only
 * createAccessToken answers it, once (./mutations.ts).
 */
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import type * as V3 from '../../server/v3/types.ts';
import { V3RequestError } from '../v3/client.ts';
import type { AccessToken } from '../v3/types.ts';
import { ViewerRef } from '../viewer/viewer.ts';

export const AccessTokenScope = builder.enumType('AccessTokenScope', {
  description: 'read: every query; write: mutations too (write implies read).',
  values: ['read', 'write'] as const,
});

const cache = new WeakMap<Context, Promise<AccessToken[] | null>>();

/**
 * The viewer's live tokens, newest first; null when v3 says the viewer may not list them here:
 * signed out, or a limited-login session (the password comes first). Asked with an access token,
 * v3's 403 session_required stays an error.
 */
export function accessTokensOf(context: Context): Promise<AccessToken[] | null> {
  let pending = cache.get(context);
  if (!pending) {
    pending = context.v3.get<V3.V3AccessToken[]>('/v3/users/me/tokens/').then(
      (page) => page.data,
      (error: unknown) => {
        if (error instanceof V3RequestError && (error.v3Code === 'unauthenticated' || error.v3Code === 'limited_login')) return null;
        throw error;
      },
    );
    cache.set(context, pending);
  }
  return pending;
}

/** After a mutation creates or revokes a token: later fields read the list again. */
export function forgetAccessTokens(context: Context): void {
  cache.delete(context);
}

export const AccessTokenRef = builder.loadableNodeRef<AccessToken, string>('AccessToken', {
  id: { resolve: (token) => token.id },
  load: async (ids, context) => {
    const tokens = await accessTokensOf(context).catch(() => null);
    return ids.map((id) => tokens?.find((token) => token.id === id) ?? (null as unknown as AccessToken));
  },
});

AccessTokenRef.implement({
  description: "A personal access token of the viewer's, for a program using the API (`Authorization: Bearer cbpat_…`). Its secret is shown once, by createAccessToken.",
  fields: (t) => ({
    name: t.exposeString('name'),
    scopes: t.field({ type: [AccessTokenScope], description: '[read] or [read, write].', resolve: (token) => token.scopes }),
    tokenHint: t.exposeString('tokenHint', { description: "'cbpat_…' and the secret's last four characters, to tell tokens apart." }),
    createdAt: t.field({ type: 'DateTime', resolve: (token) => token.createdAt }),
    lastUsedAt: t.field({ type: 'DateTime', nullable: true, description: 'Updated at most once a minute.', resolve: (token) => token.lastUsedAt }),
  }),
});

builder.objectFields(ViewerRef, (t) => ({
  accessTokens: t.field({
    type: [AccessTokenRef],
    nullable: true,
    description:
      "The viewer's personal access tokens, newest first (at most 50). Null when signed out or in a limited-login session; managed only from a browser session, so asked with an access token it is an error (SESSION_REQUIRED).",
    resolve: (_v, _a, ctx) => accessTokensOf(ctx),
  }),
}));
