import { ButtonToggle, Flex } from 'gestalt';
import { Suspense, useEffect, useState } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import QuietBoundary from '../shell/QuietBoundary';
import type { BoardPinFilters_board$key, ColorFamily } from './__generated__/BoardPinFilters_board.graphql';
import type { BoardPinFiltersQuery } from './__generated__/BoardPinFiltersQuery.graphql';

/**
 * The board grid's filter: pins the viewer created and/or starred, pins of some colours, or pins
 * about some topics (one kind at a time, as Board.pins takes them).
 */
export interface PinFilterState {
  readonly created: boolean;
  readonly favorited: boolean;
  readonly colors: readonly ColorFamily[];
  readonly interestIds: readonly string[];
}

export const NO_PIN_FILTER: PinFilterState = Object.freeze({ created: false, favorited: false, colors: [], interestIds: [] });

export type BoardPinFilterArg = 'COLORS' | 'CREATED_BY_ME' | 'FAVORITED' | 'FAVORITED_AND_CREATED_BY_ME' | 'INTERESTS';

export interface PinFilterArgs {
  readonly filter: BoardPinFilterArg | null;
  readonly colors: readonly ColorFamily[] | null;
  readonly interestIds: readonly string[] | null;
}

/** Board.pins' arguments for the chips chosen. */
export function pinFilterArgs(state: PinFilterState): PinFilterArgs {
  if (state.colors.length > 0) return { filter: 'COLORS', colors: state.colors, interestIds: null };
  if (state.interestIds.length > 0) return { filter: 'INTERESTS', colors: null, interestIds: state.interestIds };
  const filter = state.created && state.favorited ? 'FAVORITED_AND_CREATED_BY_ME' : state.created ? 'CREATED_BY_ME' : state.favorited ? 'FAVORITED' : null;
  return { filter, colors: null, interestIds: null };
}

export const isFiltered = (state: PinFilterState): boolean => pinFilterArgs(state).filter !== null;

const toggled = <T,>(list: readonly T[], value: T): T[] => (list.includes(value) ? list.filter((item) => item !== value) : [...list, value]);

const colorName = (family: string): string => family.charAt(0) + family.slice(1).toLowerCase();

interface ChoiceProps {
  readonly value: PinFilterState;
  readonly onChange: (next: PinFilterState) => void;
}

/**
 * The chips, from Board.pinFilters: only chips that match a pin (and the ones chosen) are offered.
 * Choosing a chip of another kind replaces the kind chosen before.
 */
function Chips({ board, value, onChange }: ChoiceProps & { readonly board: BoardPinFilters_board$key }) {
  const data = useFragment(
    graphql`
      fragment BoardPinFilters_board on Board {
        pinFilters {
          createdByMe
          favorited
          colors {
            family
            count
          }
          interests {
            count
            interest {
              entityId
              name
            }
          }
        }
      }
    `,
    board,
  );
  const { createdByMe, favorited, colors, interests } = data.pinFilters;
  const mine = (next: Partial<Pick<PinFilterState, 'created' | 'favorited'>>) => onChange({ ...value, ...next, colors: [], interestIds: [] });
  const chips = [
    createdByMe > 0 || value.created ? (
      <ButtonToggle key="created" size="sm" text="Created by you" selected={value.created} onClick={() => mine({ created: !value.created })} />
    ) : null,
    favorited > 0 || value.favorited ? (
      <ButtonToggle key="favorited" size="sm" iconStart="star" text="Favorites" selected={value.favorited} onClick={() => mine({ favorited: !value.favorited })} />
    ) : null,
    ...colors
      .filter((color) => color.count > 0 || value.colors.includes(color.family))
      .map((color) => (
        <ButtonToggle
          key={`color-${color.family}`}
          size="sm"
          text={colorName(color.family)}
          accessibilityLabel={`${colorName(color.family)} Pins`}
          selected={value.colors.includes(color.family)}
          onClick={() => onChange({ ...NO_PIN_FILTER, colors: toggled(value.colors, color.family) })}
        />
      )),
    ...interests
      .filter((topic) => topic.count > 0 || value.interestIds.includes(topic.interest.entityId))
      .map((topic) => (
        <ButtonToggle
          key={`topic-${topic.interest.entityId}`}
          size="sm"
          text={topic.interest.name}
          selected={value.interestIds.includes(topic.interest.entityId)}
          onClick={() => onChange({ ...NO_PIN_FILTER, interestIds: toggled(value.interestIds, topic.interest.entityId) })}
        />
      )),
  ].filter((chip) => chip !== null);
  if (chips.length === 0) return null;
  return (
    <div data-test-id="board-pin-filters" role="group" aria-label="Filter Pins" style={{ overflowX: 'auto', whiteSpace: 'nowrap' }}>
      <Flex gap={2}>{chips}</Flex>
    </div>
  );
}

function LoadedChips({ boardId, ...choice }: ChoiceProps & { readonly boardId: string }) {
  const data = useLazyLoadQuery<BoardPinFiltersQuery>(
    graphql`
      query BoardPinFiltersQuery($id: ID!) {
        node(id: $id) {
          ...BoardPinFilters_board @alias(as: "board")
        }
      }
    `,
    { id: boardId },
    { fetchPolicy: 'store-or-network' },
  );
  return data.node?.board ? <Chips board={data.node.board} {...choice} /> : null;
}

/**
 * A row of filter chips over the board's grid. Counting what each chip matches reads every pin of
 * the board, so it is asked for on its own once the page is up, not with the board's first request;
 * if it fails, the row is left out.
 */
export default function BoardPinFilters(props: ChoiceProps & { readonly boardId: string }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <QuietBoundary>
      <Suspense fallback={null}>
        <LoadedChips {...props} />
      </Suspense>
    </QuietBoundary>
  );
}
