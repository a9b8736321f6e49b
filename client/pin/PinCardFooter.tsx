import { Box, Flex, Text } from 'gestalt';
import { graphql, useFragment } from 'react-relay';
import UserAvatar from '../user/UserAvatar';
import { firstText, getPriceDisplay, type PriceDisplay } from './format';
import type { PinCardFooter_pin$key } from './__generated__/PinCardFooter_pin.graphql';

interface Props {
  readonly pin: PinCardFooter_pin$key;
}

/** Title (2 lines), price for product pins, and the pinner. Full footer rules come later. */
export default function PinCardFooter({ pin }: Props) {
  const data = useFragment(
    graphql`
      fragment PinCardFooter_pin on Pin {
        title
        type
        isOosProduct
        isStaleProduct
        richSummary {
          displayName
          products {
            offerSummary {
              price
              minPrice
              maxPrice
              standardPrice
            }
          }
        }
        storyPinData {
          pinTitle
        }
        pinner {
          fullName
          username
          imageSmallUrl
        }
      }
    `,
    pin,
  );

  const title = firstText(data.title, data.richSummary?.displayName, data.storyPinData?.pinTitle);
  const offerSummary = data.richSummary?.products.find((product) => product.offerSummary != null)?.offerSummary ?? null;
  const offer = offerSummary && {
    price: offerSummary.price,
    minPrice: offerSummary.minPrice,
    maxPrice: offerSummary.maxPrice,
    standardPrice: offerSummary.standardPrice,
  };
  const isProduct = data.type === 'product' || offer !== null;
  const price = isProduct ? getPriceDisplay(offer, { isOosProduct: data.isOosProduct, isStaleProduct: data.isStaleProduct }) : null;
  const pinnerName = firstText(data.pinner.fullName, data.pinner.username) ?? '';

  return (
    <Box paddingX={1} paddingY={2}>
      <Flex direction="column" gap={1}>
        {title ? (
          <Text size="200" weight="bold" lineClamp={2}>
            {title}
          </Text>
        ) : null}
        {price ? <Price price={price} /> : null}
        <Flex alignItems="center" gap={2}>
          <UserAvatar name={pinnerName} src={data.pinner.imageSmallUrl} size="xs" />
          <Text size="100" lineClamp={1}>
            {pinnerName}
          </Text>
        </Flex>
      </Flex>
    </Box>
  );
}

function Price({ price }: { readonly price: PriceDisplay }) {
  if (price.kind === 'stale') {
    return (
      <Text size="100" color="subtle">
        See price on site
      </Text>
    );
  }
  if (price.kind === 'soldOut') {
    return (
      <Text size="100" weight="bold" color="subtle">
        Sold out
      </Text>
    );
  }
  return (
    <Box data-test-id="pin-price">
      <Flex alignItems="baseline" gap={1} wrap>
        <Text size="200" weight="bold">
          {price.current}
        </Text>
        {price.original ? (
          <Text size="100" color="subtle">
            <s>{price.original}</s>
          </Text>
        ) : null}
        {price.soldOut ? (
          <Text size="100" weight="bold" color="subtle">
            Sold out
          </Text>
        ) : null}
      </Flex>
    </Box>
  );
}
