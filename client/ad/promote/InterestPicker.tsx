/**
 * Quick promote's chosen interests: the pin's own topics offered as one-tap suggestions, and any
 * interest by name as you type (the header typeahead's topics, Query.searchTypeahead). Chosen ones
 * show as removable tags. Stale answers are dropped: only the latest words count.
 */
import { Box, Button, Flex, Tag, Text } from 'gestalt';
import { useEffect, useId, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { TYPEAHEAD_DEBOUNCE_MS } from '../../search/HeaderSearch';
import { MAX_INTERESTS, type Interest } from './promoteRules';
import type { InterestPickerQuery } from './__generated__/InterestPickerQuery.graphql';

export const INTEREST_SEARCH_SIZE = 8;

const query = graphql`
  query InterestPickerQuery($query: String!, $first: Int!) {
    searchTypeahead(query: $query, first: $first) {
      topics {
        entityId
        name
      }
    }
  }
`;

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
  readonly chosen: readonly Interest[];
  readonly suggestions: readonly Interest[];
  readonly onChange: (interests: readonly Interest[]) => void;
  readonly errorMessage: string | null;
}

export default function InterestPicker({ chosen, suggestions, onChange, errorMessage }: Props) {
  const id = useId();
  const environment = useRelayEnvironment();
  const [text, setText] = useState('');
  const words = text.trim();
  const [results, setResults] = useState<{ readonly for: string; readonly topics: readonly Interest[]; readonly failed: boolean }>({ for: '', topics: [], failed: false });

  useEffect(() => {
    if (words === '') return undefined;
    let subscription: { unsubscribe(): void } | undefined;
    const timer = setTimeout(() => {
      subscription = fetchQuery<InterestPickerQuery>(environment, query, { query: words, first: INTEREST_SEARCH_SIZE }, { fetchPolicy: 'store-or-network' }).subscribe({
        next: (data) => setResults({ for: words, topics: data.searchTypeahead?.topics ?? [], failed: false }),
        error: () => setResults({ for: words, topics: [], failed: true }),
      });
    }, TYPEAHEAD_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      subscription?.unsubscribe();
    };
  }, [environment, words]);

  const chosenIds = new Set(chosen.map((interest) => interest.entityId));
  const full = chosen.length >= MAX_INTERESTS;
  const add = (interest: Interest) => {
    if (chosenIds.has(interest.entityId) || full) return;
    onChange([...chosen, interest]);
  };
  const remove = (entityId: string) => onChange(chosen.filter((interest) => interest.entityId !== entityId));
  const offered = suggestions.filter((interest) => !chosenIds.has(interest.entityId));
  const current = words !== '' && results.for === words;
  const found = current ? results.topics : [];
  let note: string | null = null;
  if (words !== '' && !current) note = 'Searching…';
  else if (current && results.failed) note = 'Search is not answering; try again';
  else if (current && found.length === 0) note = `No interest matches “${words}”.`;

  return (
    <Flex direction="column" gap={3}>
      <Text weight="bold" size="200">
        Interests
      </Text>
      {chosen.length > 0 ? (
        <Box role="list" aria-label="Chosen interests" display="flex" wrap data-test-id="chosen-interests">
          {chosen.map((interest) => (
            <Box role="listitem" key={interest.entityId} marginEnd={2} marginBottom={2}>
              <Tag text={interest.name} onRemove={() => remove(interest.entityId)} accessibilityRemoveIconLabel={`Remove ${interest.name}`} />
            </Box>
          ))}
        </Box>
      ) : null}
      {offered.length > 0 ? (
        <Flex gap={2} wrap alignItems="center">
          <Text size="200" color="subtle">
            From your Pin:
          </Text>
          {offered.map((interest) => (
            <Button key={interest.entityId} text={interest.name} size="sm" color="gray" iconEnd="add" accessibilityLabel={`Add ${interest.name}`} disabled={full} onClick={() => add(interest)} />
          ))}
        </Flex>
      ) : null}
      <input
        id={`${id}-interests`}
        type="text"
        role="combobox"
        aria-label="Search interests"
        aria-autocomplete="list"
        aria-expanded={found.length > 0}
        aria-controls={`${id}-interest-results`}
        aria-invalid={errorMessage ? true : undefined}
        placeholder="Search interests, like Home decor"
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
      <Box role="list" id={`${id}-interest-results`} aria-label="Matching interests" display="flex" wrap data-test-id="interest-results">
        {found.map((interest) => (
          <Box role="listitem" key={interest.entityId} marginEnd={2} marginBottom={2}>
            <Button
              text={interest.name}
              size="sm"
              color={chosenIds.has(interest.entityId) ? 'white' : 'gray'}
              iconEnd={chosenIds.has(interest.entityId) ? 'check' : 'add'}
              accessibilityLabel={chosenIds.has(interest.entityId) ? `${interest.name} (chosen)` : `Add ${interest.name}`}
              disabled={chosenIds.has(interest.entityId) || full}
              onClick={() => {
                add(interest);
                setText('');
              }}
            />
          </Box>
        ))}
      </Box>
      {errorMessage ? (
        <Box role="alert">
          <Text color="error" size="200">
            {errorMessage}
          </Text>
        </Box>
      ) : null}
    </Flex>
  );
}
