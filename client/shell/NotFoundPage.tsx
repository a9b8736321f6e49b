import { Box, ButtonLink, Flex, Heading, Text } from 'gestalt';
import { useEffect } from 'react';

/** The page of unknown routes and unknown pins (NotFound loads it when shown). */
export default function NotFound() {
  useEffect(() => {
    const previous = document.title;
    document.title = 'Page not found | Corkboard';
    return () => {
      document.title = previous;
    };
  }, []);

  return (
    <Box paddingY={12} paddingX={4} display="flex" justifyContent="center" data-test-id="not-found">
      <Box maxWidth={480}>
        <Flex direction="column" alignItems="center" gap={4}>
          <Heading accessibilityLevel={1} size="400" align="center">
            Sorry! We couldn&apos;t find that page
          </Heading>
          <Text align="center" color="subtle">
            The pin or page you&apos;re looking for may have been removed, or the link may be wrong.
          </Text>
          <ButtonLink href="/" text="Go to the home feed" color="red" />
        </Flex>
      </Box>
    </Box>
  );
}
