/**
 * Interests (platform §3 Interest/topic: id, name, url_name), for the sign-up InterestPicker:
 *   GET /v3/interests/?page_size=&bookmark= → [{id, node_type, name, url_name, followed_by_me}], by name.
 * Following one is PUT/DELETE /v3/interests/{id}/follow/ (../social/routes.ts).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { follows } from '../../db/schema.ts';
import type { V3Deps } from '../deps.ts';
import { ok } from '../envelope.ts';
import { pageSize } from '../params.ts';
import { interestsByName } from './by-name.ts';
import { viewerOf } from '../viewer.ts';

export interface V3Interest {
  id: string;
  node_type: 'interest';
  name: string;
  url_name: string;
  followed_by_me: boolean;
}

export function interestRoutes(app: FastifyInstance, deps: V3Deps): void {
  const { db } = deps;
  app.get('/interests/', async (request) => {
    const query = request.query as Record<string, unknown>;
    const page = await interestsByName(deps, query, 'interests', pageSize(query));
    const { userId } = viewerOf(request);
    const ids = page.items.map((r) => r.id);
    const followed =
      userId === null || ids.length === 0
        ? new Set<number>()
        : new Set(
            (
              await db
                .select({ id: follows.targetId })
                .from(follows)
                .where(and(eq(follows.followerId, userId), eq(follows.targetType, 'interest'), inArray(follows.targetId, ids)))
            ).map((r) => r.id),
          );
    const data: V3Interest[] = page.items.map((r) => ({
      id: String(r.id),
      node_type: 'interest',
      name: r.name,
      url_name: r.urlName,
      followed_by_me: followed.has(r.id),
    }));
    return ok(data, page.bookmark);
  });
}
