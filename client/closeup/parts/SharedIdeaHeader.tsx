import { Box, Flex, Text } from 'gestalt';
import { Suspense, useSyncExternalStore } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import QuietBoundary from '../../shell/QuietBoundary';
import UserAvatar from '../../user/UserAvatar';
import { sharedIdeaText } from './rules';
import type { SharedIdeaHeaderQuery } from './__generated__/SharedIdeaHeaderQuery.graphql';

/**
 * The query parameter naming who shared the pin: a shared closeup link reads
 * /pin/{id}/?invite_code=…&sender={username}.
 */
export const SENDER_PARAM = 'sender';

const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
};

/** The sender's username from the address bar (?sender=…), or null. */
export function useSenderParam(): string | null {
  const search = useSyncExternalStore(subscribe, () => window.location.search, () => '');
  const sender = new URLSearchParams(search).get(SENDER_PARAM)?.trim();
  return sender ? sender : null;
}

function Header({ username }: { readonly username: string }) {
  const data = useLazyLoadQuery<SharedIdeaHeaderQuery>(
    graphql`
      query SharedIdeaHeaderQuery($username: String!) {
        user(username: $username) {
          firstName
          imageMediumUrl
        }
      }
    `,
    { username },
    { fetchPolicy: 'store-or-network' },
  );
  const text = sharedIdeaText(data.user?.firstName);
  if (!data.user || text === null) return null;
  return (
    <Box data-test-id="shared-idea-header" paddingY={2}>
      <Flex alignItems="center" gap={2}>
        <UserAvatar name={data.user.firstName} src={data.user.imageMediumUrl} size="sm" />
        <Text weight="bold">{text}</Text>
      </Flex>
    </Box>
  );
}

/**
 * Shared-idea header (pin-card §2, §5): '{first name} shared this idea with you' with the sender's
 * avatar, when the closeup was opened from a share. Hidden when the first name is empty, the sender
 * is unknown, or looking them up fails (it is an extra: it never breaks the closeup).
 */
export default function SharedIdeaHeader({ sender }: { readonly sender?: string | null }) {
  const fromUrl = useSenderParam();
  const username = sender === undefined ? fromUrl : sender;
  if (!username) return null;
  return (
    <QuietBoundary>
      <Suspense fallback={null}>
        <Header username={username} />
      </Suspense>
    </QuietBoundary>
  );
}
