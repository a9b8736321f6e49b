/**
 * Picking people to message (issue 20): a search by name or username as they type (debounced, the
 * latest words only: the approach of board/collaborators/PeopleSearch.tsx), up to MAX_RECIPIENTS
 * chosen as removable chips. Shared by 'Send this pin' (pin/overlay/SendToPeople.tsx) and the
 * inbox's New message (NewMessage.tsx); each brings its own search query (`search`) and keeps the
 * chosen people (so nothing chosen is lost when the picker's surroundings change).
 */
import { Box, Flex, TapArea, Tag, Text } from 'gestalt';
import { useDeferredValue, useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import type { Observable } from 'relay-runtime';
import { TYPEAHEAD_DEBOUNCE_MS } from '../search/HeaderSearch';
import UserAvatar from '../user/UserAvatar';

/** People listed for the words typed. */
export const SEND_SEARCH_SIZE = 6;
/** server/v3/conversation/send.ts MAX_RECIPIENTS. */
export const MAX_RECIPIENTS = 10;
export const SEARCH_LABEL = 'Search by name or username';
export const RECIPIENTS_FULL = `You can send to at most ${MAX_RECIPIENTS} people at once.`;

export interface PickablePerson {
  readonly id: string;
  readonly username: string;
  readonly fullName: string;
  readonly imageMediumUrl: string;
}

/** The people matching `words` (at most `first`), as the caller's query finds them. */
export type PeopleSearch<P> = (words: string, first: number) => Observable<readonly P[]>;

export const nameOf = (person: PickablePerson): string => person.fullName.trim() || person.username;

/** Gestalt's Tag grows to 300 px, wider than a popover on a phone: a long name is shortened on its chip. */
const CHIP_NAME_MAX = 22;
const chipText = (name: string): string => ([...name].length > CHIP_NAME_MAX ? `${[...name].slice(0, CHIP_NAME_MAX - 1).join('').trimEnd()}…` : name);

const inputStyle: CSSProperties = {
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
};

interface Props<P extends PickablePerson> {
  /** Stable across renders (module level or memoized): a new one searches again. */
  readonly search: PeopleSearch<P>;
  readonly chosen: readonly P[];
  /** Takes an update of the chosen list (React's state setter fits). */
  readonly onChosen: (update: (list: readonly P[]) => readonly P[]) => void;
  /** Never offered (the viewer). */
  readonly viewerUsername: string | null;
  /** While sending: the chips cannot be removed. */
  readonly disabled?: boolean;
  readonly autoFocus?: boolean;
}

interface Results<P> {
  readonly for: string;
  readonly people: readonly P[];
  readonly failed: boolean;
}

export default function PeoplePicker<P extends PickablePerson>({ search, chosen, onChosen, viewerUsername, disabled = false, autoFocus = false }: Props<P>) {
  const id = useId();
  const field = useRef<HTMLInputElement | null>(null);
  const [text, setText] = useState('');
  const words = useDeferredValue(text.trim());
  const [results, setResults] = useState<Results<P>>({ for: '', people: [], failed: false });

  useEffect(() => {
    if (words === '') return undefined;
    let subscription: { unsubscribe(): void } | undefined;
    const timer = setTimeout(() => {
      // One more than shown: the viewer may be among them.
      subscription = search(words, SEND_SEARCH_SIZE + 1).subscribe({
        next: (people) => setResults({ for: words, people, failed: false }),
        error: () => setResults({ for: words, people: [], failed: true }),
      });
    }, TYPEAHEAD_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      subscription?.unsubscribe();
    };
  }, [search, words]);

  const full = chosen.length >= MAX_RECIPIENTS;
  const current = words !== '' && results.for === words;
  const me = viewerUsername?.toLowerCase();
  const isChosen = (person: P) => chosen.some((other) => other.id === person.id);
  const people = current ? results.people.filter((person) => person.username.toLowerCase() !== me && !isChosen(person)).slice(0, SEND_SEARCH_SIZE) : [];
  let note: string | null = null;
  if (words !== '' && !current) note = 'Searching…';
  else if (current && results.failed) note = 'Search is not answering; try again';
  // Everyone it found is already chosen: nothing to say (they are the chips above).
  else if (current && people.length === 0 && !results.people.some(isChosen)) note = `No one matches “${words}”`;

  const add = (person: P) => {
    onChosen((list) => (list.length >= MAX_RECIPIENTS || list.some((other) => other.id === person.id) ? list : [...list, person]));
    // The row clicked leaves the list: keep the keyboard in the search.
    field.current?.focus();
  };
  const remove = (person: P) => onChosen((list) => list.filter((other) => other.id !== person.id));

  return (
    <Flex direction="column" gap={2}>
      {chosen.length > 0 ? (
        <Box role="list" aria-label="Sending to" display="flex" wrap>
          {chosen.map((person) => (
            <Box role="listitem" key={person.id} marginEnd={1} marginBottom={1} maxWidth="100%">
              <Tag text={chipText(nameOf(person))} size="sm" accessibilityRemoveIconLabel={`Remove ${nameOf(person)}`} disabled={disabled} onRemove={() => remove(person)} />
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
        // Only where picking people is the page's one task (New message).
        autoFocus={autoFocus}
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
    </Flex>
  );
}
