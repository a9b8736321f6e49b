/**
 * The colour scheme of the page: <html data-color-scheme> picks the stylesheet's light or dark design
 * tokens (build/gestalt-color-scheme.ts) from the viewer's stored dark-mode setting, before the
 * first paint, and follows a change of the setting.
 */
import { act, render } from '@testing-library/react';
import { useContext } from 'react';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import App from './App';
import { asEnvironment } from './testing/render';
import { DARK_MODE_STORAGE_KEY, SetDarkModeContext, type DarkModePreference } from './account/colorScheme';

let setDarkMode: (value: DarkModePreference) => void = () => {};
function CaptureSetter() {
  setDarkMode = useContext(SetDarkModeContext);
  return null;
}

function renderApp() {
  render(
    <App environment={asEnvironment(createMockEnvironment())}>
      <CaptureSetter />
    </App>,
  );
  return document.documentElement.dataset.colorScheme;
}

afterEach(() => {
  window.localStorage.clear();
  delete document.documentElement.dataset.colorScheme;
});

describe('App colour scheme', () => {
  it.each([
    ['true', 'dark'],
    ['false', 'light'],
    [null, 'auto'],
  ])('stored dark mode %s: <html data-color-scheme="%s"> from the first render', (stored, scheme) => {
    if (stored !== null) window.localStorage.setItem(DARK_MODE_STORAGE_KEY, stored);
    expect(renderApp()).toBe(scheme);
  });

  it('follows the setting when it changes', () => {
    expect(renderApp()).toBe('auto');
    act(() => setDarkMode(true));
    expect(document.documentElement.dataset.colorScheme).toBe('dark');
    act(() => setDarkMode(false));
    expect(document.documentElement.dataset.colorScheme).toBe('light');
    act(() => setDarkMode(null));
    expect(document.documentElement.dataset.colorScheme).toBe('auto');
  });
});
