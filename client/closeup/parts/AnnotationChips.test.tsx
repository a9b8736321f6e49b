import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderWithRelay } from '../../testing/render';
import AnnotationChips from './AnnotationChips';
import type { AnnotationChipsTestQuery } from './__generated__/AnnotationChipsTestQuery.graphql';

const query = graphql`
  query AnnotationChipsTestQuery @relay_test_operation {
    pin(id: "test") {
      ...AnnotationChips_pin
    }
  }
`;

function Test() {
  const data = useLazyLoadQuery<AnnotationChipsTestQuery>(query, {});
  return data.pin ? (
    <>
      <span>loaded</span>
      <AnnotationChips pin={data.pin} />
    </>
  ) : null;
}

function setup(pinJoin: { visualAnnotation: string[]; shoppingKlpUrls: string[] } | null) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, { Pin: () => ({ pinJoin }), PinJoin: () => pinJoin ?? {} }),
  );
  return renderWithRelay(<Test />, environment);
}

/** jsdom does no layout: give the chip list its measurements, then tell it it scrolled. */
function layOut(list: HTMLElement, { scrollLeft, clientWidth, scrollWidth }: { scrollLeft: number; clientWidth: number; scrollWidth: number }) {
  Object.defineProperty(list, 'clientWidth', { configurable: true, value: clientWidth });
  Object.defineProperty(list, 'scrollWidth', { configurable: true, value: scrollWidth });
  list.scrollLeft = scrollLeft;
  act(() => {
    fireEvent.scroll(list);
  });
}

describe('AnnotationChips', () => {
  it('names shopping chips from their landing path and links them to /shopping/', async () => {
    setup({ visualAnnotation: [], shoppingKlpUrls: ['/shopping/lemon-tart-pan/', 'https://www.example.com/shopping/linen-throw/77/'] });
    const row = await screen.findByRole('list', { name: 'Shop similar' });
    expect(within(row).getByRole('link', { name: 'Lemon tart pan' }).getAttribute('href')).toBe('/shopping/lemon-tart-pan/');
    expect(within(row).getByRole('link', { name: 'Linen throw' }).getAttribute('href')).toBe('/shopping/linen-throw/77/');
  });

  it('shows the visual annotation chips', async () => {
    setup({ visualAnnotation: ['Desserts', 'Lemon', 'Desserts'], shoppingKlpUrls: [] });
    const row = await screen.findByRole('list', { name: 'Visual annotations' });
    expect(within(row).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Desserts', 'Lemon']);
    expect(screen.queryByRole('list', { name: 'Shop similar' })).toBeNull();
  });

  it('shows nothing without annotations', async () => {
    setup(null);
    await screen.findByText('loaded');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the forward arrow only when more than 4 px are left to scroll', async () => {
    setup({ visualAnnotation: ['A', 'B', 'C'], shoppingKlpUrls: [] });
    const list = await screen.findByRole('list', { name: 'Visual annotations' });
    layOut(list, { scrollLeft: 0, clientWidth: 300, scrollWidth: 304 });
    expect(screen.queryByRole('button', { name: 'Scroll Visual annotations forward' })).toBeNull();
    layOut(list, { scrollLeft: 0, clientWidth: 300, scrollWidth: 305 });
    expect(screen.getByRole('button', { name: 'Scroll Visual annotations forward' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Scroll Visual annotations back' })).toBeNull();
  });

  it('shows the back arrow only beyond 4 px of scroll', async () => {
    setup({ visualAnnotation: ['A', 'B', 'C'], shoppingKlpUrls: [] });
    const list = await screen.findByRole('list', { name: 'Visual annotations' });
    layOut(list, { scrollLeft: 4, clientWidth: 300, scrollWidth: 304 });
    expect(screen.queryByRole('button', { name: 'Scroll Visual annotations back' })).toBeNull();
    layOut(list, { scrollLeft: 5, clientWidth: 300, scrollWidth: 305 });
    expect(screen.getByRole('button', { name: 'Scroll Visual annotations back' })).toBeTruthy();
  });

  it('an arrow press scrolls by half the visible width', async () => {
    setup({ visualAnnotation: ['A', 'B', 'C'], shoppingKlpUrls: [] });
    const list = await screen.findByRole('list', { name: 'Visual annotations' });
    layOut(list, { scrollLeft: 0, clientWidth: 300, scrollWidth: 900 });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Scroll Visual annotations forward' }));
    expect(list.scrollLeft).toBe(150);
    await user.click(screen.getByRole('button', { name: 'Scroll Visual annotations back' }));
    expect(list.scrollLeft).toBe(0);
  });
});
