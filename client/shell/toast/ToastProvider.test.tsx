import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

  // The timing of each toast (100 ms / duration / 200 ms / hover / 700 ms) is PlatformToast.test's.
  it('shows a toast bottom centre in a layer above modals; the stack goes once its last toast is over', () => {
    const { api } = setup();
    expect(screen.queryByTestId('toast-stack')).toBeNull();
    show(api(), { text: 'Board created', dataTestId: 'created' });
    const stack = screen.getByTestId('toast-stack');
    // Gestalt Layer with FixedZIndex(1000) (MODAL_Z_INDEX) portals a z-indexed box.
    expect(stack.closest('[style*="z-index: 1000"]')).not.toBeNull();
    expect(screen.getByText('Board created')).toBeTruthy();
    act(() => vi.runAllTimers());
    expect(screen.queryByText('Board created')).toBeNull();
    expect(screen.queryByTestId('toast-stack')).toBeNull();
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

  it('the dismiss button fades the toast out and removes it', () => {
    const { api } = setup();
    show(api(), { text: 'Oops', type: 'error', dataTestId: 'oops' });
    advance(100);
    fireEvent.click(within(screen.getByTestId('oops')).getByRole('button', { name: 'Dismiss' }));
    expect(screen.getByTestId('oops').getAttribute('data-toast-phase')).toBe('exiting');
    advance(200);
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

  it('renders thumbnail and action buttons (with test ids); a button action runs and closes the toast', () => {
    const { api } = setup();
    const onUndo = vi.fn();
    show(api(), {
      text: 'Saved to Kitchen',
      durationMs: 5000,
      thumbnail: { src: '/images/pin.jpg', alt: 'Lemon tart' },
      primaryAction: { label: 'Open', href: '/kitchen/', dataTestId: 'open' },
      secondaryAction: { label: 'Undo', onClick: onUndo, dataTestId: 'undo' },
      dataTestId: 'rich',
    });
    const toast = screen.getByTestId('rich');
    expect((toast.querySelector('img') as HTMLImageElement).getAttribute('src')).toBe('/images/pin.jpg');
    expect(toast.querySelector('.toast-icon')).not.toBeNull();
    advance(100);
    expect(screen.getByTestId('open').getAttribute('href')).toBe('/kitchen/');
    fireEvent.click(screen.getByTestId('undo'));
    expect(onUndo).toHaveBeenCalledTimes(1);
    // Using an action takes the toast down.
    advance(200);
    expect(screen.queryByTestId('rich')).toBeNull();
  });

  it('a link action is a plain link (the shell routes it) and using it closes the toast', () => {
    const { api } = setup();
    show(api(), { text: 'Saved', primaryAction: { label: 'Open', href: '/kitchen/', dataTestId: 'open' }, dataTestId: 'saved' });
    advance(100);
    const link = screen.getByTestId('open');
    expect(link.getAttribute('href')).toBe('/kitchen/');
    fireEvent.click(link);
    expect(screen.getByTestId('saved').style.opacity).toBe('0');
    advance(200);
    expect(screen.queryByTestId('saved')).toBeNull();
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

  it("shows a toast put up before the stack's code has loaded as soon as it has", async () => {
    vi.useRealTimers();
    // A fresh copy of the module: its stack not loaded yet (the test setup loads the shared copy's).
    vi.resetModules();
    const fresh = await import('./ToastProvider');
    let captured: ToastApi | null = null;
    function Capture() {
      const api = fresh.useToast();
      useEffect(() => {
        captured = api;
      }, [api]);
      return null;
    }
    render(
      <fresh.ToastProvider>
        <Capture />
      </fresh.ToastProvider>,
    );
    expect(captured).not.toBeNull();
    act(() => {
      captured!.show({ text: 'Saved to Kitchen' });
    });
    expect(screen.queryByTestId('toast-stack')).toBeNull();
    expect(await screen.findByText('Saved to Kitchen')).toBeTruthy();
  });
});

