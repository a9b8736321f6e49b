/**
 * The routes of feedback on pins (issue 18), placed by client/routes.tsx before the closeup's and the
 * profiles': `/pin/{id}/feedback/` (report a pin with a reason; ./reportRoutes.tsx) and `/edit`
 * ('Tune your home feed': hidden pins, followed topics, boards and profiles; ./tuneRoutes.tsx).
 */
import type { RouteConfig } from 'found';
import { reportRoutes } from './reportRoutes';
import { tuneRoutes } from './tuneRoutes';

export const feedbackRoutes: RouteConfig = [...reportRoutes, ...tuneRoutes];
