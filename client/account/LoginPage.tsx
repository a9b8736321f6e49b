import { useRouter } from 'found';
import { Box, Flex, Heading, Link, Text } from 'gestalt';
import { useEffect } from 'react';
import LoginForm from './LoginForm';
import LoginLinkRequest from './LoginLinkRequest';
import { safeNext } from './safeNext';

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

export function AuthCard({ title, children }: { readonly title: string; readonly children: React.ReactNode }) {
  return (
    <Box paddingY={8} paddingX={4} display="flex" justifyContent="center">
      <Box width="100%" maxWidth={400} rounding={8} borderStyle="shadow" color="default" padding={6}>
        <Flex direction="column" gap={6}>
          <Heading accessibilityLevel={1} size="400" align="center">
            {title}
          </Heading>
          {children}
        </Flex>
      </Box>
    </Box>
  );
}

/** /login?next=/some/path */
export default function LoginPage() {
  const { match, router } = useRouter();
  useDocumentTitle('Log in | Corkboard');
  const next = safeNext((match.location.query as Record<string, unknown>).next);
  return (
    <AuthCard title="Log in to Corkboard">
      <LoginForm onSuccess={() => router.push(next)} />
      <LoginLinkRequest />
      <Text align="center" size="200">
        Not on Corkboard yet?{' '}
        <Link href="/signup" display="inline" underline="always">
          Sign up
        </Link>
      </Text>
    </AuthCard>
  );
}
