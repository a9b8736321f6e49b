/** Board sections (issue 14). */
import type { FastifyInstance } from 'fastify';
import type { V3Deps } from '../deps.ts';

export function sectionRoutes(app: FastifyInstance, deps: V3Deps): void {
  void app;
  void deps;
}
