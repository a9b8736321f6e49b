import { Box, Flex, Icon, Text } from 'gestalt';
import { graphql, useFragment } from 'react-relay';
import { STAR_SIZE, formatCookTime, ratingStars, DEFAULT_BEST_RATING } from './rules';
import type { Recipe_pin$key } from './__generated__/Recipe_pin.graphql';

const STAR_ICON = { full: 'star', half: 'star-half', empty: 'star-outline' } as const;

/** A recipe's rating (stars, review count) and cook time (pin-card §5, §9). Nothing for other pins. */
export default function Recipe({ pin }: { readonly pin: Recipe_pin$key }) {
  const data = useFragment(
    graphql`
      fragment Recipe_pin on Pin {
        richSummary {
          displayCookTime
          aggregateRating {
            ratingValue
            bestRating
            reviewCount
          }
        }
      }
    `,
    pin,
  );
  const summary = data.richSummary;
  const rating = summary?.aggregateRating;
  const hasRating = typeof rating?.ratingValue === 'number';
  const cookTime = typeof summary?.displayCookTime === 'number' && summary.displayCookTime > 0 ? summary.displayCookTime : null;
  if (!summary || (!hasRating && cookTime === null)) return null;

  const best = rating?.bestRating ?? DEFAULT_BEST_RATING;
  const value = Math.min(rating?.ratingValue ?? 0, best);
  return (
    <Box data-test-id="recipe-details">
      <Flex alignItems="center" gap={4} wrap>
        {hasRating ? (
          <Flex alignItems="center" gap={1}>
            <Box display="flex" aria-label={`Rated ${value} out of ${best}`} role="img" data-test-id="rating-stars">
              {ratingStars(rating?.ratingValue ?? 0, best).map((star, i) => (
                <Box key={i} data-star={star}>
                  <Icon icon={STAR_ICON[star]} size={STAR_SIZE} color="default" accessibilityLabel="" />
                </Box>
              ))}
            </Box>
            {typeof rating?.reviewCount === 'number' ? (
              <Text size="200" color="subtle">
                ({rating.reviewCount.toLocaleString('en-US')} {rating.reviewCount === 1 ? 'review' : 'reviews'})
              </Text>
            ) : null}
          </Flex>
        ) : null}
        {cookTime !== null ? (
          <Flex alignItems="center" gap={1}>
            <Icon icon="clock" size={STAR_SIZE} color="default" accessibilityLabel="Cook time" />
            <Text size="200">{formatCookTime(cookTime)}</Text>
          </Flex>
        ) : null}
      </Flex>
    </Box>
  );
}
