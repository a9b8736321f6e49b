import { Box, Flex, Text } from 'gestalt';

interface Props {
  /** The grid card's placeholder is smaller than the closeup's. */
  readonly size?: 'card' | 'closeup';
}

/**
 * A deleted story pin, or a removed idea pin (pin-card §2, §4): 'Unavailable' with 'Removed by the
 * creator', and nothing else of the pin. Used by the grid card and the closeup.
 */
export default function RemovedPin({ size = 'card' }: Props) {
  return (
    <Box
      color="secondary"
      rounding={4}
      padding={4}
      minHeight={size === 'card' ? 160 : 320}
      display="flex"
      alignItems="center"
      justifyContent="center"
      data-test-id="removed-pin"
    >
      <Flex direction="column" alignItems="center" gap={1}>
        <Text weight="bold" align="center" size={size === 'card' ? '300' : '400'}>
          Unavailable
        </Text>
        <Text size={size === 'card' ? '100' : '200'} align="center">
          Removed by the creator
        </Text>
      </Flex>
    </Box>
  );
}
