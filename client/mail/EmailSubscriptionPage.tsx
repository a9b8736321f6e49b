/**
 * /email/subscription (issue 20; platform §2): which mail the member gets, one switch per category.
 * Account mail (password resets, log-in links) shows as always on. A switch moves at once (an
 * optimistic response) and goes back, with a toast, when the server refuses or cannot be reached.
 * A visitor is asked to log in first.
 */
import { Box, Divider, Flex, Heading, Link, Spinner, Switch, Text } from 'gestalt';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { NETWORK_ERROR_MESSAGE } from '../relay/useOptimisticRecordMutation';
import { useDocumentTitle } from '../shell/useDocumentTitle';
import { useErrorToast } from '../shell/useErrorToast';
import type { EmailSubscriptionPageQuery } from './__generated__/EmailSubscriptionPageQuery.graphql';
import type { EmailSubscriptionPageSetMutation } from './__generated__/EmailSubscriptionPageSetMutation.graphql';

export const SUBSCRIPTION_PATH = '/email/subscription';

const setMutation = graphql`
  mutation EmailSubscriptionPageSetMutation($category: String!, $subscribed: Boolean!) {
    setEmailSubscription(category: $category, subscribed: $subscribed) {
      emailSubscriptions {
        id
        subscribed
      }
      errors {
        message
      }
    }
  }
`;

function Subscriptions() {
  const data = useLazyLoadQuery<EmailSubscriptionPageQuery>(
    graphql`
      query EmailSubscriptionPageQuery {
        viewer {
          isAuthenticated
          emailSubscriptions {
            id
            category
            label
            description
            optional
            subscribed
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const [commit] = useMutation<EmailSubscriptionPageSetMutation>(setMutation);
  const errorToast = useErrorToast('email-subscription-error');
  const list = data.viewer?.emailSubscriptions;
  if (!data.viewer?.isAuthenticated || !list) {
    return (
      <Text>
        <Link href={`/login?next=${encodeURIComponent(SUBSCRIPTION_PATH)}`} display="inline" underline="always">
          Log in
        </Link>{' '}
        to choose which e-mails you get. Each e-mail also has a link to stop its kind.
      </Text>
    );
  }
  const toggle = (id: string, category: string, subscribed: boolean) =>
    commit({
      variables: { category, subscribed },
      optimisticResponse: { setEmailSubscription: { emailSubscriptions: [{ id, subscribed }], errors: [] } },
      onCompleted: ({ setEmailSubscription: answer }) => {
        if (answer.errors[0] || !answer.emailSubscriptions) errorToast.show(answer.errors[0]?.message ?? NETWORK_ERROR_MESSAGE);
      },
      onError: () => errorToast.show(NETWORK_ERROR_MESSAGE),
    });
  return (
    <Box role="list" aria-label="E-mail categories">
      {list.map((item, index) => {
        const switchId = `email-${item.category}`;
        return (
          <div role="listitem" key={item.id} data-test-id="email-subscription" data-subscribed={item.subscribed ? 'true' : 'false'}>
            {index > 0 ? <Divider /> : null}
            <Box paddingY={4}>
              <Flex alignItems="center" gap={4}>
                <Flex.Item flex="grow" minWidth={0}>
                  <Flex direction="column" gap={1}>
                    <label htmlFor={switchId}>
                      <Text weight="bold">{item.label}</Text>
                    </label>
                    <Text size="200" color="subtle">
                      {item.description}
                    </Text>
                  </Flex>
                </Flex.Item>
                <Switch id={switchId} switched={item.subscribed} disabled={!item.optional} onChange={() => toggle(item.id, item.category, !item.subscribed)} />
              </Flex>
            </Box>
          </div>
        );
      })}
    </Box>
  );
}

export default function EmailSubscriptionPage() {
  useDocumentTitle('E-mail settings | Corkboard');
  return (
    <Box maxWidth={640} marginStart="auto" marginEnd="auto" paddingX={4} paddingY={8} data-test-id="email-subscription-page">
      <Flex direction="column" gap={4}>
        <Heading accessibilityLevel={1} size="400">
          E-mail settings
        </Heading>
        <Suspense fallback={<Spinner show accessibilityLabel="Loading your e-mail settings" />}>
          <Subscriptions />
        </Suspense>
      </Flex>
    </Box>
  );
}
