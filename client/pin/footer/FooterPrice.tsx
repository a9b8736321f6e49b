import { Box, Flex, Text } from 'gestalt';
import { graphql, useFragment } from 'react-relay';
import { FOOTER_PRICE_HEIGHT, priceLineClamp, type PriceDisplay } from './rules';
import { usePriceDisplay } from './usePriceDisplay';
import type { FooterPrice_pin$key } from './__generated__/FooterPrice_pin.graphql';

interface Props {
  readonly pin: FooterPrice_pin$key;
}

/** Price of a product pin: range or single price, struck original, 'Sold out', 'See price on site' (pin-card §4). */
export default function FooterPrice({ pin }: Props) {
  const data = useFragment(
    graphql`
      fragment FooterPrice_pin on Pin {
        ...usePriceDisplay_pin
      }
    `,
    pin,
  );
  const price = usePriceDisplay(data);
  return price ? <Price price={price} /> : null;
}

function Price({ price }: { readonly price: PriceDisplay }) {
  if (price.kind === 'stale') {
    return (
      <Box minHeight={FOOTER_PRICE_HEIGHT}>
        <Text size="100" color="subtle">
          See price on site
        </Text>
      </Box>
    );
  }
  if (price.kind === 'soldOut') {
    return (
      <Box minHeight={FOOTER_PRICE_HEIGHT}>
        <Text size="100" weight="bold" color="subtle">
          Sold out
        </Text>
      </Box>
    );
  }
  return (
    <Flex alignItems="baseline" gap={1} wrap>
      <Box data-test-id="pin-price" minHeight={FOOTER_PRICE_HEIGHT} data-line-clamp={priceLineClamp(price)}>
        <Text size="200" weight="bold" lineClamp={priceLineClamp(price)}>
          {price.current}
          {price.original ? (
            <>
              {' '}
              <Text inline size="100" color="subtle" weight="normal">
                <s>{price.original}</s>
              </Text>
            </>
          ) : null}
        </Text>
      </Box>
      {price.soldOut ? (
        <Text size="100" weight="bold" color="subtle">
          Sold out
        </Text>
      ) : null}
    </Flex>
  );
}
