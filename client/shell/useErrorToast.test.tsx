import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from './toast/ToastProvider';
import { ERROR_TOAST_MS, useErrorToast, type ErrorToastApi } from './useErrorToast';

// The toast's timing (100 ms in, hover, 200 ms fade) is PlatformToast.test's; here: what show() puts up.

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

let api: ErrorToastApi | null = null;

function Harness() {
  api = useErrorToast('page-toast');
  return null;
}

function show(message: string) {
  act(() => api?.show(message));
}
const toasts = () => screen.queryAllByTestId('page-toast');
const phaseOf = (el: HTMLElement) => el.getAttribute('data-toast-phase');

describe('useErrorToast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Harness />
      </ToastProvider>,
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    api = null;
  });

  it('nothing until show', () => {
    expect(toasts()).toHaveLength(0);
  });

  it('show puts up an error toast (with its test id) for ERROR_TOAST_MS (5000)', () => {
    expect(ERROR_TOAST_MS).toBe(5000);
    show('Sorry! Something went wrong on our end.');
    const toast = screen.getByTestId('page-toast');
    expect(toast.textContent).toContain('Sorry! Something went wrong on our end.');
    // Gestalt's error toast carries the error icon.
    expect(toast.querySelector('svg')).not.toBeNull();
    advance(100 + ERROR_TOAST_MS - 1);
    expect(phaseOf(toast)).toBe('visible');
    advance(1);
    expect(phaseOf(toast)).toBe('exiting');
  });

  it('the same message again shows again, as a new toast with the full timing', () => {
    show('Oops');
    act(() => vi.runAllTimers());
    expect(toasts()).toHaveLength(0);
    show('Oops');
    expect(toasts()).toHaveLength(1);
    expect(screen.getByTestId('page-toast').textContent).toContain('Oops');
    advance(100 + 4000);
    show('Oops');
    advance(200);
    // The earlier one is taken down; the new one runs its own 5000 ms.
    expect(toasts()).toHaveLength(1);
    advance(100 + ERROR_TOAST_MS - 1 - 200);
    expect(phaseOf(screen.getByTestId('page-toast'))).toBe('visible');
  });

  it('a new message replaces the one shown before', () => {
    show('First problem');
    advance(100);
    show('Second problem');
    advance(200);
    expect(toasts()).toHaveLength(1);
    expect(screen.getByTestId('page-toast').textContent).toContain('Second problem');
    expect(screen.queryByText('First problem')).toBeNull();
  });

  it('dismiss() takes it down', () => {
    show('Oops');
    advance(100);
    act(() => api?.dismiss());
    expect(phaseOf(screen.getByTestId('page-toast'))).toBe('exiting');
    advance(200);
    expect(toasts()).toHaveLength(0);
  });
});
