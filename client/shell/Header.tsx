import { Box, FixedZIndex, Flex, Icon, Link, Sticky, Text } from 'gestalt';

/** Spec: header height 64. */
export const HEADER_HEIGHT = 64;
// Above the grid's cards, below Gestalt's modal layers (spec: modal z-index 1000).
const HEADER_Z_INDEX = new FixedZIndex(10);

export default function Header() {
  return (
    <Sticky top={0} zIndex={HEADER_Z_INDEX}>
      <Box as="header" height={HEADER_HEIGHT} color="default" paddingX={4} display="flex" alignItems="center">
        <Link href="/" rounding={2} underline="none" display="inlineBlock">
          <Flex alignItems="center" gap={2}>
            <Icon icon="angled-pin" accessibilityLabel="" color="brandPrimary" size={24} />
            <Text weight="bold" size="400">
              Corkboard
            </Text>
          </Flex>
        </Link>
      </Box>
    </Sticky>
  );
}
