/**
 * The v3 REST API, mounted under /v3. Every answer is an envelope (./envelope.ts); bad input gets a
 * 4xx naming what is wrong, unknown routes a 404, and failures a 500 without internals.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { adBulkRoutes } from './ad/bulk.ts';
import { adReportingRoutes } from './ad/reporting.ts';
import { adRoutes } from './ad/routes.ts';
import { attributionSourceRoutes } from './ad/attribution-source.ts';
import { setClock } from './clock.ts';
import { mailRoutes } from './mail/unsubscribe.ts';
import { adServeRoutes } from './ad/serve-routes.ts';
import { boardRoutes } from './board/routes.ts';
import { commentRoutes } from './comment/routes.ts';
import type { V3Deps } from './deps.ts';
import { debugRoutes } from './debug/routes.ts';
import { docsRoutes } from './docs/routes.ts';
import { eventRoutes } from './event/routes.ts';
import { conversationRoutes } from './conversation/routes.ts';
import { experienceRoutes } from './experience/routes.ts';
import { inboxRoutes } from './inbox/routes.ts';
import { notificationRoutes } from './notification/routes.ts';
import { experimentRoutes } from './experiment/routes.ts';
import { failure, V3Error } from './envelope.ts';
import { feedbackRoutes } from './feedback/routes.ts';
import { homeFeedRoutes } from './feed/home.ts';
import { interestRoutes } from './interest/routes.ts';
import { offsiteRoutes } from './offsite/routes.ts';
import { pinRoutes } from './pin/routes.ts';
import { searchRoutes } from './search/routes.ts';
import { searchScopedRoutes } from './search/scoped.ts';
import { todayRoutes } from './today/routes.ts';
import { topicRoutes } from './topic/routes.ts';
import { visualRoutes } from './visual/routes.ts';
import { avatarRoutes } from './user/avatar.ts';
import { userRoutes } from './user/routes.ts';
import { onboardingRoutes } from './account/onboarding.ts';
import { accountRoutes } from './account/routes.ts';
import { sessionHooks } from './session/plugin.ts';
import { socialRoutes } from './social/routes.ts';
import { TokenRefused } from './token/bearer.ts';
import { uploadRoutes } from './upload/routes.ts';
import { tokenRoutes } from './token/routes.ts';
import { visitorRoutes } from './visitor/unauth-save.ts';
import type { Metrics } from '../metrics.ts';
import { accountLimits, RateLimited, type Clock, type CounterStore } from './session/rate-limit.ts';

export interface V3Options {
  /** Milliseconds since the epoch; tests inject one to move time. */
  clock?: Clock;
  /** Where rate-limit counts live: this process's memory by default, Redis when REDIS_URL is set. */
  counterStore?: CounterStore;
  /** The process's metrics (client error counts); absent in some tests. */
  metrics?: Metrics;
}

export async function v3Api(app: FastifyInstance, deps: V3Deps, options: V3Options = {}): Promise<void> {
  const clock = options.clock ?? Date.now;
  const now = () => new Date(clock());
  setClock(deps, now);
  app.setErrorHandler((error: FastifyError | V3Error, request, reply) => {
    if (error instanceof RateLimited) reply.header('retry-after', String(error.retryAfterSeconds));
    if (error instanceof TokenRefused) reply.header('www-authenticate', error.challenge);
    if (error instanceof V3Error) {
      return reply.status(error.status).send(failure(error.status, error.body()));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 413) {
      // A body over the route's limit, found while reading it (no Content-Length, or a wrong one).
      const message = request.routeOptions.config.tooLargeMessage ?? `The request body is too large: at most ${request.routeOptions.bodyLimit} bytes.`;
      return reply.status(413).send(failure(413, { message, code: 'too_large' }));
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send(failure(status, { message: error.message, code: error.code ?? 'bad_request' }));
    }
    request.log.error({ err: error }, 'v3 request failed');
    return reply.status(500).send(failure(500, { message: 'Something went wrong on our end.', code: 'internal_error' }));
  });

  app.setNotFoundHandler((request, reply) => {
    const message = `no v3 resource at ${request.method} ${request.url.split('?')[0]}`;
    return reply.status(404).send(failure(404, { message, code: 'not_found' }));
  });

  // Access token or session cookie → viewer, and CSRF checks for cookie-authenticated writes (every /v3 route).
  sessionHooks(app, deps.db, now);

  const limits = accountLimits(clock, options.counterStore);
  accountRoutes(app, deps, { limits, now });
  onboardingRoutes(app, deps);
  tokenRoutes(app, deps, { limits, now });
  homeFeedRoutes(app, deps, now);
  pinRoutes(app, deps, { limiter: limits.pinCreatePerAccount, now });
  uploadRoutes(app, deps, { limiter: limits.uploadCreatePerAccount, now });
  userRoutes(app, deps);
  avatarRoutes(app, deps, { limiter: limits.avatarPerAccount });
  boardRoutes(app, deps, now, limits.boardInvitePerAccount);
  socialRoutes(app, deps);
  conversationRoutes(app, deps, { messageLimiter: limits.messagePerAccount });
  inboxRoutes(app, deps);
  notificationRoutes(app, deps);
  interestRoutes(app, deps);
  searchRoutes(app, deps);
  searchScopedRoutes(app, deps);
  topicRoutes(app, deps);
  todayRoutes(app, deps);
  visualRoutes(app, deps);
  // Outbound links and feedback on pins (issue 18).
  offsiteRoutes(app, deps, { clickthroughs: options.metrics?.clickthroughs, clientStats: options.metrics?.clientStats });
  feedbackRoutes(app, deps, { reportLimiter: limits.reportPerAccount });
  // Comments and replies on pins (issue 20).
  commentRoutes(app, deps, { limiter: limits.commentCreatePerAccount });
  // Ads (issue 19): the advertising model, bulk editing, serving's resources and reporting.
  adRoutes(app, deps, { now, writeLimiter: limits.adWritePerAccount });
  adBulkRoutes(app, deps, { now, uploadLimiter: limits.adBulkUploadPerAccount });
  adServeRoutes(app, deps, { now });
  attributionSourceRoutes(app, deps);
  // Mail settings and the one-click unsubscribe (issue 20).
  if (deps.unsubscribe) mailRoutes(app, deps, deps.unsubscribe);
  adReportingRoutes(app, deps, { now });
  debugRoutes(app, deps);
  experimentRoutes(app, deps);
  eventRoutes(app, deps, { clientErrors: options.metrics?.clientErrors, now });
  experienceRoutes(app, deps);
  visitorRoutes(app, deps, { now });
  docsRoutes(app);
}
