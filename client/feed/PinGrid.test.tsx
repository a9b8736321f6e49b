import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { gridLayout } from './gridLayout';
import { gridStores } from './gridStores';
import { LEAD_CARDS } from './Masonry';
import PinGrid, { BATCH_ROWS } from './PinGrid';

interface Item {
  readonly __id: string;
}

const masonry = await vi.hoisted(async () => (await import('../testing/masonry')).masonryRecorder());
vi.mock('./Masonry', async (importOriginal) => (await import('../testing/masonry')).withListMasonry(await importOriginal<typeof import('./Masonry')>(), masonry));

const cardRenders = new Map<string, number>();
function Card({ pin, priority }: { pin: Item; priority?: boolean | 'eager' }) {
  cardRenders.set(pin.__id, (cardRenders.get(pin.__id) ?? 0) + 1);
  return (
    <div data-test-id="card" data-priority={priority === true ? 'high' : priority || undefined}>
      {pin.__id}
    </div>
  );
}

const page = (prefix: string, count = 25): Item[] => Array.from({ length: count }, (_, i) => ({ __id: `${prefix}${i}` }));

function renderGrid(gridKey: string, items: Item[], { hasNext = true } = {}) {
  masonry.renders = [];
  cardRenders.clear();
  const loadNext = vi.fn();
  render(<PinGrid gridKey={gridKey} items={items} Card={Card} hasNext={hasNext} isLoadingNext={false} loadNext={loadNext} emptyText="Nothing" />);
  return { loadNext };
}

describe('PinGrid', () => {
  it('gives the grid every pin, its columns at the measured width, and rows to lay out at once', () => {
    const items = page('a');
    renderGrid('all', items);
    expect(masonry.props).toMatchObject({ items, grid: gridLayout(window.innerWidth), gutter: 14, batchRows: BATCH_ROWS });
    expect(screen.getAllByTestId('card')).toHaveLength(25);
  });

  it('loads the first screen images at once (the first ahead of everything) and the rest lazily', () => {
    renderGrid('priority', page('p'));
    const priorities = screen.getAllByTestId('card').map((card) => card.dataset.priority ?? 'lazy');
    expect(priorities.slice(0, LEAD_CARDS + 1)).toEqual(['high', ...Array<string>(LEAD_CARDS - 1).fill('eager'), 'lazy']);
    expect(new Set(priorities.slice(LEAD_CARDS))).toEqual(new Set(['lazy']));
  });

  it('loads every image lazily in a grid below the first screen (under a closeup)', () => {
    masonry.renders = [];
    render(<PinGrid gridKey="below" items={page('u')} Card={Card} hasNext={false} isLoadingNext={false} loadNext={vi.fn()} emptyText="Nothing" belowTheFold />);
    expect(new Set(screen.getAllByTestId('card').map((card) => card.dataset.priority ?? 'lazy'))).toEqual(new Set(['lazy']));
  });

  it('keeps the measurements of a grid for its next visit (Back lays it out at once)', () => {
    renderGrid('coming-back', page('c'));
    const stores = gridStores('coming-back', gridLayout(window.innerWidth).columnWidth);
    expect(masonry.props?.measurements).toBe(stores.measurements);
  });

  it('asks for the next page when the grid reaches its end, and offers Try again when it fails', async () => {
    const { loadNext } = renderGrid('next-page', page('b'));
    act(() => masonry.props?.loadItems?.());
    expect(loadNext).toHaveBeenCalledTimes(1);
    const { onComplete } = loadNext.mock.calls[0]![1] as { onComplete: (error: Error | null) => void };
    act(() => onComplete(new Error('offline')));
    expect(masonry.props?.loadItems).toBeUndefined();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(loadNext).toHaveBeenCalledTimes(2);
  });

  it('does not ask for more when there is no next page', () => {
    renderGrid('last-page', page('e'), { hasNext: false });
    expect(masonry.props?.loadItems).toBeUndefined();
  });

  it('does not render the cards again when the grid re-renders (placing a batch, scrolling)', () => {
    renderGrid('memo', page('d'));
    const before = new Map(cardRenders);
    act(() => masonry.rerender());
    act(() => masonry.rerender());
    expect(cardRenders).toEqual(before);
    expect(Math.max(...cardRenders.values())).toBe(1);
  });
});
