import { Box, Button, Flex, Text } from 'gestalt';

interface Props {
  /** What is missing, as in "Couldn't load {what}." */
  readonly what: string;
  readonly onRetry: () => void;
}

/**
 * One part of a page that the server could not answer (a failed v3 call nulls only the fields that
 * needed it): the rest of the page stays, and this offers to fetch the part again.
 */
export default function PartialRetry({ what, onRetry }: Props) {
  return (
    <Box padding={4} display="flex" justifyContent="center" role="alert" data-test-id="partial-error">
      <Flex direction="column" alignItems="center" gap={2}>
        <Text align="center" color="subtle">
          Couldn&apos;t load {what}.
        </Text>
        <Button text="Try again" size="sm" onClick={() => onRetry()} />
      </Flex>
    </Box>
  );
}
