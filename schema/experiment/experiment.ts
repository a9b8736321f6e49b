/** Viewer.experiments: the viewer's group in each experiment, as v3 assigns them (GET /v3/experiments/). */
import { builder } from '../builder.ts';
import { ViewerRef } from '../viewer/viewer.ts';

/** webAdLabel → web_ad_label (undoes the v3 client's camelizing of the map's keys). */
export const snakeName = (key: string): string => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export interface ExperimentAssignment {
  name: string;
  group: string;
}

export const ExperimentAssignmentRef = builder.objectRef<ExperimentAssignment>('ExperimentAssignment').implement({
  description: 'One experiment and the group this viewer is in (stable per viewer; the forced_experiments cookie overrides).',
  fields: (t) => ({
    name: t.exposeString('name'),
    group: t.exposeString('group'),
  }),
});

builder.objectField(ViewerRef, 'experiments', (t) =>
  t.field({
    type: [ExperimentAssignmentRef],
    description: "The viewer's experiment groups. Bots get the defaults. v3 sets the cb_visitor cookie for a new logged-out browser.",
    resolve: async (_viewer, _args, ctx) => {
      const { data } = await ctx.v3.get<Record<string, string>>('/v3/experiments/');
      // The v3 client camelizes keys (web_ad_label → webAdLabel); experiment names are snake_case.
      return Object.entries(data).map(([name, group]) => ({ name: snakeName(name), group }));
    },
  }),
);
