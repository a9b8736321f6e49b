import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { gridLayout } from './gridLayout';
import { gridStores } from './gridStores';
import PinGrid from './PinGrid';

interface Item {
  readonly __id: string;
}

const masonry = await vi.hoisted(async () => (await import('../testing/masonry')).masonryRecorder());
vi.mock('gestalt', async (importOriginal) => (await import('../testing/masonry')).withListMasonry(await importOriginal<typeof import('gestalt')>(), masonry));

const cardRenders = new Map<string, number>();
function Card({ pin }: { pin: Item; priority?: boolean }) {
  cardRenders.set(pin.__id, (cardRenders.get(pin.__id) ?? 0) + 1);
  return <div data-test-id="card">{pin.__id}</div>;
}

const page = (prefix: string, count = 25): Item[] => Array.from({ length: count }, (_, i) => ({ __id: `${prefix}${i}` }));
// A DOM without layout counts as wide (see gridLayout): the grid's columns at jsdom's window width.
const columns = () => gridLayout(window.innerWidth).columns;

function renderGrid(gridKey: string, items: Item[]) {
  masonry.renders = [];
  cardRenders.clear();
  const loadNext = vi.fn();
  render(<PinGrid gridKey={gridKey} items={items} Card={Card} hasNext isLoadingNext={false} loadNext={loadNext} emptyText="Nothing" />);
  return { loadNext };
}

describe('PinGrid', () => {
  it('lays out the first three rows of cards at once and the rest of the page right after, without a scroll', () => {
    const items = page('a');
    renderGrid('first-pass', items);
    const first = masonry.renders.find((props) => props.items.length > 0)!;
    expect(first.items).toHaveLength(columns() * 3);
    expect(first.items).toEqual(items.slice(0, columns() * 3));
    expect(masonry.renders.at(-1)!.items).toBe(items);
    expect(screen.getAllByTestId('card')).toHaveLength(25);
  });

  it('asks for the next page only once every card of this one is laid out', () => {
    renderGrid('next-page', page('b'));
    const partial = masonry.renders.filter((props) => props.items.length < 25);
    expect(partial.length).toBeGreaterThan(0);
    expect(partial.every((props) => props.loadItems === undefined)).toBe(true);
    expect(masonry.renders.at(-1)!.loadItems).toBeTypeOf('function');
  });

  it('lays out every card it measured before at once when the grid comes back (Back)', () => {
    const items = page('c');
    const stores = gridStores('coming-back', gridLayout(window.innerWidth).columnWidth);
    for (const item of items) stores.measurements.set(item, 300);
    renderGrid('coming-back', items);
    const first = masonry.renders.find((props) => props.items.length > 0)!;
    expect(first.items).toBe(items);
  });

  it('does not render the cards again when Masonry re-renders while it measures', () => {
    renderGrid('memo', page('d'));
    const before = new Map(cardRenders);
    act(() => masonry.rerender());
    act(() => masonry.rerender());
    expect(cardRenders).toEqual(before);
    expect(Math.max(...cardRenders.values())).toBe(1);
  });
});
