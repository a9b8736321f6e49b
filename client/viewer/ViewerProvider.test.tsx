import { act, screen } from '@testing-library/react';
import { memo } from 'react';
import { createOperationDescriptor, getRequest } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { useExperimentGroup } from '../experiments/experiments';
import { nextOperation } from '../testing/operations';
import { renderWithRelay } from '../testing/render';
import { useViewer } from './ViewerContext';
import { ViewerGate } from './ViewerProvider';
import headerViewerQuery from '../shell/__generated__/HeaderViewerQuery.graphql';

function Probe() {
  const viewer = useViewer();
  const label = useExperimentGroup('web_ad_label');
  return <p data-test-id="probe">{`${viewer.kind}|${viewer.userId ?? '-'}|${viewer.username ?? '-'}|${String(viewer.isPartner)}|${label}`}</p>;
}

async function renderAs(viewer: Record<string, unknown>) {
  const environment = createMockEnvironment();
  renderWithRelay(
    <ViewerGate>
      <Probe />
    </ViewerGate>,
    environment,
  );
  const operation = await nextOperation(environment, 'HeaderViewerQuery');
  await act(async () =>
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        Viewer: () => ({ isBot: false, isPartner: false, isEmployee: false, darkMode: false, experiments: [], ...viewer }),
        User: () => ({ entityId: '42', username: 'ada' }),
      }),
    ),
  );
  return screen.getByTestId('probe').textContent;
}

describe('ViewerGate', () => {
  it('gives an anonymous visitor kind anonymous and no user', async () => {
    expect(await renderAs({ isAuthenticated: false, isLimitedLogin: false, user: null })).toBe('anonymous|-|-|false|promoted');
  });

  it('gives a limited login kind limited with their id', async () => {
    expect(await renderAs({ isAuthenticated: true, isLimitedLogin: true })).toBe('limited|42|ada|false|promoted');
  });

  it('gives a member kind member with id, username and partner flag', async () => {
    expect(await renderAs({ isAuthenticated: true, isLimitedLogin: false, isPartner: true })).toBe('member|42|ada|true|promoted');
  });

  it('passes a forced group on to useExperimentGroup', async () => {
    expect(await renderAs({ isAuthenticated: false, isLimitedLogin: false, user: null, experiments: [{ name: 'web_ad_label', group: 'sponsored' }] })).toMatch(/\|sponsored$/);
  });

  it('falls back to the default group for an unknown group', async () => {
    expect(await renderAs({ isAuthenticated: false, isLimitedLogin: false, user: null, experiments: [{ name: 'web_ad_label', group: 'purple' }] })).toMatch(/\|promoted$/);
  });

  it('keeps the same viewer when it reads the same one again (a server-rendered page: its cards do not render again)', async () => {
    const environment = createMockEnvironment();
    // The viewer is in the store already, as on a server-rendered page (its records).
    const operation = createOperationDescriptor(getRequest(headerViewerQuery), {});
    const payload = MockPayloadGenerator.generate(operation, {
      Viewer: () => ({ isAuthenticated: true, isLimitedLogin: false, isBot: false, isPartner: false, isEmployee: false, darkMode: false, experiments: [] }),
      User: () => ({ entityId: '42', username: 'ada' }),
    });
    act(() => environment.commitPayload(operation, payload.data!));
    let renders = 0;
    const Card = memo(function Card() {
      renders += 1;
      return <p data-test-id="card">{useViewer().username}</p>;
    });
    renderWithRelay(
      <ViewerGate>
        <Card />
      </ViewerGate>,
      environment,
    );
    expect(screen.getByTestId('card').textContent).toBe('ada');
    await act(async () => {});
    expect(renders).toBe(1);
  });
});
