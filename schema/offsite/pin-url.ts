/**
 * Pin.offsiteUrl and CarouselSlot.offsiteUrl (issue 18): the signed /offsite/ address of the pin's
 * outbound link (a promoted pin's ad destination) or of a carousel slot's link, as v3 serialises it
 * (offsite_url). Null for a link that is not http(s), and from a v3 server that signs none.
 */
import { builder } from '../builder.ts';
import { CarouselSlot } from '../pin/parts.ts';
import { PinRef } from '../pin/refs.ts';

const description = (what: string) =>
  `${what} through /offsite/ (/offsite/?token=…&url=…&pin=…), signed for this pin for 24 hours: the address an outbound click opens. Null when the link is not http(s).`;

builder.objectFields(PinRef, (t) => ({
  offsiteUrl: t.string({
    nullable: true,
    description: description("The pin's outbound link (a promoted pin's ad destination, else its tracked link)"),
    // Older v3 servers do not send offsite_url.
    resolve: (pin) => (pin.offsiteUrl as string | null | undefined) ?? null,
  }),
}));

builder.objectFields(CarouselSlot, (t) => ({
  offsiteUrl: t.string({
    nullable: true,
    description: description("The slot's link"),
    resolve: (slot) => (slot.offsiteUrl as string | null | undefined) ?? null,
  }),
}));
