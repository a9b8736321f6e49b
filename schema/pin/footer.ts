/** Pin fields the card footer reads (pin-card §5): the neutral SEO text a sensitive pin shows instead of its own. */
import { builder } from '../builder.ts';
import { PinRef } from './refs.ts';

builder.objectFields(PinRef, (t) => ({
  seoTitle: t.string({
    nullable: true,
    description: "A neutral title ('Pin on {board}'), shown instead of a sensitive pin's own title.",
    // Older v3 servers do not send seo_title.
    resolve: (pin) => (pin.seoTitle as string | undefined) ?? null,
  }),
  seoDescription: t.string({
    nullable: true,
    description: "A neutral description, shown instead of a sensitive pin's own description.",
    resolve: (pin) => (pin.seoDescription as string | undefined) ?? null,
  }),
}));
