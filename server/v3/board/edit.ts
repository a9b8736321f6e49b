/** Board edit, archive and delete (issue 14). */
import type { FastifyInstance } from 'fastify';
import type { V3Deps } from '../deps.ts';

export function boardEditRoutes(app: FastifyInstance, deps: V3Deps): void {
  void app;
  void deps;
}
