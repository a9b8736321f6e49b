/** Test helpers for the footer parts: a mock environment, viewer, experiment groups and surface. */
import type { ReactElement } from 'react';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { ExperimentsContext, type ExperimentGroups } from '../../experiments/experiments';
import { renderWithRelay } from '../../testing/render';
import { ViewerContext, type ViewerInfo } from '../../viewer/ViewerContext';
import { HOME_SURFACE, PinSurfaceContext, type PinSurfaceInfo } from './surface';

export const MEMBER: ViewerInfo = { kind: 'member', userId: '7', username: 'viewer', isBot: false, isPartner: false, isEmployee: false };

type Resolvers = Parameters<typeof MockPayloadGenerator.generate>[1];

export function renderPart(
  element: ReactElement,
  resolvers: Resolvers,
  { viewer = MEMBER, experiments = {}, surface = HOME_SURFACE }: { viewer?: ViewerInfo; experiments?: ExperimentGroups; surface?: PinSurfaceInfo } = {},
): void {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) => MockPayloadGenerator.generate(operation, resolvers));
  renderWithRelay(
    <ViewerContext.Provider value={viewer}>
      <ExperimentsContext.Provider value={experiments}>
        <PinSurfaceContext.Provider value={surface}>{element}</PinSurfaceContext.Provider>
      </ExperimentsContext.Provider>
    </ViewerContext.Provider>,
    environment,
  );
}
