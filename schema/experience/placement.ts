/** The ExperiencePlacement type (platform §3) and its typed display data, shared by the query and the mutations. */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import type { Experience } from '../v3/types.ts';

export interface ExperienceDisplay {
  anchor: string;
  hideFooter: boolean;
  title: string;
  body: string;
  buttonText: string;
  href: string | null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** displayData (camelized by the v3 client) as the typed fields; null when there is none. */
export function displayOf(data: Record<string, unknown> | null): ExperienceDisplay | null {
  if (!data) return null;
  return {
    anchor: text(data.anchor),
    hideFooter: data.hideFooter === true,
    title: text(data.title),
    body: text(data.body),
    buttonText: text(data.buttonText),
    href: typeof data.href === 'string' ? data.href : null,
  };
}

const ExperienceDisplayData = builder.objectRef<ExperienceDisplay>('ExperienceDisplayData').implement({
  description: 'How the client shows an experience: where it anchors, whether the pin card hides its footer, and its words.',
  fields: (t) => ({
    anchor: t.exposeString('anchor', { description: 'e.g. save_toast, home_feed_top, save_button.' }),
    hideFooter: t.exposeBoolean('hideFooter', { description: 'The pin card hides its footer while this shows (pin-card §2).' }),
    title: t.exposeString('title'),
    body: t.exposeString('body'),
    buttonText: t.exposeString('buttonText'),
    href: t.exposeString('href', { nullable: true, description: 'Where the button leads; null: it just closes the experience.' }),
  }),
});

export const ExperiencePlacement = builder.objectRef<Experience>('ExperiencePlacement').implement({
  description: 'What a placement (a spot in the UI) shows the viewer now; type 0 means none.',
  fields: (t) => ({
    id: t.id({ description: 'One per placement (for the Relay store); not a node id.', resolve: (e) => encodeGlobalID('ExperiencePlacement', e.placementId) }),
    placementId: t.exposeString('placementId'),
    experienceId: t.exposeString('experienceId', { nullable: true }),
    placedExperienceId: t.string({
      nullable: true,
      description: 'placement:experience, what the status mutations take; null when the placement shows none.',
      resolve: (e) => (e.experienceId === null ? null : `${e.placementId}:${e.experienceId}`),
    }),
    type: t.exposeInt('type', { description: '0 means none; 1 a flyout, 2 a banner, 3 an upsell.' }),
    displayData: t.field({ type: 'JSON', nullable: true, description: 'The raw display data (camelCase keys); `display` is the same, typed.', resolve: (e) => e.displayData }),
    display: t.field({ type: ExperienceDisplayData, nullable: true, resolve: (e) => displayOf(e.displayData) }),
    triggerablePlacedExps: t.exposeStringList('triggerablePlacedExps', { description: 'placement:experience entries a triggerExperience would open for the viewer now.' }),
  }),
});
