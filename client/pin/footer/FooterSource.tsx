import { Link, Text } from 'gestalt';
import { graphql, useFragment } from 'react-relay';
import { useOutboundLink } from '../../offsite/useOutboundLink';
import { firstText, isSafeOutboundLink } from '../format';
import { DEFAULT_TEXT_MAX, hasAffiliatedProducts, outboundLinkRel, truncate } from './rules';
import type { FooterSource_pin$key } from './__generated__/FooterSource_pin.graphql';

interface Props {
  readonly pin: FooterSource_pin$key;
}

/** The source site or merchant, linking out through /offsite/ and the link check (client/offsite); affiliate or sponsored links are nofollow (pin-card §2, §5). */
export default function FooterSource({ pin }: Props) {
  const data = useFragment(
    graphql`
      fragment FooterSource_pin on Pin {
        link
        domain
        isPromoted
        sponsorship {
          status
        }
        richSummary {
          siteName
          products {
            labels
          }
        }
        ...useOutboundLink_pin
      }
    `,
    pin,
  );
  const name = firstText(data.richSummary?.siteName, data.domain);
  const outbound = useOutboundLink(data, { surface: 'card', link: isSafeOutboundLink(data.link) ? data.link : null });
  if (name === null || !isSafeOutboundLink(data.link) || !outbound) return null;
  const rel = outboundLinkRel({
    isAffiliate: hasAffiliatedProducts((data.richSummary?.products ?? []).map((product) => ({ labels: product.labels }))),
    isSponsored: data.isPromoted || data.sponsorship?.status != null,
  });
  return (
    <Text size="100" lineClamp={1}>
      <span onContextMenu={outbound.onContextMenu}>
        <Link href={outbound.href} onClick={outbound.onClick} target="blank" rel={rel} underline="hover" display="inline">
          {truncate(name, DEFAULT_TEXT_MAX)}
        </Link>
      </span>
      {outbound.modal}
    </Text>
  );
}
