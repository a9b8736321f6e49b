import { screen } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderWithRelay } from '../../testing/render';
import Recipe from './Recipe';
import type { RecipeTestQuery } from './__generated__/RecipeTestQuery.graphql';

const query = graphql`
  query RecipeTestQuery @relay_test_operation {
    pin(id: "test") {
      ...Recipe_pin
    }
  }
`;

function Test() {
  const data = useLazyLoadQuery<RecipeTestQuery>(query, {});
  return data.pin ? (
    <>
      <span>loaded</span>
      <Recipe pin={data.pin} />
    </>
  ) : null;
}

function setup(summary: Record<string, unknown> | null) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Pin: () => ({ richSummary: summary }),
      RichSummary: () => summary ?? {},
      AggregateRating: () => (summary?.aggregateRating as Record<string, unknown> | undefined) ?? {},
    }),
  );
  return renderWithRelay(<Test />, environment);
}

const stars = () => screen.getAllByTestId('rating-stars')[0]?.querySelectorAll('[data-star]') ?? [];
const kinds = () => Array.from(stars()).map((star) => star.getAttribute('data-star'));

describe('Recipe', () => {
  it('shows 5 stars of size 15 with a 0.75 fraction as a full star, and the review count', async () => {
    setup({ displayCookTime: null, aggregateRating: { ratingValue: 3.75, bestRating: 5, reviewCount: 1234 } });
    expect(await screen.findByRole('img', { name: 'Rated 3.75 out of 5' })).toBeTruthy();
    expect(kinds()).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(stars()[0]?.querySelector('svg')?.getAttribute('height')).toBe('15');
    expect(screen.getByText('(1,234 reviews)')).toBeTruthy();
  });

  it('a 0.74 fraction is a half star', async () => {
    setup({ displayCookTime: null, aggregateRating: { ratingValue: 3.74, bestRating: 5, reviewCount: 1 } });
    await screen.findByTestId('rating-stars');
    expect(kinds()).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(screen.getByText('(1 review)')).toBeTruthy();
  });

  it('caps a rating above the maximum', async () => {
    setup({ displayCookTime: null, aggregateRating: { ratingValue: 6, bestRating: 5, reviewCount: null } });
    expect(await screen.findByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
    expect(kinds()).toEqual(['full', 'full', 'full', 'full', 'full']);
  });

  it('shows the cook time with the rounding rule', async () => {
    setup({ displayCookTime: 76, aggregateRating: null });
    expect(await screen.findByText('1h 30m')).toBeTruthy();
    expect(screen.queryByTestId('rating-stars')).toBeNull();
  });

  it('shows nothing without a rating or cook time', async () => {
    setup({ displayCookTime: null, aggregateRating: null });
    await screen.findByText('loaded');
    expect(screen.queryByTestId('recipe-details')).toBeNull();
  });
});
