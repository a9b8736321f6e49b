import { ColorSchemeProvider, DesignTokensProvider } from 'gestalt';
import { useCallback, useState, type ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import type { Environment } from 'relay-runtime';
import { readStoredDarkMode, SetDarkModeContext, storeDarkMode, type DarkModePreference } from './account/colorScheme';

interface Props {
  readonly environment: Environment;
  readonly children?: ReactNode;
}

/**
 * App-wide providers: Relay, and Gestalt's colour scheme: the signed-in viewer's stored dark-mode
 * setting (the header reports it once the viewer is known), else the OS preference.
 */
export default function App({ environment, children }: Props) {
  const [darkMode, setDarkModeState] = useState<DarkModePreference>(readStoredDarkMode);
  const setDarkMode = useCallback((value: DarkModePreference) => {
    storeDarkMode(value);
    setDarkModeState(value);
  }, []);
  const colorScheme = darkMode === null ? 'userPreference' : darkMode ? 'dark' : 'light';
  return (
    <RelayEnvironmentProvider environment={environment}>
      <SetDarkModeContext.Provider value={setDarkMode}>
        <ColorSchemeProvider colorScheme={colorScheme}>
          <DesignTokensProvider>{children}</DesignTokensProvider>
        </ColorSchemeProvider>
      </SetDarkModeContext.Provider>
    </RelayEnvironmentProvider>
  );
}
