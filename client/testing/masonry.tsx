import { useReducer, type ComponentProps, type ReactNode } from 'react';

export type MasonryProps = ComponentProps<typeof import('gestalt').Masonry<never>>;

/** What the list Masonry saw: the props of its latest render (null before any) and of every render. */
export interface MasonryRecorder {
  props: MasonryProps | null;
  renders: MasonryProps[];
  /** Re-renders the Masonry, as Gestalt's does after each measurement. */
  rerender: () => void;
}

export const masonryRecorder = (): MasonryRecorder => ({ props: null, renders: [], rerender: () => {} });

/**
 * Gestalt with its Masonry replaced (for `vi.mock('gestalt', …)`): jsdom has no layout (and
 * vitest's `window` isn't a `Window` instance, so Masonry can't read the viewport height), so the
 * stand-in renders every item it is given as a list and records its props, letting a test play the
 * part of "the user scrolled near the end" by calling the loadItems it was given.
 */
export function withListMasonry<G extends object>(actual: G, recorder: MasonryRecorder): G {
  function ListMasonry(props: MasonryProps): ReactNode {
    const [, force] = useReducer((n: number) => n + 1, 0);
    recorder.props = props;
    recorder.renders.push(props);
    recorder.rerender = force;
    return (
      <div role="list">
        {props.items.map((item, itemIdx) => (
          <div role="listitem" key={itemIdx}>
            {props.renderItem({ data: item, itemIdx, isMeasuring: false })}
          </div>
        ))}
      </div>
    );
  }
  return { ...actual, Masonry: ListMasonry };
}
