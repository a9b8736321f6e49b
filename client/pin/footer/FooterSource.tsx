import { Link, Text } from 'gestalt';
import { graphql, useFragment } from 'react-relay';
import { firstText, isSafeOutboundLink } from '../format';
import { DEFAULT_TEXT_MAX, hasAffiliatedProducts, outboundLinkRel, truncate } from './rules';
import type { FooterSource_pin$key } from './__generated__/FooterSource_pin.graphql';

interface Props {
  readonly pin: FooterSource_pin$key;
}

/** The source site or merchant, linking out; affiliate or sponsored links are nofollow (pin-card §2, §5). */
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
      }
    `,
    pin,
  );
  const name = firstText(data.richSummary?.siteName, data.domain);
  if (name === null || !isSafeOutboundLink(data.link)) return null;
  const rel = outboundLinkRel({
    isAffiliate: hasAffiliatedProducts((data.richSummary?.products ?? []).map((product) => ({ labels: product.labels }))),
    isSponsored: data.isPromoted || data.sponsorship?.status != null,
  });
  return (
    <Text size="100" lineClamp={1}>
      <Link href={data.link} target="blank" rel={rel} underline="hover" display="inline">
        {truncate(name, DEFAULT_TEXT_MAX)}
      </Link>
    </Text>
  );
}
