/**
 * A pin's `offsite_url` (issue 18): the signed /offsite/ address its outbound link goes through,
 * `/offsite/?token=…&url=…&pin=…` (+ `&isThirdPartyAd=true`). One HMAC per link, nothing read.
 */
import type { PinRow } from '../../db/schema.ts';
import type { OffsiteTokens } from './token.ts';

/** Only web links are sent through /offsite/; anything else (mailto:, javascript:, relative) has none. */
export function isWebUrl(url: string | null | undefined): url is string {
  if (!url || !/^https?:\/\//i.test(url)) return false;
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** The /offsite/ address of `url` for the pin (or third-party ad) `pin`; null without a signer or for a non-web url. */
export function offsiteUrl(tokens: OffsiteTokens | undefined, url: string | null | undefined, pin: string, isThirdPartyAd = false): string | null {
  if (!tokens || !isWebUrl(url)) return null;
  const token = tokens.sign({ url, pin, isThirdPartyAd });
  return `/offsite/?token=${encodeURIComponent(token)}&url=${encodeURIComponent(url)}&pin=${encodeURIComponent(pin)}${isThirdPartyAd ? '&isThirdPartyAd=true' : ''}`;
}

/**
 * Where the pin's outbound link goes: a promoted pin's ad destination (pin-card §5), else its tracked
 * link (served as `tracked_link`: the pin's link).
 */
export function pinOutboundUrl(pin: Pick<PinRow, 'link' | 'promoterId' | 'isDownstreamPromotion' | 'adDestinationUrl'>): string | null {
  const promoted = pin.promoterId !== null && !pin.isDownstreamPromotion;
  return (promoted ? pin.adDestinationUrl : null) ?? pin.link;
}

/** The pin's offsite_url. */
export function pinOffsiteUrl(tokens: OffsiteTokens | undefined, pin: Pick<PinRow, 'id' | 'link' | 'promoterId' | 'isDownstreamPromotion' | 'adDestinationUrl' | 'isThirdPartyAd'>): string | null {
  return offsiteUrl(tokens, pinOutboundUrl(pin), String(pin.id), pin.isThirdPartyAd);
}
