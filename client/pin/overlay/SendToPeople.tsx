/**
 * 'Send this pin' to people on Corkboard (issue 20; pin-card §2), the top of ShareButton's popover,
 * loaded when the popover first opens (its own chunk: the grid's first screen does not carry it).
 *
 * A member searches people by name or username as they type (Query.searchTypeahead, through the
 * inbox's shared conversation/PeoplePicker.tsx), picks up to MAX_RECIPIENTS of them (removable
 * chips), may add a message, and sends (Mutation.sendMessage with the pin). Sent: the popover
 * closes and a toast links to the conversation. Refused (errors as data) or unreachable: the reason
 * shows here and nothing chosen or typed is lost. A logged-out visitor gets a link to log in
 * instead; a limited-login viewer gets nothing here (they confirm their password elsewhere first).
 */
import { useRouter } from 'found';
import { Box, Button, Divider, Flex, Link, Text, TextArea } from 'gestalt';
import { useCallback, useId, useState } from 'react';
import { fetchQuery, graphql, useMutation, useRelayEnvironment } from 'react-relay';
import { LOGIN_MODAL_HEADERS } from '../../account/loginRedirect';
import PeoplePicker, { nameOf, type PeopleSearch } from '../../conversation/PeoplePicker';
import { useToast } from '../../shell/toast/ToastProvider';
import { useViewer } from '../../viewer/ViewerContext';
import type { SendToPeopleMutation } from './__generated__/SendToPeopleMutation.graphql';
import type { SendToPeopleSearchQuery, SendToPeopleSearchQuery$data } from './__generated__/SendToPeopleSearchQuery.graphql';

export { MAX_RECIPIENTS, RECIPIENTS_FULL, SEARCH_LABEL, SEND_SEARCH_SIZE } from '../../conversation/PeoplePicker';
/** server/v3/conversation/send.ts MESSAGE_TEXT_MAX, in characters. */
export const MESSAGE_TEXT_MAX = 2000;
export const MESSAGE_LABEL = 'Add a message';
export const SEND_FAILED = "Couldn't send. Try again.";
/** How long the 'Sent to …' toast stays up (it has a 'View' button to reach). */
export const SENT_TOAST_MS = 5000;

/* eslint-disable relay/unused-fields -- the people's names and pictures are read by ../../conversation/PeoplePicker.tsx */
const searchQuery = graphql`
  query SendToPeopleSearchQuery($query: String!, $first: Int!) {
    searchTypeahead(query: $query, first: $first) {
      users {
        id
        username
        fullName
        firstName
        imageMediumUrl
      }
    }
  }
`;
/* eslint-enable relay/unused-fields */

const sendMutation = graphql`
  mutation SendToPeopleMutation($userIds: [String!], $text: String, $pinId: String) {
    sendMessage(userIds: $userIds, text: $text, pinId: $pinId) {
      conversation {
        id
        entityId
      }
      message {
        id
      }
      errors {
        code
        field
        message
      }
    }
  }
`;

type Person = NonNullable<SendToPeopleSearchQuery$data['searchTypeahead']>['users'][number];

/** The toast's words: 'Sent to Dan' (first name, else the name shown) or 'Sent to 3 people'. */
export function sentText(people: readonly Person[]): string {
  if (people.length !== 1) return `Sent to ${people.length} people`;
  const [person] = people as [Person];
  return `Sent to ${person.firstName?.trim() || nameOf(person)}`;
}

interface Props {
  /** The pin's global id or entityId. */
  readonly pinId: string;
  /** Told after a send went through (the popover closes). */
  readonly onSent: () => void;
}

export default function SendToPeople({ pinId, onSent }: Props) {
  const viewer = useViewer();
  if (viewer.kind === 'anonymous') return <LogInToSend />;
  if (viewer.kind !== 'member') return null;
  return <PickAndSend pinId={pinId} onSent={onSent} viewerUsername={viewer.username} />;
}

/** platform §6: 'Log in to send this Pin', back here after logging in. */
function LogInToSend() {
  const { match } = useRouter();
  const here = `${match.location.pathname}${match.location.search}`;
  return (
    <Box data-test-id="send-login">
      <Text align="center" size="200">
        <Link href={`/login?next=${encodeURIComponent(here)}`} display="inline" underline="always">
          {LOGIN_MODAL_HEADERS.send}
        </Link>
      </Text>
    </Box>
  );
}

function PickAndSend({ pinId, onSent, viewerUsername }: Props & { readonly viewerUsername: string | null }) {
  const id = useId();
  const environment = useRelayEnvironment();
  const toast = useToast();
  const [chosen, setChosen] = useState<readonly Person[]>([]);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [commit, sending] = useMutation<SendToPeopleMutation>(sendMutation);
  const search = useCallback<PeopleSearch<Person>>(
    (words, first) =>
      fetchQuery<SendToPeopleSearchQuery>(environment, searchQuery, { query: words, first }, { fetchPolicy: 'store-or-network' }).map((data) => data.searchTypeahead?.users ?? []),
    [environment],
  );
  const choose = useCallback((update: (list: readonly Person[]) => readonly Person[]) => {
    setChosen(update);
    setError(null);
  }, []);

  const send = () => {
    if (chosen.length === 0 || sending) return;
    const recipients = chosen;
    setError(null);
    commit({
      variables: { userIds: recipients.map((person) => person.id), text: message.trim() === '' ? null : message.trim(), pinId },
      onCompleted: ({ sendMessage: answer }) => {
        if (answer.errors.length > 0 || !answer.conversation) {
          setError(answer.errors[0]?.message ?? SEND_FAILED);
          return;
        }
        toast.show({
          text: sentText(recipients),
          primaryAction: { label: 'View', href: `/conversation/${answer.conversation.entityId}`, dataTestId: 'sent-toast-view' },
          durationMs: SENT_TOAST_MS,
          dataTestId: 'sent-toast',
        });
        onSent();
      },
      onError: () => setError(SEND_FAILED),
    });
  };

  return (
    <Flex direction="column" gap={2} dataTestId="send-to-people">
      <PeoplePicker search={search} chosen={chosen} onChosen={choose} viewerUsername={viewerUsername} disabled={sending} />
      <TextArea
        id={`${id}-message`}
        label={MESSAGE_LABEL}
        labelDisplay="hidden"
        placeholder={MESSAGE_LABEL}
        rows={2}
        value={message}
        maxLength={{ characterCount: MESSAGE_TEXT_MAX, errorAccessibilityLabel: `A message can be at most ${MESSAGE_TEXT_MAX} characters long` }}
        onChange={({ value }) => setMessage(value)}
      />
      {error ? (
        <Box role="alert">
          <Text size="200" color="error">
            {error}
          </Text>
        </Box>
      ) : null}
      <Button
        text={sending ? 'Sending…' : 'Send'}
        color="red"
        fullWidth
        disabled={chosen.length === 0 || sending}
        onClick={send}
        dataTestId="send-button"
      />
      <Divider />
    </Flex>
  );
}
