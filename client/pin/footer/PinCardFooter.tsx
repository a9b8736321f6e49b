import { graphql, useFragment } from 'react-relay';
import { useExperimentGroup } from '../../experiments/experiments';
import useIsMobile from '../../shell/useIsMobile';
import { useViewer } from '../../viewer/ViewerContext';
import FooterAdLabel from './FooterAdLabel';
import FooterAttribution from './FooterAttribution';
import FooterBadges from './FooterBadges';
import FooterPrice from './FooterPrice';
import FooterSource from './FooterSource';
import FooterSponsorship from './FooterSponsorship';
import FooterTitle from './FooterTitle';
import {
  footerLineClamp,
  isFooterHidden,
  isLoggedOutShoppingMobileOneLine,
  isSquarePin,
} from './rules';
import { usePinSurface } from './surface';
import { usePriceDisplay } from './usePriceDisplay';
import type { PinCardFooter_pin$key } from './__generated__/PinCardFooter_pin.graphql';

interface Props {
  readonly pin: PinCardFooter_pin$key;
}

/**
 * The pin card footer (pin-card §2, §9): title, source or merchant, price, badges, ad label,
 * attribution and sponsorship. Hidden for logged-out visitors, by experiment web_pin_footer, and by
 * an experience shown with the grid (the surface's hideFooter).
 */
export default function PinCardFooter({ pin }: Props) {
  const data = useFragment(
    graphql`
      fragment PinCardFooter_pin on Pin {
        type
        isShoppable
        image(size: W236) {
          width
          height
        }
        ...usePriceDisplay_pin
        ...FooterTitle_pin
        ...FooterPrice_pin
        ...FooterSource_pin
        ...FooterBadges_pin
        ...FooterAdLabel_pin
        ...FooterAttribution_pin
        ...FooterSponsorship_pin
      }
    `,
    pin,
  );
  const viewer = useViewer();
  const footerGroup = useExperimentGroup('web_pin_footer');
  const oneLineGroup = useExperimentGroup('web_unauth_shopping_one_line');
  const isMobile = useIsMobile();
  const price = usePriceDisplay(data);
  const { hideFooter } = usePinSurface();

  if (hideFooter || isFooterHidden({ viewerKind: viewer.kind, footerGroup })) return null;

  const isSquare = isSquarePin(data.image && { width: data.image.width, height: data.image.height });
  const hasPrice = price !== null;
  const lineClamp = footerLineClamp({
    loggedOutShoppingMobileOneLine: isLoggedOutShoppingMobileOneLine({
      viewerKind: viewer.kind,
      isMobile,
      isShopping: data.isShoppable || data.type === 'product',
      experimentGroup: oneLineGroup,
    }),
    isSquare,
    hasPrice,
  });
  // As tall as what it shows: no reserved height (the spec's nominal footer heights shape the
  // loading skeleton only) and a CSS gap, which parts that render nothing take no room in.
  return (
    <div style={{ padding: '8px 4px 0' }} data-test-id="pin-footer" data-line-clamp={lineClamp}>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
        <FooterTitle pin={data} lineClamp={lineClamp} />
        <FooterSource pin={data} />
        <FooterPrice pin={data} />
        <FooterBadges pin={data} />
        <FooterAdLabel pin={data} />
        <FooterAttribution pin={data}>
          <FooterSponsorship pin={data} />
        </FooterAttribution>
      </div>
    </div>
  );
}
