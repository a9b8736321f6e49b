/**
 * A logged-out save held in the session (platform §3 hasSavedUnauthPin / unauthSavePinId, §5;
 * pin-card §4): the last pin a visitor saved before logging in, merged into their profile after.
 *   GET    /v3/visitor/unauth_save/          → {pin_id: string | null}
 *   PUT    /v3/visitor/unauth_save/ {pin_id} → {pin_id}; 404 when the pin is unknown, deleted or hidden
 *   DELETE /v3/visitor/unauth_save/          → {pin_id: null}
 * The pin id lives in its own httpOnly SameSite=Lax cookie cb_unauth_save (Path=/, one day), not in
 * the session, so it survives login, and works for logged-out and signed-in viewers alike. Its value
 * is signed with the server's secret (through the bookmark codec, under its own list name) and
 * carries when it was set: a forged, altered or older-than-a-day value reads as nothing (and is
 * cleared). A read re-checks that the viewer may still see the pin.
 * CSRF: the v3 session hook refuses cross-site writes; PUT and DELETE cannot come from a cross-site
 * form, and a cross-site fetch with them needs a CORS preflight this server never grants.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bodyOf } from '../account/validate.ts';
import type { V3Deps } from '../deps.ts';
import { ok, V3Error } from '../envelope.ts';
import { idParam } from '../params.ts';
import { isHttps, parseCookies, serializeCookie } from '../session/cookies.ts';
import { visiblePin } from '../pin/load.ts';
import { viewerOf } from '../viewer.ts';

export const UNAUTH_SAVE_COOKIE = 'cb_unauth_save';
/** One day, in seconds. */
export const UNAUTH_SAVE_MAX_AGE = 24 * 60 * 60;
/** The signed value names this "list", so no other signed token (a bookmark) passes for it. */
const SIGNED_AS = 'cb_unauth_save';

export interface VisitorRouteOptions {
  now: () => Date;
}

/** The pin id the cookie holds, if its signature is good and it is less than a day old. */
function heldPinId(deps: V3Deps, request: FastifyRequest, now: Date): number | null {
  const value = parseCookies(request.headers.cookie).get(UNAUTH_SAVE_COOKIE);
  if (value === undefined || value === '') return null;
  try {
    const position = deps.bookmarks.decode(SIGNED_AS, value);
    const [pinId, setAt] = position ?? [];
    if (typeof pinId !== 'string' || typeof setAt !== 'number') return null;
    const age = now.getTime() - setAt;
    if (age < 0 || age >= UNAUTH_SAVE_MAX_AGE * 1000) return null;
    return idParam(pinId, 'pin_id');
  } catch {
    return null;
  }
}

const hasCookie = (request: FastifyRequest) => parseCookies(request.headers.cookie).has(UNAUTH_SAVE_COOKIE);

function setCookie(request: FastifyRequest, reply: FastifyReply, value: string, maxAge: number): void {
  reply.header('set-cookie', serializeCookie(UNAUTH_SAVE_COOKIE, value, { maxAge, secure: isHttps(request) }));
}

export function visitorRoutes(app: FastifyInstance, deps: V3Deps, options: VisitorRouteOptions): void {
  app.get('/visitor/unauth_save/', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const pinId = heldPinId(deps, request, options.now());
    if (pinId !== null && (await visiblePin(deps.db, viewerOf(request), pinId)) !== null) return ok({ pin_id: String(pinId) });
    if (hasCookie(request)) setCookie(request, reply, '', 0);
    return ok({ pin_id: null });
  });

  app.put('/visitor/unauth_save/', async (request, reply) => {
    const pinId = idParam(bodyOf(request.body).pin_id, 'pin_id');
    if ((await visiblePin(deps.db, viewerOf(request), pinId)) === null) throw V3Error.notFound(`no pin ${pinId}`);
    reply.header('cache-control', 'private, no-store');
    setCookie(request, reply, deps.bookmarks.encode(SIGNED_AS, [String(pinId), options.now().getTime()]), UNAUTH_SAVE_MAX_AGE);
    return ok({ pin_id: String(pinId) });
  });

  app.delete('/visitor/unauth_save/', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    setCookie(request, reply, '', 0);
    return ok({ pin_id: null });
  });
}
