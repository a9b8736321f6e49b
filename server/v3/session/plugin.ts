/** Per-request authentication (access token or session cookie) and CSRF protection for the v3 plugin. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { bearerOf, checkScope, tokenViewer } from '../token/bearer.ts';
import type { Viewer } from '../viewer.ts';
import { sessionTokenOf } from './cookies.ts';
import { checkCsrf } from './csrf.ts';
import { resolveSession } from './store.ts';

/**
 * Every answer to a signed-in request names its viewer's user id, so a caller (the GraphQL layer,
 * schema/v3/client.ts) knows who it asked as without another call to /v3/users/me/.
 */
export const VIEWER_HEADER = 'x-v3-viewer-id';

export function sessionHooks(app: FastifyInstance, db: Db, now: () => Date): void {
  app.decorateRequest('v3Viewer', null);
  app.decorateRequest('v3SessionId', null);
  app.addHook('onRequest', async (request) => {
    checkCsrf(request);
    // An access token wins over a session cookie sent with it: the request acts as the token's
    // owner, with the token's scopes, and the cookie session is not touched (v3SessionId stays null).
    const bearer = bearerOf(request);
    if (bearer !== undefined) {
      const viewer = await tokenViewer(db, bearer, now());
      request.v3Viewer = viewer;
      checkScope(request, viewer);
      return;
    }
    const session = await resolveSession(db, sessionTokenOf(request), now());
    if (session) {
      const viewer: Viewer = Object.freeze(session.limited ? { userId: session.userId, limited: true } : { userId: session.userId });
      request.v3Viewer = viewer;
      request.v3SessionId = session.id;
    }
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const id = request.v3Viewer?.userId;
    if (id !== null && id !== undefined) reply.header(VIEWER_HEADER, String(id));
    return payload;
  });
}
