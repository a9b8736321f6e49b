/**
 * Server-rendered title and meta of the discovery pages (issue 17), and their 404s: each room lists
 * its paths; spa.ts asks the first whose pattern matches, and a null answer is a 404 page.
 */
import type { FastifyRequest } from 'fastify';
import type { V3Deps } from '../../v3/deps.ts';
import type { PinMeta } from '../pin-meta.ts';
import { adPages } from './ads.ts';
import { searchPages } from './search.ts';
import { todayPages } from './today.ts';
import { tunePages } from './tune.ts';
import { mailPages } from './mail.ts';
import { topicPages } from './topic.ts';
import { visualPages } from './visual.ts';

export interface DiscoveryPage {
  /** Tested against the path (no query string). */
  pattern: RegExp;
  /** The page's title and meta, or null: no such page (HTTP 404). */
  meta(match: RegExpExecArray, request: FastifyRequest): Promise<PinMeta | null>;
}

export interface PagesDeps {
  deps: V3Deps;
  /** PUBLIC_URL ('' when unset): makes og:url and og:image absolute. */
  publicUrl: string;
}

export function discoveryPages(options: PagesDeps): DiscoveryPage[] {
  return [...searchPages(options), ...topicPages(options), ...todayPages(options), ...visualPages(options), ...tunePages(options), ...adPages(options), ...mailPages(options)];
}
