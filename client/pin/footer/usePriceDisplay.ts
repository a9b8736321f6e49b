import { graphql, useFragment } from 'react-relay';
import { getPriceDisplay, type PriceDisplay } from './rules';
import type { usePriceDisplay_pin$key } from './__generated__/usePriceDisplay_pin.graphql';

/** The price a product pin shows (null on other pins); the footer also needs it for its line clamp. */
export function usePriceDisplay(pin: usePriceDisplay_pin$key): PriceDisplay | null {
  const data = useFragment(
    graphql`
      fragment usePriceDisplay_pin on Pin {
        type
        isOosProduct
        isStaleProduct
        richSummary {
          products {
            offerSummary {
              price
              minPrice
              maxPrice
              standardPrice
            }
          }
        }
      }
    `,
    pin,
  );
  const summary = data.richSummary?.products.find((product) => product.offerSummary != null)?.offerSummary ?? null;
  const offer = summary && { price: summary.price, minPrice: summary.minPrice, maxPrice: summary.maxPrice, standardPrice: summary.standardPrice };
  const isProduct = data.type === 'product' || offer !== null;
  return isProduct ? getPriceDisplay(offer, { isOosProduct: data.isOosProduct, isStaleProduct: data.isStaleProduct }) : null;
}
