import { Box, Flex, Heading, Text } from 'gestalt';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../shell/useDocumentTitle';
import PriceFilter, { type PriceRange } from './PriceFilter';
import { usePriceNavigation } from './TopicPage';

interface Props {
  readonly landing: 'videos' | 'shopping';
  readonly price?: PriceRange;
  readonly children: ReactNode;
}

const COPY = {
  videos: { title: 'Videos', about: 'Watch ideas from every topic.' },
  shopping: { title: 'Shop ideas', about: 'Products from every topic, in stock first.' },
};

/** /videos/ and /shopping/: every topic's video pins or product pins (with the price filter). */
export default function LandingPage({ landing, price, children }: Props) {
  const copy = COPY[landing];
  useDocumentTitle(`${copy.title} | Corkboard`);
  const navigatePrice = usePriceNavigation();
  return (
    <Box paddingY={6} paddingX={2} data-test-id={`${landing}-landing`}>
      <Box paddingX={2}>
        <Flex direction="column" alignItems="center" gap={3}>
          <Heading accessibilityLevel={1} size="600" align="center">
            {copy.title}
          </Heading>
          <Text color="subtle" align="center">
            {copy.about}
          </Text>
          {landing === 'shopping' && price ? <PriceFilter value={price} onChange={navigatePrice} /> : null}
        </Flex>
      </Box>
      <Box paddingY={4}>{children}</Box>
    </Box>
  );
}
