import { act, render } from '@testing-library/react';
import { memo } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gridLayout, type GridLayout } from './gridLayout';
import { RecordCache } from './gridStores';
import { setHydrating } from '../ssr/hydration';
import Masonry, { gridOffset, LEAD_CARDS, LOAD_AHEAD_SCREENS, placeCards, RENDER_AHEAD_SCREENS, VIRTUAL_BUFFER_SCREENS, type LeadMemory } from './Masonry';

interface Item {
  readonly __id: string;
  readonly height: number;
}

const fixed: GridLayout = { layout: 'basic', columns: 3, columnWidth: 236 };
const GUTTER = 14;
const WIDTH = 3 * 236 + 2 * 14;

// jsdom has no layout: a card is as tall as its data-height says, and the grid's top is where the
// test puts it (px from the top of the viewport).
let gridTop = 0;
// The stylesheet's columns for the lead cards: in this DOM without layout, where the shortest-column
// placement at the grid's current width would put them.
let layoutNow: { grid: GridLayout; width: number } = { grid: fixed, width: WIDTH };
const rect = (top: number, left: number) => ({ top, bottom: top, left, right: left, width: 0, height: 0, x: left, y: top, toJSON: () => ({}) });
beforeEach(() => {
  gridTop = 0;
  layoutNow = { grid: fixed, width: WIDTH };
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return Number(this.querySelector('[data-height]')?.getAttribute('data-height') ?? 0);
    },
  });
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    if (this.hasAttribute('data-lead')) {
      const lead = [...this.parentElement!.querySelectorAll<HTMLElement>(':scope > [data-lead]')];
      const { places } = placeCards(lead.map((element) => element.offsetHeight), layoutNow.grid, layoutNow.width, GUTTER);
      const place = places[lead.indexOf(this)]!;
      return rect(gridTop + place.top, place.left);
    }
    // The list and the grid's box around it start at gridTop.
    return rect(this.getAttribute('role') === 'list' || this.querySelector(':scope > [role="list"]') ? gridTop : 0, 0);
  });
});
afterEach(() => {
  setHydrating(false);
  delete (HTMLElement.prototype as { offsetHeight?: number }).offsetHeight;
  vi.restoreAllMocks();
});

const items = (count: number, height = (i: number) => 100 + (i % 4) * 50, prefix = 'p'): Item[] =>
  Array.from({ length: count }, (_, i) => ({ __id: `${prefix}${i}`, height: height(i) }));

function setup(list: Item[], { measurements = new RecordCache<number>(), loadItems, grid = fixed, width = WIDTH } = {} as {
  measurements?: RecordCache<number>;
  loadItems?: () => void;
  grid?: GridLayout;
  width?: number | null;
}) {
  layoutNow = { grid, width: width ?? WIDTH };
  const renders = new Map<string, number>();
  const placedOnFirstCommit: string[] = [];
  // Memoized, as PinGrid's cards are: the grid re-renders, a card need not.
  const Card = memo(function Card({ item }: { item: Item }) {
    renders.set(item.__id, (renders.get(item.__id) ?? 0) + 1);
    return (
      <div data-height={item.height} data-test-id="card">
        {item.__id}
      </div>
    );
  });
  const renderItem = (item: Item) => <Card item={item} />;
  const props = { renderItem, grid, width, gutter: GUTTER, measurements, batchRows: 2, loadItems };
  const view = render(<Masonry<Item> items={list} {...props} />);
  for (const element of view.container.querySelectorAll('[data-grid-item]:not([data-measuring])')) placedOnFirstCommit.push(element.textContent!);
  const placed = () =>
    [...view.container.querySelectorAll<HTMLElement>('[data-grid-item]')]
      .filter((element) => element.style.visibility !== 'hidden')
      .map((element) => ({ id: element.textContent!, transform: element.style.transform, height: element.style.height }));
  const rerender = (next: Item[]) => view.rerender(<Masonry<Item> items={next} {...props} />);
  return { renders, placed, placedOnFirstCommit, rerender, view };
}

