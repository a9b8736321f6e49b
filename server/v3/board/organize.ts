/** Organize: bulk delete, move and copy of a board's pins, and stars (issue 14). */
import type { FastifyInstance } from 'fastify';
import type { V3Deps } from '../deps.ts';

export function organizeRoutes(app: FastifyInstance, deps: V3Deps): void {
  void app;
  void deps;
}
