import { useCallback } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { AttributionSource, AttributionType } from './attribution';
import type { useAdAttribution_pin$data, useAdAttribution_pin$key } from './__generated__/useAdAttribution_pin.graphql';

const loadSend = () => import('./send');

/**
 * The pin's attribution source, or null when it has none. Promoted pins only (has a promoter and is
 * not a downstream promotion), with an ad destination and an attribution source id (pin-card §3:
 * Pin.attributionSourceId, the id of the serve that placed this ad; organic pins have none).
 */
export function attributionSourceOf(pin: useAdAttribution_pin$data): AttributionSource | null {
  const sourceEventId = pin.attributionSourceId;
  if (!pin.isPromoted || pin.isDownstreamPromotion || !pin.adDestinationUrl || !sourceEventId) return null;
  return { sourceEventId, destinationUrl: pin.adDestinationUrl, advertiserId: pin.advertiserId ?? null, campaignId: pin.campaignId ?? null };
}

/**
 * For an ad's outbound click (client/offsite/useOutboundLink): a function that sends the
 * attribution-reporting GET of the click (pin-card §7, §9; attribution.ts) when the pin has an
 * attribution source; nothing visible, nothing when it has none.
 */
export function useAdAttribution(pinKey: useAdAttribution_pin$key): (type?: AttributionType) => void {
  const pin = useFragment(
    graphql`
      fragment useAdAttribution_pin on Pin {
        isPromoted
        isDownstreamPromotion
        adDestinationUrl
        advertiserId
        campaignId
        attributionSourceId
      }
    `,
    pinKey,
  );
  const environment = useRelayEnvironment();
  return useCallback(
    (type: AttributionType = 'click') => {
      const source = attributionSourceOf(pin);
      if (source === null) return;
      loadSend().then(
        (send) => send.sendAdAttribution(environment, source, type),
        () => {
          // Could not load: no attribution, nothing visible.
        },
      );
    },
    [pin, environment],
  );
}
