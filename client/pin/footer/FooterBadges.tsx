import { Badge, Flex } from 'gestalt';
import { graphql, useFragment } from 'react-relay';
import type { FooterBadges_pin$key } from './__generated__/FooterBadges_pin.graphql';

interface Props {
  readonly pin: FooterBadges_pin$key;
}

/** Badges of the pin's pinner: 'Verified merchant' (pin-card §6). */
export default function FooterBadges({ pin }: Props) {
  const data = useFragment(
    graphql`
      fragment FooterBadges_pin on Pin {
        pinner {
          isVerifiedMerchant
        }
      }
    `,
    pin,
  );
  if (!data.pinner.isVerifiedMerchant) return null;
  return (
    <Flex gap={1}>
      <Badge text="Verified merchant" type="info" />
    </Flex>
  );
}
