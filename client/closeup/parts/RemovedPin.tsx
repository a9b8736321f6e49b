import { Box, Flex, Text } from 'gestalt';

/**
 * A deleted story pin, or a removed idea pin (pin-card §2, §4), where a grid still holds it:
 * 'Unavailable' with 'Removed by the creator', and nothing else of the pin. (Its closeup is the
 * Not Found page.)
 */
export default function RemovedPin() {
  return (
    <Box color="secondary" rounding={4} padding={4} minHeight={160} display="flex" alignItems="center" justifyContent="center" data-test-id="removed-pin">
      <Flex direction="column" alignItems="center" gap={1}>
        <Text weight="bold" align="center" size="300">
          Unavailable
        </Text>
        <Text size="100" align="center">
          Removed by the creator
        </Text>
      </Flex>
    </Box>
  );
}
