import { screen } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderWithRelay } from '../../testing/render';
import FooterPrice from './FooterPrice';
import type { FooterPriceTestQuery } from './__generated__/FooterPriceTestQuery.graphql';

const query = graphql`
  query FooterPriceTestQuery @relay_test_operation {
    pin(id: "test") {
      ...FooterPrice_pin
    }
  }
`;

function TestFooter() {
  const data = useLazyLoadQuery<FooterPriceTestQuery>(query, {});
  return data.pin ? (
    <div data-test-id="part">
      <FooterPrice pin={data.pin} />
    </div>
  ) : null;
}

interface Offer {
  price?: string | null;
  minPrice?: string | null;
  maxPrice?: string | null;
  standardPrice?: string | null;
}

async function renderFooter({
  offer,
  type = 'product',
  isOosProduct = false,
  isStaleProduct = false,
}: {
  offer: Offer | null;
  type?: string;
  isOosProduct?: boolean;
  isStaleProduct?: boolean;
}) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Pin: () => ({
        title: 'Linen shirt',
        type,
        isOosProduct,
        isStaleProduct,
        storyPinData: null,
        richSummary: {
          displayName: null,
          products: offer
            ? [{ offerSummary: { price: null, minPrice: null, maxPrice: null, standardPrice: null, ...offer } }]
            : [],
        },
      }),
      User: () => ({ fullName: 'Shop Owner', username: 'shop', imageSmallUrl: '' }),
    }),
  );
  renderWithRelay(<TestFooter />, environment);
  await screen.findByTestId('part');
}

const struckThrough = () => Array.from(document.querySelectorAll('s')).map((element) => element.textContent);

describe('FooterPrice', () => {
  it('shows no price on a pin without an offer', async () => {
    await renderFooter({ offer: null, type: 'image' });
    expect(screen.queryByTestId('pin-price')).toBeNull();
    expect(screen.queryByText('Sold out')).toBeNull();
    expect(screen.queryByText('See price on site')).toBeNull();
  });

  describe('price', () => {
    it('shows a single price', async () => {
      await renderFooter({ offer: { price: '$20.00' } });
      expect(screen.getByTestId('pin-price').textContent).toBe('$20.00');
    });

    it('shows a min–max range when both differ', async () => {
      await renderFooter({ offer: { price: '$10.00', minPrice: '$10.00', maxPrice: '$30.00' } });
      expect(screen.getByText('$10.00 – $30.00')).toBeTruthy();
    });

    it('shows a single price when min and max are equal', async () => {
      await renderFooter({ offer: { price: '$10.00', minPrice: '$10.00', maxPrice: '$10.00' } });
      expect(screen.getByTestId('pin-price').textContent).toBe('$10.00');
      expect(screen.queryByText(/–/)).toBeNull();
    });

    it('shows a single price when only a min is known', async () => {
      await renderFooter({ offer: { price: '$12.00', minPrice: '$12.00', maxPrice: null } });
      expect(screen.getByTestId('pin-price').textContent).toBe('$12.00');
    });
  });

  describe('original price', () => {
    it('is struck through when it differs from the current price', async () => {
      await renderFooter({ offer: { price: '$20.00', standardPrice: '$25.00' } });
      expect(screen.getByText('$20.00')).toBeTruthy();
      expect(struckThrough()).toEqual(['$25.00']);
    });

    it('is not shown when it equals the current price', async () => {
      await renderFooter({ offer: { price: '$20.00', standardPrice: '$20.00' } });
      expect(struckThrough()).toEqual([]);
      expect(screen.getAllByText('$20.00')).toHaveLength(1);
    });
  });

  describe('out of stock', () => {
    it("says 'Sold out' for an out-of-stock product", async () => {
      await renderFooter({ offer: { price: '$20.00' }, isOosProduct: true });
      expect(screen.getByText('Sold out')).toBeTruthy();
    });

    it("doesn't say 'Sold out' for a product in stock", async () => {
      await renderFooter({ offer: { price: '$20.00' }, isOosProduct: false });
      expect(screen.queryByText('Sold out')).toBeNull();
    });
  });

  describe('stale price', () => {
    it("says 'See price on site' instead of a stale price", async () => {
      await renderFooter({ offer: { price: '$20.00', standardPrice: '$25.00' }, isStaleProduct: true });
      expect(screen.getByText('See price on site')).toBeTruthy();
      expect(screen.queryByText('$20.00')).toBeNull();
      expect(struckThrough()).toEqual([]);
    });

    it('shows the price when it is not stale', async () => {
      await renderFooter({ offer: { price: '$20.00' }, isStaleProduct: false });
      expect(screen.queryByText('See price on site')).toBeNull();
      expect(screen.getByText('$20.00')).toBeTruthy();
    });
  });
});
