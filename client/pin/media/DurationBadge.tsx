import { Badge, Box } from 'gestalt';

/** A duration (m:ss) over the top left corner of a pin's media: a video's, a story pin's. */
export default function DurationBadge({ text, testId }: { readonly text: string; readonly testId: string }) {
  return (
    <Box position="absolute" top left margin={2} data-test-id={testId}>
      <Badge type="darkWash" text={text} />
    </Box>
  );
}
