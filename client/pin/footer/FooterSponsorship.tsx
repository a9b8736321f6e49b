import { Flex, Text } from 'gestalt';
import { graphql, useFragment } from 'react-relay';
import { hasAffiliatedProducts, sponsorshipText } from './rules';
import type { FooterSponsorship_pin$key } from './__generated__/FooterSponsorship_pin.graphql';

interface Props {
  readonly pin: FooterSponsorship_pin$key;
}

/** 'Promoted by …', 'Paid partnership (with …)', 'Includes sponsored products' (pin-card §5). */
export default function FooterSponsorship({ pin }: Props) {
  const data = useFragment(
    graphql`
      fragment FooterSponsorship_pin on Pin {
        isPromoted
        promoter {
          fullName
          username
        }
        sponsorship {
          status
          sponsorName
          sponsorUsername
        }
        richSummary {
          products {
            labels
          }
        }
      }
    `,
    pin,
  );
  const text = sponsorshipText({
    isPromoted: data.isPromoted,
    promoterName: data.promoter?.fullName || data.promoter?.username,
    sponsorship: data.sponsorship && { status: data.sponsorship.status, sponsorName: data.sponsorship.sponsorName || data.sponsorship.sponsorUsername },
    hasAffiliatedProducts: hasAffiliatedProducts((data.richSummary?.products ?? []).map((product) => ({ labels: product.labels }))),
  });
  if (text.primary === null && text.affiliate === null) return null;
  return (
    <Flex direction="column">
      {text.primary !== null ? (
        <Text size="100" lineClamp={1}>
          {text.primary}
        </Text>
      ) : null}
      {text.affiliate !== null ? (
        <Text size="100" color="subtle" lineClamp={1}>
          {text.affiliate}
        </Text>
      ) : null}
    </Flex>
  );
}
