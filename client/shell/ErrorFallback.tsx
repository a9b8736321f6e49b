import { Box, Button, Flex, Heading, Text } from 'gestalt';

interface Props {
  readonly onRetry: () => void;
}

/** What a route shows when its data or rendering failed. */
export default function ErrorFallback({ onRetry }: Props) {
  return (
    <Box paddingY={12} paddingX={4} display="flex" justifyContent="center" role="alert" data-test-id="route-error">
      <Box maxWidth={480}>
        <Flex direction="column" alignItems="center" gap={4}>
          <Heading accessibilityLevel={1} size="400" align="center">
            Something went wrong
          </Heading>
          <Text align="center" color="subtle">
            We couldn&apos;t load this page. Check your connection and try again.
          </Text>
          <Button text="Try again" color="red" onClick={() => onRetry()} />
        </Flex>
      </Box>
    </Box>
  );
}
