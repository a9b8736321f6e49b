import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_TOAST_MS, ErrorToast, useErrorToast } from './useErrorToast';

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

let api: ReturnType<typeof useErrorToast> | null = null;

function Harness() {
  const toast = useErrorToast();
  api = toast;
  return (
    <>
      <span data-test-id="message">{toast.message ?? 'none'}</span>
      <ErrorToast message={toast.message} onDismiss={toast.dismiss} testId="page-toast" />
    </>
  );
}

function show(message: string) {
  act(() => api?.show(message));
}
const timed = () => screen.getByTestId('page-toast').querySelector<HTMLElement>('[data-toast-phase]') as HTMLElement;
const stateMessage = () => screen.getByTestId('message').textContent;

describe('ErrorToast / useErrorToast (platform §4 timing)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    render(<Harness />);
  });
  afterEach(() => {
    vi.useRealTimers();
    api = null;
  });

  it('nothing without a message', () => {
    expect(screen.queryByTestId('page-toast')).toBeNull();
  });

  it('appears 100 ms after mount, stays ERROR_TOAST_MS (5000), fades 200 ms, then the message is cleared', () => {
    expect(ERROR_TOAST_MS).toBe(5000);
    show('Sorry! Something went wrong on our end.');
    expect(within(screen.getByTestId('page-toast')).getByText('Sorry! Something went wrong on our end.')).toBeTruthy();
    expect(timed().style.opacity).toBe('0');
    advance(99);
    expect(timed().style.opacity).toBe('0');
    advance(1);
    expect(timed().style.opacity).toBe('1');
    advance(4999);
    expect(timed().style.opacity).toBe('1');
    advance(1);
    expect(timed().style.opacity).toBe('0');
    advance(199);
    expect(stateMessage()).toBe('Sorry! Something went wrong on our end.');
    advance(1);
    expect(stateMessage()).toBe('none');
    expect(screen.queryByTestId('page-toast')).toBeNull();
  });

  it('hover pauses it past its 5000 ms; leaving gives it the full 5000 ms again', () => {
    show('Oops');
    advance(100 + 4000);
    fireEvent.mouseEnter(timed());
    advance(30_000);
    expect(timed().style.opacity).toBe('1');
    fireEvent.mouseLeave(timed());
    advance(4999);
    expect(timed().style.opacity).toBe('1');
    advance(1 + 200);
    expect(screen.queryByTestId('page-toast')).toBeNull();
  });

  it('the dismiss button fades it out and clears the message 200 ms later', () => {
    show('Oops');
    advance(100);
    fireEvent.click(within(screen.getByTestId('page-toast')).getByRole('button', { name: 'Dismiss' }));
    expect(timed().style.opacity).toBe('0');
    advance(199);
    expect(stateMessage()).toBe('Oops');
    advance(1);
    expect(stateMessage()).toBe('none');
  });

  it('a new message is a new toast with the full timing', () => {
    show('First problem');
    advance(100 + 4000);
    show('Second problem');
    expect(within(screen.getByTestId('page-toast')).queryByText('First problem')).toBeNull();
    advance(100 + 4999);
    expect(timed().style.opacity).toBe('1');
    advance(1 + 200);
    expect(stateMessage()).toBe('none');
  });

  it('dismiss() from the hook takes it down at once', () => {
    show('Oops');
    act(() => api?.dismiss());
    expect(screen.queryByTestId('page-toast')).toBeNull();
  });
});
