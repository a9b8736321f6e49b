/**
 * Server rendering (server/http/ssr.ts loads the build of this file, dist-ssr/): the page a URL
 * shows, as HTML, with the Relay records it was rendered from, so the browser paints the first
 * screen (pins and their images) before any script has run and hydrates the same markup from the
 * same data (client/main.tsx). GraphQL goes through `fetchFn`, the server's own /graphql as the
 * visitor (their cookie), so what is rendered passes the same visibility rules as the client's reads.
 */
import { getFarceResult } from 'found/server';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { fetchQuery } from 'relay-runtime';
import App from '../App';
import { createEnvironment, fetchGraphQL } from '../relay/environment';
import { historyMiddlewares, renderPage } from '../router';
import { routeConfig } from '../routes';
import headerViewerQuery, { type HeaderViewerQuery } from '../shell/__generated__/HeaderViewerQuery.graphql';
import { createResolver } from '../router';
import type { RenderRequest, RenderResult } from './contract';
import { recordsScript } from './records';

export { EARLY_INPUT_SCRIPT } from './earlyInput';

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

export async function render({ url, fetchImpl, signal, mobile }: RenderRequest): Promise<RenderResult> {
  const environment = createEnvironment((params, variables) => fetchGraphQL(params, variables, fetchImpl), { isServer: true });
  // The shell waits for the viewer (ViewerGate): it is in the store before the page renders.
  const viewer = (await fetchQuery<HeaderViewerQuery>(environment, headerViewerQuery, {}).toPromise())?.viewer;
  const darkMode = viewer?.isAuthenticated && viewer.user ? viewer.darkMode : null;
  const result = await getFarceResult({
    url,
    historyMiddlewares,
    routeConfig,
    resolver: createResolver(environment),
    render: renderPage,
  });
  if ('redirect' in result) return { kind: 'redirect', status: result.status, url: result.redirect.url };
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App environment={environment} initialDarkMode={darkMode} serverMobile={mobile}>
        {result.element}
      </App>
    </StrictMode>,
    { signal },
  );
  const html = await streamToString(prelude);
  const records = JSON.stringify(environment.getStore().getSource().toJSON());
  const colorScheme = darkMode === null ? 'auto' : darkMode ? 'dark' : 'light';
  return { kind: 'page', status: result.status, html, recordsScript: recordsScript(records), colorScheme };
}