describe('placeCards', () => {
  it('puts each card at the top of the shortest column, the leftmost of equals, a gutter apart', () => {
    const { places, height } = placeCards([100, 50, 80, 10, 30], fixed, WIDTH, GUTTER);
    expect(places).toEqual([
      { top: 0, left: 0 },
      { top: 0, left: 250 },
      { top: 0, left: 500 },
      { top: 64, left: 250 }, // column 2 (50 + 14) is the shortest
      { top: 88, left: 250 }, // column 2 again: 64 + 10 + 14 = 88 < 94 (column 3)
    ]);
    expect(height).toBe(118);
  });

  it('centres fixed columns in a wider grid and gives flexible ones half a gutter at each edge', () => {
    expect(gridOffset(fixed, WIDTH + 101, GUTTER)).toBe(50);
    expect(gridOffset(fixed, WIDTH, GUTTER)).toBe(0);
    const phone = gridLayout(390);
    expect(gridOffset(phone, 390, GUTTER)).toBe(7);
    const { places } = placeCards([100, 100], phone, 390, GUTTER);
    expect(places.map((place) => place.left)).toEqual([7, 7 + phone.columnWidth + GUTTER]);
  });

  it('counts a card without height as taking no room', () => {
    expect(placeCards([0, 40], fixed, WIDTH, GUTTER).places[1]).toEqual({ top: 0, left: 0 });
  });
});

