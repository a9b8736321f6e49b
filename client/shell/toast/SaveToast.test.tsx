import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { editSavedPinPath, saveToastSpec, type SaveToastInput } from './SaveToast';
import { QUICK_SAVE_CONFIRMATION_MS, SAVE_TOAST_MS } from './timing';
import { ToastProvider, useToast, type ToastSpec } from './ToastProvider';

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function input(overrides: Partial<SaveToastInput> = {}): SaveToastInput {
  return {
    pinEntityId: '9001',
    originalPinEntityId: '4242',
    boardEntityId: '77',
    boardName: 'Kitchen',
    boardUrl: '/ada/kitchen/',
    sectionTitle: null,
    isQuickSave: false,
    username: 'ada',
    imageUrl: '/images/236x/lemon.jpg',
    navigate: vi.fn(),
    ...overrides,
  };
}

function showToast(spec: ToastSpec) {
  function Show() {
    const { show } = useToast();
    useEffect(() => {
      show(spec);
    }, [show]);
    return null;
  }
  render(
    <ToastProvider>
      <Show />
    </ToastProvider>,
  );
}

/** A plain left click, as the browser sends it. */
function click(element: HTMLElement): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  act(() => {
    element.dispatchEvent(event);
  });
  return event;
}

describe('editSavedPinPath', () => {
  it('builds the edit-mode save page reached from the toast (pin-card §2)', () => {
    expect(editSavedPinPath('9001', '77', '4242')).toBe('/pin/9001/repin/?isEditingPin=true&pinBoardId=77&isFromToast=true&originalPinId=4242');
  });
});

describe('saveToastSpec', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a board save: "Saved to Kitchen" linking to the board, thumbnail, Organize, 5000 ms', () => {
    const navigate = vi.fn();
    const spec = saveToastSpec(input({ navigate }));
    expect(spec.durationMs).toBe(SAVE_TOAST_MS);
    expect(SAVE_TOAST_MS).toBe(5000);
    showToast(spec);
    const toast = screen.getByTestId('save-toast');
    expect(toast.textContent).toContain('Saved to Kitchen');
    const link = screen.getByTestId('save-toast-board-link');
    expect(link.textContent).toBe('Kitchen');
    expect(link.getAttribute('href')).toBe('/ada/kitchen/');
    expect(toast.querySelector('img')?.getAttribute('src')).toBe('/images/236x/lemon.jpg');
    const organize = screen.getByTestId('save-toast-organize');
    expect(organize.textContent).toBe('Organize');
    expect(organize.getAttribute('href')).toBe('/pin/9001/repin/?isEditingPin=true&pinBoardId=77&isFromToast=true&originalPinId=4242');
    expect(screen.queryByTestId('save-toast-change')).toBeNull();

    // Up 100 ms after mount for 5000 ms: still there 1 ms before the fade ends, gone after.
    advance(100 + 5000 + 199);
    expect(screen.queryByTestId('save-toast')).not.toBeNull();
    advance(1);
    expect(screen.queryByTestId('save-toast')).toBeNull();
  });

  it('Organize navigates (client side) to the edit page and closes the toast', () => {
    const navigate = vi.fn();
    showToast(saveToastSpec(input({ navigate })));
    advance(100);
    const event = click(screen.getByTestId('save-toast-organize'));
    expect(event.defaultPrevented).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/pin/9001/repin/?isEditingPin=true&pinBoardId=77&isFromToast=true&originalPinId=4242');
    advance(200);
    expect(screen.queryByTestId('save-toast')).toBeNull();
  });

  it('the board name link navigates to the board', () => {
    const navigate = vi.fn();
    showToast(saveToastSpec(input({ navigate })));
    advance(100);
    click(screen.getByTestId('save-toast-board-link'));
    expect(navigate).toHaveBeenCalledWith('/ada/kitchen/');
  });

  it('with a section picked, the board name links to the section url', () => {
    showToast(saveToastSpec(input({ sectionTitle: 'Tarts', sectionUrl: '/ada/kitchen/tarts/' })));
    expect(screen.getByTestId('save-toast').textContent).toContain('Saved to Kitchen');
    expect(screen.getByTestId('save-toast-board-link').getAttribute('href')).toBe('/ada/kitchen/tarts/');
  });

  it('a quick save: "Saved to Profile" linking to /{username}/_saved, Change, 2500 ms', () => {
    const navigate = vi.fn();
    const spec = saveToastSpec(input({ isQuickSave: true, navigate }));
    expect(spec.durationMs).toBe(QUICK_SAVE_CONFIRMATION_MS);
    expect(QUICK_SAVE_CONFIRMATION_MS).toBe(2500);
    showToast(spec);
    expect(screen.getByTestId('save-toast').textContent).toContain('Saved to Profile');
    expect(screen.getByTestId('save-toast').textContent).not.toContain('Kitchen');
    expect(screen.getByTestId('save-toast-board-link').getAttribute('href')).toBe('/ada/_saved');
    const change = screen.getByTestId('save-toast-change');
    expect(change.textContent).toBe('Change');
    expect(screen.queryByTestId('save-toast-organize')).toBeNull();
    advance(100);
    click(change);
    expect(navigate).toHaveBeenCalledWith('/pin/9001/repin/?isEditingPin=true&pinBoardId=77&isFromToast=true&originalPinId=4242');
  });

  it('a quick save toast is gone after 100 + 2500 + 200 ms, not 1 ms before', () => {
    showToast(saveToastSpec(input({ isQuickSave: true })));
    advance(100 + 2500 + 199);
    expect(screen.queryByTestId('save-toast')).not.toBeNull();
    advance(1);
    expect(screen.queryByTestId('save-toast')).toBeNull();
  });

  it('no image: no thumbnail; no username: the Profile link falls back to /me/', () => {
    showToast(saveToastSpec(input({ isQuickSave: true, imageUrl: null, username: null })));
    expect(screen.getByTestId('save-toast').querySelector('img')).toBeNull();
    expect(screen.getByTestId('save-toast-board-link').getAttribute('href')).toBe('/me/');
  });
});
