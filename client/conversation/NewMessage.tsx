/**
 * New message (issue 20; platform §2 inbox views), in two steps whose address the inbox keeps
 * (./inboxViews.ts): newMessageSelectRecipientsView picks 1 to MAX_RECIPIENTS people (the search of
 * 'Send this pin', ./PeoplePicker.tsx), then Next goes to newMessageView: the people chosen, a box
 * for the message (at most MESSAGE_TEXT_MAX characters, counted) and Send. Sent: the conversation
 * opens. Refused or unreachable: the reason shows and everything chosen and written stays.
 * Who is chosen and what is written outlive each step's page (./newMessageDraft.ts). Its own chunk,
 * loaded when New message first opens.
 */
import { Box, Button, Flex, Heading, Text, Tooltip } from 'gestalt';
import { useCallback, useEffect, useState } from 'react';
import { fetchQuery, graphql, useMutation, useRelayEnvironment } from 'react-relay';
import { useViewer } from '../viewer/ViewerContext';
import type { NewMessageView } from './inboxViews';
import MessageField from './MessageField';
import { forgetNewMessage, keepNewMessage, keptNewMessage, NEW_MESSAGE_TITLE } from './newMessageDraft';
import { canSendText } from './messageRules';
import PeoplePicker, { MAX_RECIPIENTS, nameOf, type PeopleSearch } from './PeoplePicker';
import type { NewMessageSearchQuery, NewMessageSearchQuery$data } from './__generated__/NewMessageSearchQuery.graphql';
import type { NewMessageSendMutation } from './__generated__/NewMessageSendMutation.graphql';

export const NEW_MESSAGE_SEND_FAILED = "Couldn't send. Try again.";

type Person = NonNullable<NewMessageSearchQuery$data['searchTypeahead']>['users'][number];


/* eslint-disable relay/unused-fields -- the people's names and pictures are read by ./PeoplePicker.tsx */
const searchQuery = graphql`
  query NewMessageSearchQuery($query: String!, $first: Int!) {
    searchTypeahead(query: $query, first: $first) {
      users {
        id
        username
        fullName
        imageMediumUrl
      }
    }
  }
`;
/* eslint-enable relay/unused-fields */

interface Props {
  readonly view: NewMessageView;
  /** To newMessageView. */
  readonly onNext: () => void;
  /** From newMessageView back to the people. */
  readonly onBack: () => void;
  /** Back to the list. */
  readonly onCancel: () => void;
  /** newMessageView without anyone chosen (the page was loaded there): to the people. */
  readonly onNoOneChosen: () => void;
  readonly onSent: (conversationEntityId: string) => void;
}

export default function NewMessage({ view, onNext, onBack, onCancel, onNoOneChosen, onSent }: Props) {
  const viewer = useViewer();
  const environment = useRelayEnvironment();
  // The people kept were found by this page's search: they are its Person.
  const [chosen, setChosen] = useState<readonly Person[]>(() => keptNewMessage().chosen as readonly Person[]);
  const [text, setText] = useState(() => keptNewMessage().text);
  useEffect(() => keepNewMessage({ chosen, text }), [chosen, text]);
  const [error, setError] = useState<string | null>(null);
  const [commit, sending] = useMutation<NewMessageSendMutation>(graphql`
    mutation NewMessageSendMutation($userIds: [String!]!, $text: String!) {
      sendMessage(userIds: $userIds, text: $text) {
        conversation {
          id
          entityId
        }
        errors {
          message
        }
      }
    }
  `);
  const search = useCallback<PeopleSearch<Person>>(
    (words, first) =>
      fetchQuery<NewMessageSearchQuery>(environment, searchQuery, { query: words, first }, { fetchPolicy: 'store-or-network' }).map((data) => data.searchTypeahead?.users ?? []),
    [environment],
  );
  const choose = useCallback((update: (list: readonly Person[]) => readonly Person[]) => {
    setChosen(update);
    setError(null);
  }, []);
  const writing = view === 'newMessageView' && chosen.length > 0;
  useEffect(() => {
    if (view === 'newMessageView' && chosen.length === 0) onNoOneChosen();
  }, [view, chosen.length, onNoOneChosen]);

  const send = () => {
    if (!writing || sending || !canSendText(text)) return;
    setError(null);
    commit({
      variables: { userIds: chosen.map((person) => person.id), text: text.trim() },
      onCompleted: ({ sendMessage: answer }) => {
        if (answer.errors.length > 0 || !answer.conversation) {
          setError(answer.errors[0]?.message ?? NEW_MESSAGE_SEND_FAILED);
          return;
        }
        forgetNewMessage();
        onSent(answer.conversation.entityId);
      },
      onError: () => setError(NEW_MESSAGE_SEND_FAILED),
    });
  };

  return (
    <Box data-test-id={writing ? 'new-message' : 'new-message-recipients'}>
      <Flex direction="column" gap={3}>
        <Heading size="400" accessibilityLevel={2}>
          {NEW_MESSAGE_TITLE}
        </Heading>
        {writing ? (
          <>
            <Flex gap={2} alignItems="baseline" wrap>
              <Text color="subtle">To</Text>
              <Box role="list" aria-label="Sending to" display="flex" wrap>
                {chosen.map((person, index) => (
                  <Box role="listitem" key={person.id} marginEnd={1}>
                    <Text weight="bold">{`${nameOf(person)}${index < chosen.length - 1 ? ',' : ''}`}</Text>
                  </Box>
                ))}
              </Box>
            </Flex>
            <MessageField id="new-message-text" label="Message" placeholder="Write a message" rows={4} value={text} onChange={setText} onSubmit={send} />
            {error ? (
              <Box role="alert">
                <Text size="200" color="error">
                  {error}
                </Text>
              </Box>
            ) : null}
            <Flex gap={2} justifyContent="end">
              {/* (Its Tooltip also keeps Gestalt's TapArea and Tooltip in one shared chunk: the first script lists each chunk.) */}
              <Tooltip text="Back to choosing people">
                <Button text="Back" disabled={sending} onClick={onBack} />
              </Tooltip>
              <Button text={sending ? 'Sending…' : 'Send'} color="red" disabled={sending || !canSendText(text)} onClick={send} dataTestId="new-message-send" />
            </Flex>
          </>
        ) : (
          <>
            <Text color="subtle">{`Choose up to ${MAX_RECIPIENTS} people to write to.`}</Text>
            <PeoplePicker search={search} chosen={chosen} onChosen={choose} viewerUsername={viewer.username} autoFocus />
            <Flex gap={2} justifyContent="end">
              <Button
                text="Cancel"
                onClick={() => {
                  forgetNewMessage();
                  onCancel();
                }}
              />
              <Button text="Next" color="red" disabled={chosen.length === 0} onClick={onNext} dataTestId="new-message-next" />
            </Flex>
          </>
        )}
      </Flex>
    </Box>
  );
}
