import { Box, ButtonLink } from 'gestalt';
import { viewerKind } from '../account/gate';
import CreateMenu from './CreateMenu';
import { useShellViewer, useVerticalNav } from './navigation';

/** Home and Create; left to the vertical navigation where it shows (from medium widths up). */
export default function HeaderNav() {
  const viewer = useShellViewer();
  const vertical = useVerticalNav();
  const kind = viewer?.isAuthenticated && viewer.user ? viewerKind(viewer) : 'anonymous';
  return (
    <Box display="flex" mdDisplay={vertical ? 'none' : 'flex'} alignItems="center">
      <Box display="none" mdDisplay="block">
        <ButtonLink href="/" text="Home" color="transparent" size="lg" />
      </Box>
      <Box display="none" mdDisplay="block">
        <CreateMenu kind={kind} />
      </Box>
      <Box display="block" mdDisplay="none">
        <CreateMenu kind={kind} compact />
      </Box>
    </Box>
  );
}

