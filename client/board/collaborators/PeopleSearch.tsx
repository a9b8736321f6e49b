/**
 * "Invite collaborators"' search (issue 15): one field, "Search by name or email". Words find people
 * by name or username as you type, through the header typeahead's field (Query.searchTypeahead,
 * schema/search/typeahead.ts), each with "Invite"; an e-mail address is offered as itself, with
 * "Invite" (someone without an account gets a sign-up link). Stale answers are dropped: only the
 * latest words count.
 */
import { Box, Button, Flex, Text } from 'gestalt';
import { useDeferredValue, useEffect, useId, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { TYPEAHEAD_DEBOUNCE_MS } from '../../search/HeaderSearch';
import UserAvatar from '../../user/UserAvatar';
import type { InviteOutcome } from './useInviteToBoard';
import type { PeopleSearchQuery, PeopleSearchQuery$data } from './__generated__/PeopleSearchQuery.graphql';

/** People listed for the words typed. */
export const PEOPLE_SEARCH_SIZE = 8;

/** Roughly an e-mail address: the server has the last word. */
export const looksLikeEmail = (text: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);

const query = graphql`
  query PeopleSearchQuery($query: String!, $first: Int!) {
    searchTypeahead(query: $query, first: $first) {
      users {
        username
        fullName
        imageMediumUrl
      }
    }
  }
`;

type Person = NonNullable<PeopleSearchQuery$data['searchTypeahead']>['users'][number];

/** Where each invite stands, by username or e-mail address. */
type InviteState = { readonly status: 'sending' } | { readonly status: 'sent' } | { readonly status: 'failed'; readonly message: string };

/** Someone to invite: a member (by username) or an e-mail address. */
interface Candidate {
  readonly key: string;
  readonly name: string;
  readonly note: string;
  readonly imageUrl: string | null;
  readonly who: { readonly username: string } | { readonly email: string };
}

const inputStyle = {
  width: '100%',
  boxSizing: 'border-box',
  padding: '12px 16px',
  borderRadius: 16,
  border: '2px solid var(--color-border-container, #cdcdcd)',
  font: 'inherit',
  fontSize: 16,
  color: 'inherit',
  background: 'transparent',
} as const;

interface Props {
  /** People not to offer (the owner, the viewer), by username, lower case. */
  readonly exclude: ReadonlySet<string>;
  readonly invite: (who: Candidate['who'], done: (outcome: InviteOutcome) => void) => void;
}

export default function PeopleSearch({ exclude, invite }: Props) {
  const id = useId();
  const environment = useRelayEnvironment();
  const [text, setText] = useState('');
  const words = useDeferredValue(text.trim());
  const email = looksLikeEmail(words);
  const [results, setResults] = useState<{ readonly for: string; readonly people: readonly Person[]; readonly failed: boolean }>({ for: '', people: [], failed: false });
  const [invites, setInvites] = useState<Readonly<Record<string, InviteState>>>({});

  useEffect(() => {
    if (words === '' || email) return undefined;
    let subscription: { unsubscribe(): void } | undefined;
    const timer = setTimeout(() => {
      subscription = fetchQuery<PeopleSearchQuery>(environment, query, { query: words, first: PEOPLE_SEARCH_SIZE }, { fetchPolicy: 'store-or-network' }).subscribe({
        next: (data) => setResults({ for: words, people: data.searchTypeahead?.users ?? [], failed: false }),
        error: () => setResults({ for: words, people: [], failed: true }),
      });
    }, TYPEAHEAD_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      subscription?.unsubscribe();
    };
  }, [environment, words, email]);

  const send = (candidate: Candidate) => {
    setInvites((state) => ({ ...state, [candidate.key]: { status: 'sending' } }));
    invite(candidate.who, (outcome) =>
      setInvites((state) => ({ ...state, [candidate.key]: outcome.ok ? { status: 'sent' } : { status: 'failed', message: outcome.message } })),
    );
  };

  const current = words !== '' && !email && results.for === words;
  let candidates: Candidate[] = [];
  if (email) candidates = [{ key: `email:${words.toLowerCase()}`, name: words, note: 'Invite by e-mail', imageUrl: null, who: { email: words } }];
  else if (current) {
    candidates = results.people
      .filter((person) => !exclude.has(person.username.toLowerCase()))
      .map((person) => ({ key: person.username, name: person.fullName || person.username, note: `@${person.username}`, imageUrl: person.imageMediumUrl, who: { username: person.username } }));
  }
  let note: string | null = null;
  if (words !== '' && !email && !current) note = 'Searching…';
  else if (current && results.failed) note = 'Search is not answering; try again';
  else if (current && candidates.length === 0) note = `No one matches “${words}”. Enter an e-mail address to invite someone by e-mail.`;

  return (
    <Flex direction="column" gap={2}>
      <input
        id={`${id}-people`}
        type="text"
        role="combobox"
        aria-label="Search by name or email"
        aria-autocomplete="list"
        aria-expanded={candidates.length > 0}
        aria-controls={`${id}-results`}
        placeholder="Search by name or email"
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
        style={inputStyle}
      />
      {note ? (
        <Text color="subtle" size="200">
          {note}
        </Text>
      ) : null}
      <Box role="list" id={`${id}-results`} aria-label="People" data-test-id="people-results">
        {candidates.map((candidate) => {
          const state = invites[candidate.key];
          return (
            <div role="listitem" key={candidate.key} data-test-id="people-result">
              <Box paddingY={2}>
                <Flex alignItems="center" gap={3}>
                  <UserAvatar name={candidate.name} src={candidate.imageUrl} size="md" />
                  <Flex.Item flex="grow" minWidth={0}>
                    <Text weight="bold" lineClamp={1}>
                      {candidate.name}
                    </Text>
                    <Text size="100" color={state?.status === 'failed' ? 'error' : 'subtle'} lineClamp={2}>
                      {state?.status === 'failed' ? state.message : candidate.note}
                    </Text>
                  </Flex.Item>
                  {state?.status === 'sent' ? (
                    <Button text="Invited" color="gray" size="sm" disabled accessibilityLabel={`Invited ${candidate.name}`} />
                  ) : (
                    <Button
                      text="Invite"
                      color="red"
                      size="sm"
                      accessibilityLabel={`Invite ${candidate.name}`}
                      disabled={state?.status === 'sending'}
                      onClick={() => send(candidate)}
                    />
                  )}
                </Flex>
              </Box>
            </div>
          );
        })}
      </Box>
    </Flex>
  );
}
