import { useRouter } from 'found';
import { Box, Flex, Link, Spinner, Text } from 'gestalt';
import { useEffect, useRef, useState } from 'react';
import { adoptViewerOnSuccess } from './accountMutation';
import { AuthCard, useDocumentTitle } from './LoginPage';
import { useLoginWithLinkMutation } from './useLoginWithLinkMutation';

/** /login/link/{token}: opens a limited-login session from the emailed link, then goes home. */
export default function LoginLinkPage() {
  const { match, router } = useRouter();
  const token = match.params.token ?? '';
  const [commit] = useLoginWithLinkMutation();
  const [error, setError] = useState<string | null>(null);
  const started = useRef<string | null>(null);
  useDocumentTitle('Log in | Corkboard');

  useEffect(() => {
    // Once per token (React may run effects twice in development).
    if (started.current === token) return;
    started.current = token;
    commit({
      variables: { token },
      updater: adoptViewerOnSuccess('loginWithLink'),
      onCompleted: (data) => {
        const [first] = data.loginWithLink.errors;
        if (first) setError(first.message);
        else router.replace('/');
      },
      onError: () => setError('Something went wrong. Please try again.'),
    });
  }, [commit, router, token]);

  return (
    <AuthCard title="Log in to Corkboard">
      {error ? (
        <Flex direction="column" gap={4}>
          <Box role="alert">
            <Text align="center">{error}</Text>
          </Box>
          <Text align="center">
            <Link href="/login" display="inline" underline="always">
              Go to log in
            </Link>
          </Text>
        </Flex>
      ) : (
        <Flex direction="column" gap={4} alignItems="center">
          <Spinner show accessibilityLabel="Logging you in" />
        </Flex>
      )}
    </AuthCard>
  );
}
