/**
 * 'Send this pin' to people on Corkboard (issue 20; pin-card §2), the top of ShareButton's popover,
 * loaded when the popover first opens (its own chunk: the grid's first screen does not carry it).
 *
 * A member searches people by name or username as they type (Query.searchTypeahead, debounced, the
 * latest words only: the approach of board/collaborators/PeopleSearch.tsx), picks up to
 * MAX_RECIPIENTS of them (removable chips), may add a message, and sends (Mutation.sendMessage with
 * the pin). Sent: the popover closes and a toast links to the conversation. Refused (errors as data)
 * or unreachable: the reason shows here and nothing chosen or typed is lost. A logged-out visitor
 * gets a link to log in instead; a limited-login viewer gets nothing here (they confirm their
 * password elsewhere first).
 */
import { useRouter } from 'found';
import { Box, Button, Divider, Flex, Link, TapArea, Tag, Text, TextArea } from 'gestalt';
import { useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import { fetchQuery, graphql, useMutation, useRelayEnvironment } from 'react-relay';
import { LOGIN_MODAL_HEADERS } from '../../account/loginRedirect';
import { TYPEAHEAD_DEBOUNCE_MS } from '../../search/HeaderSearch';
import { useToast } from '../../shell/toast/ToastProvider';
import UserAvatar from '../../user/UserAvatar';
import { useViewer } from '../../viewer/ViewerContext';
import type { SendToPeopleMutation } from './__generated__/SendToPeopleMutation.graphql';
import type { SendToPeopleSearchQuery, SendToPeopleSearchQuery$data } from './__generated__/SendToPeopleSearchQuery.graphql';

/** People listed for the words typed. */
export const SEND_SEARCH_SIZE = 6;
/** server/v3/conversation/send.ts MAX_RECIPIENTS. */
export const MAX_RECIPIENTS = 10;
/** server/v3/conversation/send.ts MESSAGE_TEXT_MAX, in characters. */
export const MESSAGE_TEXT_MAX = 2000;
export const SEARCH_LABEL = 'Search by name or username';
export const MESSAGE_LABEL = 'Add a message';
export const RECIPIENTS_FULL = `You can send to at most ${MAX_RECIPIENTS} people at once.`;
export const SEND_FAILED = "Couldn't send. Try again.";
/** How long the 'Sent to …' toast stays up (it has a 'View' button to reach). */
export const SENT_TOAST_MS = 5000;

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

const nameOf = (person: Person): string => person.fullName.trim() || person.username;

/** Gestalt's Tag grows to 300 px, wider than the popover on a phone: a long name is shortened on its chip. */
const CHIP_NAME_MAX = 22;
const chipText = (name: string): string => ([...name].length > CHIP_NAME_MAX ? `${[...name].slice(0, CHIP_NAME_MAX - 1).join('').trimEnd()}…` : name);

/** The toast's words: 'Sent to Dan' (first name, else the name shown) or 'Sent to 3 people'. */
export function sentText(people: readonly Person[]): string {
  if (people.length !== 1) return `Sent to ${people.length} people`;
  const [person] = people as [Person];
  return `Sent to ${person.firstName?.trim() || nameOf(person)}`;
}

const inputStyle = {
  width: '100%',
  boxSizing: 'border-box',
  padding: '10px 14px',
  borderRadius: 16,
  border: '2px solid var(--color-border-container, #cdcdcd)',
  font: 'inherit',
  // 16 px: iOS zooms into smaller fields.
  fontSize: 16,
  color: 'var(--color-text-default, #111111)',
  background: 'var(--color-background-default, #ffffff)',
} as const;

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
  return <PeoplePicker pinId={pinId} onSent={onSent} viewerUsername={viewer.username} />;
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

interface Results {
  readonly for: string;
  readonly people: readonly Person[];
  readonly failed: boolean;
}

function PeoplePicker({ pinId, onSent, viewerUsername }: Props & { readonly viewerUsername: string | null }) {
  const id = useId();
  const environment = useRelayEnvironment();
  const toast = useToast();
  const field = useRef<HTMLInputElement | null>(null);
  const [text, setText] = useState('');
  const words = useDeferredValue(text.trim());
  const [results, setResults] = useState<Results>({ for: '', people: [], failed: false });
  const [chosen, setChosen] = useState<readonly Person[]>([]);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [commit, sending] = useMutation<SendToPeopleMutation>(sendMutation);

  useEffect(() => {
    if (words === '') return undefined;
    let subscription: { unsubscribe(): void } | undefined;
    const timer = setTimeout(() => {
      // One more than shown: the viewer may be among them.
      subscription = fetchQuery<SendToPeopleSearchQuery>(environment, searchQuery, { query: words, first: SEND_SEARCH_SIZE + 1 }, { fetchPolicy: 'store-or-network' }).subscribe({
        next: (data) => setResults({ for: words, people: data.searchTypeahead?.users ?? [], failed: false }),
        error: () => setResults({ for: words, people: [], failed: true }),
      });
    }, TYPEAHEAD_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      subscription?.unsubscribe();
    };
  }, [environment, words]);

  const full = chosen.length >= MAX_RECIPIENTS;
  const current = words !== '' && results.for === words;
  const me = viewerUsername?.toLowerCase();
  const people = current
    ? results.people.filter((person) => person.username.toLowerCase() !== me && !chosen.some((other) => other.id === person.id)).slice(0, SEND_SEARCH_SIZE)
    : [];
  let note: string | null = null;
  if (words !== '' && !current) note = 'Searching…';
  else if (current && results.failed) note = 'Search is not answering; try again';
  // Everyone it found is already chosen: nothing to say (they are the chips above).
  else if (current && people.length === 0 && !results.people.some((person) => chosen.some((other) => other.id === person.id))) note = `No one matches “${words}”`;

  const add = (person: Person) => {
    setChosen((list) => (list.length >= MAX_RECIPIENTS || list.some((other) => other.id === person.id) ? list : [...list, person]));
    setError(null);
    // The row clicked leaves the list: keep the keyboard in the search.
    field.current?.focus();
  };
  const remove = (person: Person) => {
    setChosen((list) => list.filter((other) => other.id !== person.id));
    setError(null);
  };

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
      {chosen.length > 0 ? (
        <Box role="list" aria-label="Sending to" display="flex" wrap>
          {chosen.map((person) => (
            <Box role="listitem" key={person.id} marginEnd={1} marginBottom={1} maxWidth="100%">
              <Tag text={chipText(nameOf(person))} size="sm" accessibilityRemoveIconLabel={`Remove ${nameOf(person)}`} disabled={sending} onRemove={() => remove(person)} />
            </Box>
          ))}
        </Box>
      ) : null}
      <input
        ref={field}
        id={`${id}-search`}
        type="text"
        aria-label={SEARCH_LABEL}
        aria-controls={`${id}-results`}
        placeholder={SEARCH_LABEL}
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && people[0] && !full) {
            event.preventDefault();
            add(people[0]);
          }
        }}
        style={inputStyle}
      />
      {full ? (
        <Box role="status">
          <Text size="200" color="subtle">
            {RECIPIENTS_FULL}
          </Text>
        </Box>
      ) : null}
      {note ? (
        <Text color="subtle" size="200">
          {note}
        </Text>
      ) : null}
      <Box role="list" id={`${id}-results`} aria-label="People" data-test-id="send-results">
        {people.map((person) => (
          <div role="listitem" key={person.id} data-test-id="send-result">
            <TapArea accessibilityLabel={`Add ${nameOf(person)}`} disabled={full} rounding={2} fullWidth onTap={() => add(person)}>
              <Box paddingY={1}>
                <Flex alignItems="center" gap={2}>
                  <UserAvatar name={nameOf(person)} src={person.imageMediumUrl} size="sm" />
                  <Flex.Item flex="grow" minWidth={0}>
                    <Text weight="bold" size="200" lineClamp={1}>
                      {nameOf(person)}
                    </Text>
                    <Text size="100" color="subtle" lineClamp={1}>
                      @{person.username}
                    </Text>
                  </Flex.Item>
                </Flex>
              </Box>
            </TapArea>
          </div>
        ))}
      </Box>
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
