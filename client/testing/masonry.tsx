import { useReducer, type ReactNode } from 'react';
import type { MasonryProps } from '../feed/Masonry';

/** What the list Masonry saw: the props of its latest render (null before any) and of every render. */
export interface MasonryRecorder {
  props: MasonryProps<never> | null;
  renders: MasonryProps<never>[];
  /** Re-renders the Masonry, as the grid does when it places a batch or the visitor scrolls. */
  rerender: () => void;
}

export const masonryRecorder = (): MasonryRecorder => ({ props: null, renders: [], rerender: () => {} });

/**
 * client/feed/Masonry with its grid replaced (for `vi.mock('./Masonry', …)` next to it): jsdom has
 * no layout, so the stand-in renders every item it is given as a list and records its props,
 * letting a test play the part of "the user scrolled near the end" by calling the loadItems it was
 * given. The grid itself is tested with heights given to its cards (client/feed/Masonry.test.tsx).
 */
export function withListMasonry<M extends object>(actual: M, recorder: MasonryRecorder): M {
  function ListMasonry(props: MasonryProps<never>): ReactNode {
    const [, force] = useReducer((n: number) => n + 1, 0);
    recorder.props = props;
    recorder.renders.push(props);
    recorder.rerender = force;
    return (
      <div role="list">
        {props.items.map((item, index) => (
          <div role="listitem" key={index}>
            {props.renderItem(item, index)}
          </div>
        ))}
      </div>
    );
  }
  return { ...actual, default: ListMasonry };
}
