/**
 * The advertising model (issue 19): partner conversion, ad accounts, campaigns, ad groups, ads, customer
 * lists and quick-promote. Every read and write checks that the viewer owns the ad account (someone
 * else's is a 404). Money is integer micro-units. The routes live in ./model/ (accounts.ts, campaigns.ts,
 * quick-promote.ts); bulk editing in ./bulk.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { V3Deps } from '../deps.ts';
import type { FixedWindowLimiter } from '../session/rate-limit.ts';
import { accountRoutes } from './model/accounts.ts';
import { campaignRoutes } from './model/campaigns.ts';
import { quickPromoteRoutes } from './model/quick-promote.ts';

export interface AdRouteOptions {
  now: () => Date;
  /** Ad-model writes per account (session/rate-limit.ts accountLimits().adWritePerAccount: 60 a minute). */
  writeLimiter?: FixedWindowLimiter;
}

export function adRoutes(app: FastifyInstance, deps: V3Deps, options: AdRouteOptions): void {
  const context = { deps, now: options.now, writeLimiter: options.writeLimiter };
  accountRoutes(app, context);
  campaignRoutes(app, context);
  quickPromoteRoutes(app, context);
}
