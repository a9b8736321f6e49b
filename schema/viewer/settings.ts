/**
 * What the settings page shows: the stored save behaviour, read from the signed-in user (no extra v3 call).
 * Viewer.saveBehavior is what the save flow acts on (1 at 5+ boards without asking v3, platform §5, §9), so
 * it can differ from what the person chose; the settings page must show their choice.
 */
import { builder } from '../builder.ts';
import { me } from './me.ts';
import { ViewerRef } from './viewer.ts';

builder.objectFields(ViewerRef, (t) => ({
  storedSaveBehavior: t.int({
    nullable: true,
    description: 'The save behaviour the person chose (0 save to profile, 1 board picker), for settings. Null when signed out.',
    resolve: async (_v, _a, ctx) => (await me(ctx))?.saveBehavior ?? null,
  }),
}));
