import { Box, FixedZIndex, IconButtonLink } from 'gestalt';

const ABOVE_MEDIA = new FixedZIndex(1);

/**
 * The lens on a closeup's picture (issue 17): 'Search this image' opens visual search,
 * /pin/{id}/visual-search/. Its parent is the picture's frame (position relative).
 */
export default function VisualSearchButton({ pinId }: { readonly pinId: string }) {
  return (
    <Box position="absolute" bottom right margin={3} zIndex={ABOVE_MEDIA}>
      <IconButtonLink
        href={`/pin/${encodeURIComponent(pinId)}/visual-search/`}
        icon="search-by-image"
        accessibilityLabel="Search this image"
        tooltip={{ text: 'Search this image' }}
        bgColor="white"
        size="md"
        dataTestId="closeup-visual-search"
      />
    </Box>
  );
}
