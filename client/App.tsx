import { ColorSchemeProvider } from 'gestalt';
import { useCallback, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import type { Environment } from 'relay-runtime';
import { ServerViewportContext } from './shell/useIsMobile';
import { readStoredDarkMode, SetDarkModeContext, storeDarkMode, type DarkModePreference } from './account/colorScheme';

interface Props {
  readonly environment: Environment;
  /** The colour scheme to start in; default the last one stored in this browser (a server-rendered page passes the server's). */
  readonly initialDarkMode?: DarkModePreference;
  /** The viewport a server-rendered page was rendered for (see ServerViewportContext); default desktop. */
  readonly serverMobile?: boolean;
  readonly children?: ReactNode;
}

/**
 * App-wide providers: Relay, and Gestalt's colour scheme: the signed-in viewer's stored dark-mode
 * setting (the header reports it once the viewer is known), else the OS preference. Gestalt's design
 * tokens are in the stylesheet (build/gestalt-color-scheme.ts), light or dark by the
 * `data-color-scheme` attribute of <html>, set here before the page paints.
 */
export default function App({ environment, initialDarkMode, serverMobile = false, children }: Props) {
  const [darkMode, setDarkModeState] = useState<DarkModePreference>(() => (initialDarkMode === undefined ? readStoredDarkMode() : initialDarkMode));
  const setDarkMode = useCallback((value: DarkModePreference) => {
    storeDarkMode(value);
    setDarkModeState(value);
  }, []);
  const colorScheme = darkMode === null ? 'userPreference' : darkMode ? 'dark' : 'light';
  useLayoutEffect(() => {
    document.documentElement.dataset.colorScheme = darkMode === null ? 'auto' : darkMode ? 'dark' : 'light';
  }, [darkMode]);
  const serverViewport = useMemo(() => ({ mobile: serverMobile }), [serverMobile]);
  return (
    <RelayEnvironmentProvider environment={environment}>
      <SetDarkModeContext.Provider value={setDarkMode}>
        <ServerViewportContext.Provider value={serverViewport}>
          <ColorSchemeProvider colorScheme={colorScheme}>{children}</ColorSchemeProvider>
        </ServerViewportContext.Provider>
      </SetDarkModeContext.Provider>
    </RelayEnvironmentProvider>
  );
}
