/**
 * GraphQL of the visual room (issue 17): Pin.visuallySimilar, "more like this" from the picture
 * itself (or a region of it), over GET /v3/visual_search/{pin_id}/ (bookmark paging). A bad crop box
 * is v3's 400, surfaced as INVALID_PARAMETER naming the parameter (x, y, w or h).
 */
import { v3Connection } from '../connection.ts';
import { builder } from '../builder.ts';
import { pinFieldSetFor } from '../pin/field-set.ts';
import { PinConnection, PinRef } from '../pin/refs.ts';
import type { Pin } from '../v3/types.ts';

/** v3's page_size cap for visual search. */
export const VISUAL_FIRST_MAX = 50;

export const CropInput = builder.inputType('CropInput', {
  description: 'A region of a picture, as fractions (0–1) of its width and height: each side at least 0.05, inside the picture.',
  fields: (t) => ({
    x: t.float({ required: true, description: 'Left edge.' }),
    y: t.float({ required: true, description: 'Top edge.' }),
    w: t.float({ required: true, description: 'Width.' }),
    h: t.float({ required: true, description: 'Height.' }),
  }),
});

/** A fraction as v3 takes it: at most 6 decimals. */
const fraction = (value: number) => String(Math.round(value * 1e6) / 1e6);

builder.objectFields(PinRef, (t) => ({
  visuallySimilar: t.field({
    type: PinConnection,
    nullable: true,
    description:
      'More like this: pins in discovery whose picture looks like this one (or like the region `crop`), the most alike first; productsOnly keeps product pins. Never this pin nor another pin of the same file. At most 50 a page. Null (with the error) when it could not be read, e.g. a crop box out of bounds: the pin still answers.',
    args: {
      first: t.arg.int({ required: true }),
      after: t.arg.string(),
      crop: t.arg({ type: CropInput }),
      productsOnly: t.arg.boolean({ defaultValue: false }),
    },
    resolve: (pin, args, ctx, info) => {
      const query: Record<string, string | undefined> = {
        products: args.productsOnly ? 'true' : undefined,
        field_set_key: pinFieldSetFor(info) === 'grid' ? 'grid' : undefined,
        ...(args.crop ? { x: fraction(args.crop.x), y: fraction(args.crop.y), w: fraction(args.crop.w), h: fraction(args.crop.h) } : {}),
      };
      return v3Connection<Pin>((q) => ctx.v3.get<Pin[]>(`/v3/visual_search/${pin.id}/`, q), args.first, args.after, query, VISUAL_FIRST_MAX);
    },
  }),
}));
