import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_ICON_ANIMATE_CLASS } from './PlatformToast';
import { ToastProvider, useToast, type ToastApi, type ToastSpec } from './ToastProvider';

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** Renders a provider and hands back its API. */
function setup(): { api: () => ToastApi } {
  let captured: ToastApi | null = null;
  function Capture() {
    const api = useToast();
    useEffect(() => {
      captured = api;
    }, [api]);
    return null;
  }
  render(
    <ToastProvider>
      <Capture />
    </ToastProvider>,
  );
  return {
    api: () => {
      if (!captured) throw new Error('no toast API');
      return captured;
    },
  };
}

function show(api: ToastApi, spec: ToastSpec): string {
  let id = '';
  act(() => {
    id = api.show(spec);
  });
  return id;
}

describe('ToastProvider / useToast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a toast bottom centre in a layer above modals, visible after 100 ms, gone after 100 + 2000 + 200 ms', () => {
    const { api } = setup();
    expect(screen.queryByTestId('toast-stack')).toBeNull();
    show(api(), { text: 'Board created', dataTestId: 'created' });
    const stack = screen.getByTestId('toast-stack');
    // Gestalt Layer with FixedZIndex(1000) (MODAL_Z_INDEX) portals a z-indexed box.
    expect(stack.closest('[style*="z-index: 1000"]')).not.toBeNull();
    expect(screen.getByTestId('created').style.opacity).toBe('0');
    advance(99);
    expect(screen.getByTestId('created').style.opacity).toBe('0');
    advance(1);
    expect(screen.getByTestId('created').style.opacity).toBe('1');
    expect(screen.getByText('Board created')).toBeTruthy();
    advance(1999);
    expect(screen.getByTestId('created').style.opacity).toBe('1');
    advance(1);
    expect(screen.getByTestId('created').style.opacity).toBe('0');
    advance(199);
    expect(screen.queryByText('Board created')).not.toBeNull();
    advance(1);
    expect(screen.queryByText('Board created')).toBeNull();
    expect(screen.queryByTestId('toast-stack')).toBeNull();
  });

  it('runs the whole life on the clock: one jump past 100 + 5000 + 200 ms removes a 5000 ms toast, one ms less does not', () => {
    const { api } = setup();
    show(api(), { text: 'Saved', durationMs: 5000 });
    advance(5299);
    expect(screen.queryByText('Saved')).not.toBeNull();
    advance(1);
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('stacks the newest toast on top, each with its own timer', () => {
    const { api } = setup();
    show(api(), { text: 'First', dataTestId: 'first' });
    advance(1000);
    show(api(), { text: 'Second', dataTestId: 'second' });
    const stack = screen.getByTestId('toast-stack');
    const order = Array.from(stack.querySelectorAll('[data-toast-phase]')).map((el) => el.getAttribute('data-test-id'));
    expect(order).toEqual(['second', 'first']);
    advance(100 + 2000 + 200 - 1000);
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getByText('Second')).toBeTruthy();
    advance(1000);
    expect(screen.queryByText('Second')).toBeNull();
  });

  it('the dismiss button fades the toast out and removes it 200 ms later', () => {
    const { api } = setup();
    show(api(), { text: 'Oops', type: 'error', dataTestId: 'oops' });
    advance(100);
    fireEvent.click(within(screen.getByTestId('oops')).getByRole('button', { name: 'Dismiss' }));
    expect(screen.getByTestId('oops').style.opacity).toBe('0');
    advance(199);
    expect(screen.queryByText('Oops')).not.toBeNull();
    advance(1);
    expect(screen.queryByText('Oops')).toBeNull();
  });

  it('dismiss(id) takes that toast down and leaves the others', () => {
    const { api } = setup();
    const a = show(api(), { text: 'A' });
    show(api(), { text: 'B' });
    advance(100);
    act(() => api().dismiss(a));
    advance(200);
    expect(screen.queryByText('A')).toBeNull();
    expect(screen.getByText('B')).toBeTruthy();
    // Unknown ids are ignored.
    act(() => api().dismiss('nope'));
    expect(screen.getByText('B')).toBeTruthy();
  });

  it('hover pauses a toast beyond its duration; leaving restarts the full duration', () => {
    const { api } = setup();
    show(api(), { text: 'Hover me', dataTestId: 'hover' });
    advance(100 + 1900);
    fireEvent.mouseEnter(screen.getByTestId('hover'));
    advance(60_000);
    expect(screen.getByTestId('hover').style.opacity).toBe('1');
    fireEvent.mouseLeave(screen.getByTestId('hover'));
    advance(1999);
    expect(screen.getByTestId('hover').style.opacity).toBe('1');
    advance(201);
    expect(screen.queryByText('Hover me')).toBeNull();
  });

  it('renders thumbnail, action buttons (with test ids) and animates the icon 700 ms after appearing', () => {
    const { api } = setup();
    const onUndo = vi.fn();
    const onOpen = vi.fn();
    show(api(), {
      text: 'Saved to Kitchen',
      durationMs: 5000,
      thumbnail: { src: '/images/pin.jpg', alt: 'Lemon tart' },
      primaryAction: { label: 'Open', href: '/kitchen/', onClick: onOpen, dataTestId: 'open' },
      secondaryAction: { label: 'Undo', onClick: onUndo, dataTestId: 'undo' },
      dataTestId: 'rich',
    });
    const toast = screen.getByTestId('rich');
    expect((toast.querySelector('img') as HTMLImageElement).getAttribute('src')).toBe('/images/pin.jpg');
    advance(100 + 699);
    expect(toast.classList.contains(TOAST_ICON_ANIMATE_CLASS)).toBe(false);
    advance(1);
    expect(toast.classList.contains(TOAST_ICON_ANIMATE_CLASS)).toBe(true);
    expect(screen.getByTestId('open').getAttribute('href')).toBe('/kitchen/');
    fireEvent.click(screen.getByTestId('undo'));
    expect(onUndo).toHaveBeenCalledTimes(1);
    // Using an action takes the toast down.
    advance(200);
    expect(screen.queryByTestId('rich')).toBeNull();
  });

  it('a link action with onClick runs it on a plain click instead of navigating', () => {
    const { api } = setup();
    const onOpen = vi.fn();
    show(api(), { text: 'Saved', primaryAction: { label: 'Open', href: '/kitchen/', onClick: onOpen, dataTestId: 'open' } });
    advance(100);
    const link = screen.getByTestId('open');
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    act(() => {
      link.dispatchEvent(event);
    });
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
  });

  it('outside a provider useToast is a harmless no-op', () => {
    let api: ToastApi | null = null;
    function Lonely() {
      api = useToast();
      return null;
    }
    render(<Lonely />);
    const id = (api as unknown as ToastApi).show({ text: 'Nobody sees me' });
    expect(typeof id).toBe('string');
    expect(() => (api as unknown as ToastApi).dismiss(id)).not.toThrow();
    expect(screen.queryByText('Nobody sees me')).toBeNull();
  });
});
