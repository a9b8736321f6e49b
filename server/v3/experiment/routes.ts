/**
 * Experiments (platform §6, §9):
 *   GET /v3/experiments/ → {name: group} for the viewer. The group is stable per viewer: a hash of the
 *     experiment name and the signed-in user's id, else of a visitor id kept in the long-lived httpOnly
 *     cb_visitor cookie (set here when absent). Bots (by User-Agent) get the default groups. The
 *     forced_experiments cookie (`name:group,name2:group2`) overrides; unknown names and groups are ignored.
 *   GET /v3/experiments/force/?name=&group= → sets (or, without group, removes) one forced group in the
 *     forced_experiments cookie for 30 days and answers the new assignments; 400 for an unknown name or group.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isBot } from '../../../schema/viewer/bots.ts';
import type { V3Deps } from '../deps.ts';
import { ok, V3Error } from '../envelope.ts';
import { isHttps, parseCookies, serializeCookie } from '../session/cookies.ts';
import { viewerOf } from '../viewer.ts';
import {
  assign,
  FORCED_COOKIE,
  FORCED_MAX_AGE,
  formatForced,
  parseForced,
  VISITOR_COOKIE,
  VISITOR_ID,
  VISITOR_MAX_AGE,
  type Assignments,
  type Subject,
} from './assign.ts';
import { EXPERIMENT_NAMES, groupsOf, isExperimentName } from './registry.ts';

const userAgentOf = (request: FastifyRequest): string => request.headers['user-agent'] ?? '';

/** The subject to hash; sets the cb_visitor cookie for a logged-out browser that has none (or a bad one). */
function subjectOf(request: FastifyRequest, reply: FastifyReply): Subject {
  if (isBot(userAgentOf(request))) return null;
  const { userId } = viewerOf(request);
  if (userId !== null) return { userId };
  const existing = parseCookies(request.headers.cookie).get(VISITOR_COOKIE);
  if (existing !== undefined && VISITOR_ID.test(existing)) return { visitorId: existing };
  const visitorId = randomBytes(18).toString('base64url');
  reply.header('set-cookie', serializeCookie(VISITOR_COOKIE, visitorId, { maxAge: VISITOR_MAX_AGE, secure: isHttps(request) }));
  return { visitorId };
}

function assignmentsFor(request: FastifyRequest, reply: FastifyReply, forcedValue?: string): Assignments {
  reply.header('cache-control', 'private, no-store');
  const forced = parseForced(forcedValue ?? parseCookies(request.headers.cookie).get(FORCED_COOKIE));
  return assign(subjectOf(request, reply), forced);
}

const queryText = (query: unknown, key: string): string | undefined => {
  const value = (query as Record<string, unknown> | undefined)?.[key];
  return typeof value === 'string' ? value.trim() : undefined;
};

export function experimentRoutes(app: FastifyInstance, _deps: V3Deps): void {
  app.get('/experiments/', async (request, reply) => ok(assignmentsFor(request, reply)));

  app.get('/experiments/force/', async (request, reply) => {
    const name = queryText(request.query, 'name') ?? '';
    const group = queryText(request.query, 'group') ?? '';
    if (!isExperimentName(name)) {
      throw V3Error.badParam('name', `Unknown experiment "${name}"; known: ${EXPERIMENT_NAMES.join(', ')}.`);
    }
    if (group !== '' && !groupsOf(name).includes(group)) {
      throw V3Error.badParam('group', `Unknown group "${group}" for ${name}; known: ${groupsOf(name).join(', ')}.`);
    }
    const forced = parseForced(parseCookies(request.headers.cookie).get(FORCED_COOKIE));
    if (group === '') delete forced[name];
    else forced[name] = group;
    const value = formatForced(forced);
    const cookie = serializeCookie(FORCED_COOKIE, value, { maxAge: value === '' ? 0 : FORCED_MAX_AGE, secure: isHttps(request) });
    const data = assignmentsFor(request, reply, value);
    // Both cookies may be set: append rather than replace.
    const previous = reply.getHeader('set-cookie');
    reply.header('set-cookie', [...(previous === undefined ? [] : Array.isArray(previous) ? previous.map(String) : [String(previous)]), cookie]);
    return ok(data);
  });
}
