import { render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { QUICK_SAVE_PATH } from '../../pin/save/savedOverlay';
import { editSavedPinPath, saveToastSpec, savedPinsPath, type SaveToastInput } from './SaveToast';
import { QUICK_SAVE_CONFIRMATION_MS, SAVE_TOAST_MS } from './timing';
import { ToastProvider, useToast, type ToastSpec } from './ToastProvider';

// How long the toast is up is PlatformToast.test's; how its links route in the app is AppShell.test's.

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

const EDIT_PATH = '/pin/9001/repin/?isEditingPin=true&pinBoardId=77&isFromToast=true&originalPinId=4242';

describe('editSavedPinPath', () => {
  it('builds the edit-mode save page reached from the toast (pin-card §2)', () => {
    expect(editSavedPinPath('9001', '77', '4242')).toBe(EDIT_PATH);
  });
});

describe('savedPinsPath', () => {
  it('the toast links the saved pins /{username}/_saved; without a username the overlay’s /me/', () => {
    expect(savedPinsPath('ada')).toBe('/ada/_saved');
    expect(savedPinsPath(null)).toBe(QUICK_SAVE_PATH);
    expect(QUICK_SAVE_PATH).toBe('/me/');
  });
});

describe('saveToastSpec', () => {
  it('a board save: "Saved to Kitchen" linking to the board, thumbnail, Organize linking to the edit page, 5000 ms', () => {
    const spec = saveToastSpec(input());
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
    expect(organize.getAttribute('href')).toBe(EDIT_PATH);
    expect(screen.queryByTestId('save-toast-change')).toBeNull();
  });

  it("with a section picked, the section's title, linking to the section url", () => {
    showToast(saveToastSpec(input({ sectionTitle: 'Tarts', sectionUrl: '/ada/kitchen/tarts/' })));
    expect(screen.getByTestId('save-toast').textContent).toContain('Saved to Tarts');
    expect(screen.getByTestId('save-toast-board-link').getAttribute('href')).toBe('/ada/kitchen/tarts/');
  });

  it('a section title without a url: the board, its name and url', () => {
    showToast(saveToastSpec(input({ sectionTitle: 'Tarts', sectionUrl: null })));
    expect(screen.getByTestId('save-toast').textContent).toContain('Saved to Kitchen');
    expect(screen.getByTestId('save-toast-board-link').getAttribute('href')).toBe('/ada/kitchen/');
  });

  it('a quick save: "Saved to Profile" linking to /{username}/_saved, Change linking to the edit page, 2500 ms', () => {
    const spec = saveToastSpec(input({ isQuickSave: true }));
    expect(spec.durationMs).toBe(QUICK_SAVE_CONFIRMATION_MS);
    expect(QUICK_SAVE_CONFIRMATION_MS).toBe(2500);
    showToast(spec);
    expect(screen.getByTestId('save-toast').textContent).toContain('Saved to Profile');
    expect(screen.getByTestId('save-toast').textContent).not.toContain('Kitchen');
    expect(screen.getByTestId('save-toast-board-link').getAttribute('href')).toBe('/ada/_saved');
    const change = screen.getByTestId('save-toast-change');
    expect(change.textContent).toBe('Change');
    expect(change.getAttribute('href')).toBe(EDIT_PATH);
    expect(screen.queryByTestId('save-toast-organize')).toBeNull();
  });

  it('no image: no thumbnail; no username: the Profile link falls back to /me/', () => {
    showToast(saveToastSpec(input({ isQuickSave: true, imageUrl: null, username: null })));
    expect(screen.getByTestId('save-toast').querySelector('img')).toBeNull();
    expect(screen.getByTestId('save-toast-board-link').getAttribute('href')).toBe('/me/');
  });
});
