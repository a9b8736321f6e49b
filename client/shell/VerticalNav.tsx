import { Box, Flex, IconButtonLink } from 'gestalt';
import { viewerKind } from '../account/gate';
import CreateMenu from './CreateMenu';
import { HEADER_Z_INDEX as VERTICAL_NAV_Z_INDEX } from './layers';
import { useShellViewer, VERTICAL_NAV_WIDTH } from './navigation';

/**
 * platform §2, §9: the vertical navigation, 72 px wide down the left edge (AppShell shows it, from
 * medium widths up, to the viewers `verticalNavEnabled` names; phones keep the header's Home and Create).
 */
export default function VerticalNav() {
  const viewer = useShellViewer();
  if (!viewer) return null;
  return (
    <>
      {/* Fixed to the edge; AppShell's slot keeps its 72 px in the page's row. */}
      <Box position="fixed" top left height="100vh" width={VERTICAL_NAV_WIDTH} zIndex={VERTICAL_NAV_Z_INDEX}>
        <Box as="nav" aria-label="Main" height="100%" paddingY={4} color="default" dangerouslySetInlineStyle={{ __style: { borderInlineEnd: '1px solid var(--color-border-container)' } }}>
          <Flex direction="column" alignItems="center" gap={4}>
            <IconButtonLink href="/" icon="angled-pin" iconColor="red" accessibilityLabel="Corkboard home" size="lg" />
            <IconButtonLink href="/" icon="home" accessibilityLabel="Home" size="lg" />
            <CreateMenu kind={viewerKind(viewer)} compact />
            <IconButtonLink href="/settings" icon="cog" accessibilityLabel="Settings" size="lg" />
          </Flex>
        </Box>
      </Box>
    </>
  );
}
