import { ColorSchemeProvider, DesignTokensProvider } from 'gestalt';
import type { ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import type { Environment } from 'relay-runtime';

interface Props {
  readonly environment: Environment;
  readonly children?: ReactNode;
}

/** App-wide providers: Relay, and Gestalt's colour scheme (light, or dark when the OS prefers it). */
export default function App({ environment, children }: Props) {
  return (
    <RelayEnvironmentProvider environment={environment}>
      <ColorSchemeProvider colorScheme="userPreference">
        <DesignTokensProvider>{children}</DesignTokensProvider>
      </ColorSchemeProvider>
    </RelayEnvironmentProvider>
  );
}
