/**
 * Personal access tokens for programs using the API (sent as `Authorization: Bearer cbpat_…`):
 *   GET    /v3/users/me/tokens/       the viewer's live tokens, newest first, without secrets
 *   POST   /v3/users/me/tokens/       {name, scopes: ["read"] | ["read", "write"]} → the token and its
 *                                     secret (201): the only time the secret is ever shown
 *   DELETE /v3/users/me/tokens/{id}/  revokes it at once (404 when the viewer has no such token)
 * Managing tokens needs a full cookie session: a request made with an access token answers 403
 * session_required (a token cannot mint or revoke tokens), a limited-login session 403 limited_login.
 */
import type { FastifyInstance } from 'fastify';
import type { V3Deps } from '../deps.ts';
import { ok, V3Error } from '../envelope.ts';
import { bodyOf, requiredString, type Body } from '../account/validate.ts';
import { idParam } from '../params.ts';
import type { AccountLimits } from '../session/rate-limit.ts';
import { viewerOf, writerId, type Viewer } from '../viewer.ts';
import { isAccessScope, withImpliedScopes, type AccessScope } from './scopes.ts';
import { createToken, listTokens, revokeToken } from './store.ts';

export const MAX_TOKEN_NAME = 100;

export interface TokenRouteOptions {
  limits: Pick<AccountLimits, 'tokenCreatePerAccount'>;
  now: () => Date;
}

/** The id of a viewer who may manage tokens: signed in with a full cookie session. */
function managerId(viewer: Viewer): number {
  if (viewer.token) {
    throw new V3Error(403, 'session_required', 'Access tokens can only be managed from a signed-in browser session, not with an access token.');
  }
  return writerId(viewer);
}

function tokenName(body: Body): string {
  const name = requiredString(body, 'name', 'Please give the token a name.').trim();
  if ([...name].length > MAX_TOKEN_NAME) throw V3Error.badParam('name', `The name must be at most ${MAX_TOKEN_NAME} characters.`);
  return name;
}

function tokenScopes(body: Body): AccessScope[] {
  const scopes = body.scopes;
  if (!Array.isArray(scopes) || scopes.length === 0 || !scopes.every(isAccessScope)) {
    throw V3Error.badParam('scopes', 'scopes must be ["read"] or ["read", "write"] (write implies read).');
  }
  return withImpliedScopes(scopes);
}

export function tokenRoutes(app: FastifyInstance, deps: V3Deps, options: TokenRouteOptions): void {
  const { db } = deps;
  const { limits, now } = options;

  app.get('/users/me/tokens/', async (request, reply) => {
    const userId = managerId(viewerOf(request));
    reply.header('cache-control', 'no-store');
    return ok(await listTokens(db, userId));
  });

  app.post('/users/me/tokens/', async (request, reply) => {
    const userId = managerId(viewerOf(request));
    const body = bodyOf(request.body);
    const name = tokenName(body);
    const scopes = tokenScopes(body);
    await limits.tokenCreatePerAccount.hit(`user:${userId}`);
    const answer = ok(await createToken(db, userId, name, scopes, now()));
    answer.resource_response.http_status = 201;
    reply.header('cache-control', 'no-store');
    return reply.status(201).send(answer);
  });

  app.delete('/users/me/tokens/:id/', async (request) => {
    const userId = managerId(viewerOf(request));
    const id = idParam((request.params as { id?: unknown }).id);
    if (!(await revokeToken(db, userId, id, now()))) throw V3Error.notFound(`You have no access token with id ${id}.`);
    return ok({ id: String(id), revoked: true });
  });
}
