/**
 * followInviteEducationView (platform §2): the Messages tab of someone with no conversation yet says
 * what messages are for and how to begin one, instead of a bare "No messages".
 */
import { Box, Button, Flex, Heading, Link, Text } from 'gestalt';
import { searchPath } from '../search/searchPaths';

export const EDUCATION_TITLE = 'Share ideas with people you follow';

export default function InboxEducation({ onNewMessage }: { readonly onNewMessage: () => void }) {
  return (
    <Box padding={4} rounding={4} color="secondary" data-test-id="inbox-education">
      <Flex direction="column" gap={3} alignItems="center">
        <Heading size="300" accessibilityLevel={2} align="center">
          {EDUCATION_TITLE}
        </Heading>
        <Text align="center" color="subtle">
          Send a Pin or a message to someone: from a Pin's Share button, or start a conversation here.
        </Text>
        <Button text="New message" color="red" onClick={onNewMessage} />
        <Link href={searchPath('users', '')} underline="always">
          <Text size="200">Find people to follow</Text>
        </Link>
      </Flex>
    </Box>
  );
}
