/**
 * /email/unsubscribe?email=…&category=…&token=… (issue 20): where an e-mail's "stop these e-mails"
 * link leads. It asks before it unsubscribes (a link scanner that opens the page changes nothing),
 * needs no log-in (the token from the mail is the proof), and says what happened.
 */
import { Box, Button, Flex, Heading, Link, Text } from 'gestalt';
import { useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import { useRouter } from 'found';
import { NETWORK_ERROR_MESSAGE } from '../relay/useOptimisticRecordMutation';
import { useDocumentTitle } from '../shell/useDocumentTitle';
import { SUBSCRIPTION_PATH } from './EmailSubscriptionPage';
import type { EmailUnsubscribePageMutation } from './__generated__/EmailUnsubscribePageMutation.graphql';

/** What each optional category is called in a sentence. */
export const CATEGORY_NAMES: Readonly<Record<string, string>> = { invites: 'board invite', notifications: 'updates digest' };

const one = (value: unknown): string => (typeof value === 'string' ? value : '');

export default function EmailUnsubscribePage() {
  useDocumentTitle('Unsubscribe | Corkboard');
  const { match } = useRouter();
  const query = match.location.query as Record<string, unknown>;
  const email = one(query.email);
  const category = one(query.category);
  const token = one(query.token);
  const [commit, inFlight] = useMutation<EmailUnsubscribePageMutation>(graphql`
    mutation EmailUnsubscribePageMutation($email: String!, $category: String!, $token: String!) {
      unsubscribeEmail(email: $email, category: $category, token: $token) {
        ok
        errors {
          message
        }
      }
    }
  `);
  const [outcome, setOutcome] = useState<{ done: boolean; message: string } | null>(null);
  const name = CATEGORY_NAMES[category];
  const complete = email !== '' && token !== '' && name !== undefined;

  const unsubscribe = () => {
    if (inFlight) return;
    commit({
      variables: { email, category, token },
      onCompleted: ({ unsubscribeEmail: answer }) =>
        setOutcome(answer.ok ? { done: true, message: `Done. You won't get ${name} e-mails at ${email} anymore.` } : { done: false, message: answer.errors[0]?.message ?? NETWORK_ERROR_MESSAGE }),
      onError: () => setOutcome({ done: false, message: NETWORK_ERROR_MESSAGE }),
    });
  };

  return (
    <Box maxWidth={560} marginStart="auto" marginEnd="auto" paddingX={4} paddingY={8} data-test-id="email-unsubscribe-page">
      <Flex direction="column" gap={4}>
        <Heading accessibilityLevel={1} size="400">
          Unsubscribe
        </Heading>
        {!complete ? (
          <Text>This unsubscribe link is not complete. Open the link from the e-mail again, whole, or choose your e-mails in your settings.</Text>
        ) : outcome?.done ? (
          <Flex direction="column" gap={2}>
            <Box role="status">
              <Text>{outcome.message}</Text>
            </Box>
            <Text>
              <Link href={`/email/user_survey?${new URLSearchParams({ email, category, token }).toString()}`} display="inline" underline="always">
                Tell us why
              </Link>{' '}
              (optional).
            </Text>
          </Flex>
        ) : (
          <Flex direction="column" gap={3}>
            <Text>
              Stop {name} e-mails to <Text inline weight="bold">{email}</Text>?
            </Text>
            {outcome ? (
              <Box role="alert">
                <Text color="error">{outcome.message}</Text>
              </Box>
            ) : null}
            <Box>
              <Button text="Unsubscribe" color="red" disabled={inFlight} onClick={unsubscribe} />
            </Box>
          </Flex>
        )}
        <EmailSettingsNote />
      </Flex>
    </Box>
  );
}

/** The pages a mail's link opens end with the way to every category, for a member. */
export function EmailSettingsNote() {
  return (
    <Text size="200" color="subtle">
      Signed in? Choose each kind of e-mail in{' '}
      <Link href={SUBSCRIPTION_PATH} display="inline" underline="always">
        your e-mail settings
      </Link>
      .
    </Text>
  );
}