describe('Masonry', () => {
  it('measures the first rows and shows them in place before the first paint, each card rendered once', () => {
    const list = items(6);
    const { placed, placedOnFirstCommit, renders } = setup(list);
    expect(placedOnFirstCommit).toEqual(list.map((item) => item.__id));
    expect(placed()).toEqual([
      { id: 'p0', transform: 'translate(0px, 0px)', height: '100px' },
      { id: 'p1', transform: 'translate(250px, 0px)', height: '150px' },
      { id: 'p2', transform: 'translate(500px, 0px)', height: '200px' },
      { id: 'p3', transform: 'translate(0px, 114px)', height: '250px' },
      { id: 'p4', transform: 'translate(250px, 164px)', height: '100px' },
      { id: 'p5', transform: 'translate(500px, 214px)', height: '150px' },
    ]);
    expect([...renders.values()]).toEqual([1, 1, 1, 1, 1, 1]);
  });

  it('renders its first cards without a width (server rendering) and places them where the stylesheet put them once it has one', () => {
    setHydrating(true);
    const list = items(20);
    const props = { renderItem: (item: Item) => <div data-height={item.height}>{item.__id}</div>, grid: fixed, gutter: GUTTER, measurements: new RecordCache<number>(), batchRows: 2 };
    const view = render(<Masonry<Item> items={list} width={null} {...props} />);
    const lead = [...view.container.querySelectorAll<HTMLElement>('[data-lead]')];
    expect(lead.map((element) => element.textContent)).toEqual(list.slice(0, LEAD_CARDS).map((item) => item.__id));
    // In the stylesheet's columns (client/index.css): no positions of its own.
    expect(view.container.querySelector('[role="list"]')!.className).toBe('cb-grid-lead');
    expect(lead.every((element) => element.style.transform === '')).toBe(true);

    view.rerender(<Masonry<Item> items={list} width={WIDTH} {...props} />);
    const { places } = placeCards(list.slice(0, LEAD_CARDS).map((item) => item.height), fixed, WIDTH, GUTTER);
    // The same elements (nothing is mounted again), now positioned where they were.
    expect(lead.map((element) => element.style.transform)).toEqual(places.map((place) => `translate(${place.left}px, ${place.top}px)`));
    expect(lead.every((element) => element.isConnected)).toBe(true);
  });

  it('puts the lead cards where they were when the grid comes back (Back), without the stylesheet', () => {
    setHydrating(true);
    const list = items(20);
    const leadMemory: LeadMemory = { lead: null };
    const measurements = new RecordCache<number>();
    const props = { renderItem: (item: Item) => <div data-height={item.height}>{item.__id}</div>, grid: fixed, gutter: GUTTER, measurements, batchRows: 2, leadMemory };
    const first = render(<Masonry<Item> items={list} width={WIDTH} {...props} />);
    const places = [...first.container.querySelectorAll<HTMLElement>('[data-grid-item]')].map((element) => element.style.transform);
    first.unmount();
    setHydrating(false);
    // The stylesheet would put them elsewhere now: Back must not ask it.
    layoutNow = { grid: { ...fixed, columns: 2 }, width: WIDTH };
    const again = render(<Masonry<Item> items={list} width={WIDTH} {...props} />);
    expect([...again.container.querySelectorAll<HTMLElement>('[data-grid-item]')].map((element) => element.style.transform).slice(0, LEAD_CARDS)).toEqual(places.slice(0, LEAD_CARDS));
  });

  it('has no lead when it mounts in the browser (a client-side visit): its cards come a batch at a time', () => {
    const view = render(<Masonry<Item> items={items(20)} renderItem={(item) => <div data-height={item.height}>{item.__id}</div>} grid={fixed} width={null} gutter={GUTTER} measurements={new RecordCache()} batchRows={2} />);
    expect(view.container.querySelector('[data-lead]')).toBeNull();
  });

  it('shows grey placeholders in its columns, not an empty grid, until the first cards are placed', async () => {
    const host = document.body.appendChild(document.createElement('div'));
    const root = createRoot(host);
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const grid = <Masonry<Item> items={items(6)} renderItem={(item) => <div data-height={item.height}>{item.__id}</div>} grid={fixed} width={WIDTH} gutter={GUTTER} measurements={new RecordCache()} batchRows={2} />;
      flushSync(() => root.render(grid));
      // Committed, the cards' render still to come (in a transition).
      expect(host.querySelectorAll('[aria-hidden="true"]')).toHaveLength(3);
      expect(host.querySelector('[data-grid-item]')).toBeNull();
      await vi.waitFor(() => expect(host.querySelectorAll('[data-grid-item]:not([data-measuring])')).toHaveLength(6));
      expect(host.querySelectorAll('[aria-hidden="true"]')).toHaveLength(0);
    } finally {
      root.unmount();
      host.remove();
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });


  it('continues each column from the bottom of its lead cards', async () => {
    setHydrating(true);
    const list = items(LEAD_CARDS + 3, () => 100);
    const { placed } = setup(list);
    await act(async () => {});
    const after = placed().slice(LEAD_CARDS);
    // 12 cards of 100 px in 3 columns: 4 each, bottoms at 4 × 114; the next row starts there.
    expect(after.map((card) => card.transform)).toEqual(['translate(0px, 456px)', 'translate(250px, 456px)', 'translate(500px, 456px)']);
  });

  it('lays out the rest of the page a batch of rows at a time after the first, each card still rendered once', async () => {
    const list = items(20);
    const { placed, renders } = setup(list);
    await act(async () => {});
    expect(placed().map((card) => card.id)).toEqual(list.map((item) => item.__id));
    expect(Math.max(...renders.values())).toBe(1);
  });

  it('lays out every card it measured before at once when the grid comes back (Back)', () => {
    const list = items(40);
    const measurements = new RecordCache<number>();
    for (const item of list) measurements.set({ __id: item.__id }, item.height);
    const { placedOnFirstCommit, view } = setup(list, { measurements });
    expect(view.container.querySelector('[data-measuring]')).toBeNull();
    // The cards on screen and below it within the buffer (40 cards of 100–250 px in 3 columns reach about 2,400 px).
    expect(placedOnFirstCommit.length).toBeGreaterThan(12);
    expect(placedOnFirstCommit).toEqual(list.slice(0, placedOnFirstCommit.length).map((item) => item.__id));
  });

  it('keeps only the cards near the visible part mounted, and mounts more as the visitor scrolls', async () => {
    const list = items(60, () => 200);
    const { placed } = setup(list);
    await act(async () => {});
    const reach = window.innerHeight * (1 + VIRTUAL_BUFFER_SCREENS);
    const rows = (cards: ReturnType<typeof placed>) => new Set(cards.map((card) => Number(/, (\d+)px/.exec(card.transform)![1])));
    const before = rows(placed());
    expect(Math.max(...before)).toBeLessThanOrEqual(reach + 50);
    expect(Math.max(...before)).toBeGreaterThan(window.innerHeight);

    gridTop = -3000;
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    const after = rows(placed());
    expect(Math.min(...after)).toBeGreaterThanOrEqual(3000 - window.innerHeight * VIRTUAL_BUFFER_SCREENS - 50 - 214);
    expect(Math.min(...after)).toBeGreaterThan(0);
    expect(Math.max(...after)).toBeGreaterThan(3000 + window.innerHeight);
  });

  it('asks for the next page once every card is laid out and the end is within three screens, once per page', async () => {
    const measuringWhenAsked: number[] = [];
    const loadItems = vi.fn(() => {
      measuringWhenAsked.push(document.querySelectorAll('[data-measuring]').length);
    });
    const list = items(12, () => 200);
    const { rerender } = setup(list, { loadItems });
    await act(async () => {});
    expect(loadItems).toHaveBeenCalledTimes(1);
    expect(measuringWhenAsked).toEqual([0]);
    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(loadItems).toHaveBeenCalledTimes(1);
    await act(async () => rerender([...list, ...items(6, () => 200, 'q')]));
    expect(loadItems).toHaveBeenCalledTimes(2);
  });

  it('does not ask for the next page while the end is more than three screens away', async () => {
    const loadItems = vi.fn();
    const screens = LOAD_AHEAD_SCREENS + 1;
    // Three columns of cards, each column (screens + 1) screens tall.
    const perColumn = Math.ceil(((screens + 1) * window.innerHeight) / 214);
    setup(items(3 * perColumn, () => 200), { loadItems });
    await act(async () => {});
    expect(loadItems).not.toHaveBeenCalled();
    gridTop = -(perColumn * 214 - (LOAD_AHEAD_SCREENS + 1) * window.innerHeight + 100);
    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
    });
    // The cards up to the end render (a batch at a time), then the next page is asked for.
    await vi.waitFor(async () => {
      await act(async () => {});
      expect(loadItems).toHaveBeenCalledTimes(1);
    });
  });

  it('renders the next cards only within reach of the top until the visitor scrolls (not the whole page at once)', async () => {
    // Three columns of 200 px cards, many screens of them; the visitor at the top.
    const perColumn = Math.ceil((8 * window.innerHeight) / 214);
    const { renders } = setup(items(3 * perColumn, () => 200));
    // Every batch the grid will render by itself (each a transition after the one before).
    for (let settle = 0; settle < 20; settle += 1) await act(async () => {});
    // Cards rendered so far (virtualization unmounts those far from the screen again).
    const rendered = () => renders.size;
    // Rows enough for the screen and the reach below it, and a batch (two rows) more at the most.
    const rows = Math.ceil(((RENDER_AHEAD_SCREENS + 1) * window.innerHeight) / 214);
    expect(rendered()).toBeGreaterThanOrEqual(3 * (rows - 1));
    expect(rendered()).toBeLessThanOrEqual(3 * (rows + 2));
    // Scrolled a little: the cards render on, as far as the next page would be asked for.
    const before = rendered();
    gridTop = -100;
    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
    });
    await vi.waitFor(async () => {
      await act(async () => {});
      expect(rendered()).toBeGreaterThanOrEqual(before + 3 * Math.floor((LOAD_AHEAD_SCREENS - RENDER_AHEAD_SCREENS) * window.innerHeight / 214));
    });
  });
});
