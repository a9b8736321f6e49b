import { createContext, useContext } from 'react';

/** The signed-in viewer's stored preference: true/false, or null to follow the OS (signed out). */
export type DarkModePreference = boolean | null;

export const DARK_MODE_STORAGE_KEY = 'corkboard.darkMode';

/** Last known preference, so a reload paints in the right scheme before the viewer query answers. */
export function readStoredDarkMode(): DarkModePreference {
  try {
    const value = window.localStorage.getItem(DARK_MODE_STORAGE_KEY);
    return value === 'true' ? true : value === 'false' ? false : null;
  } catch (_error) {
    return null;
  }
}

export function storeDarkMode(value: DarkModePreference): void {
  try {
    if (value === null) window.localStorage.removeItem(DARK_MODE_STORAGE_KEY);
    else window.localStorage.setItem(DARK_MODE_STORAGE_KEY, String(value));
  } catch (_error) {
    // Storage failures are ignored (spec §8).
  }
}

export const SetDarkModeContext = createContext<(value: DarkModePreference) => void>(() => {});

export const useSetDarkMode = () => useContext(SetDarkModeContext);
