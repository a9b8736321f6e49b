import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { nextOperation } from '../../testing/operations';
import type { ViewerKind } from '../../account/gate';
import { ExperimentsContext, type ExperimentGroups } from '../../experiments/experiments';
import { renderWithRouter } from '../../testing/render';
import Reactions from './Reactions';
import { countsAfter } from './useReactMutation';
import type { ReactionsTestQuery } from './__generated__/ReactionsTestQuery.graphql';

const query = graphql`
  query ReactionsTestQuery @relay_test_operation {
    pin(id: "test") {
      ...Reactions_pin
    }
  }
`;

function Test({ viewerKind }: { readonly viewerKind: ViewerKind }) {
  const data = useLazyLoadQuery<ReactionsTestQuery>(query, {});
  return data.pin ? (
    <>
      <span>loaded</span>
      <Reactions pin={data.pin} viewerKind={viewerKind} />
    </>
  ) : null;
}

interface Options {
  readonly pin?: Record<string, unknown>;
  readonly viewerKind?: ViewerKind;
  readonly experiments?: ExperimentGroups;
  readonly collaborative?: boolean;
}

const PIN_ID = 'UGluOjQy';
const VIDEO_PIN = {
  id: PIN_ID,
  entityId: '42',
  reactedByMe: false,
  type: 'video',
  isPromoted: false,
  isDownstreamPromotion: false,
  videoList: [{ name: 'V_720P' }],
  storyPinData: null,
  reactionCountsData: [
    { reactionType: 1, reactionCount: 10 },
    { reactionType: 5, reactionCount: 2 },
  ],
};

function setup({ pin = {}, viewerKind = 'member', experiments = {}, collaborative = false }: Options = {}) {
  const environment = createMockEnvironment();
  // The query resolves at once; mutations stay pending until a test answers them.
  environment.mock.queueOperationResolver((operation) =>
    operation.request.node.params.operationKind === 'query'
      ? MockPayloadGenerator.generate(operation, {
          Pin: () => ({ ...VIDEO_PIN, ...pin }),
          Board: () => ({ isCollaborative: collaborative }),
        })
      : null,
  );
  const result = renderWithRouter(
    <ExperimentsContext.Provider value={experiments}>
      <Test viewerKind={viewerKind} />
    </ExperimentsContext.Provider>,
    environment,
  );
  return { ...result, environment };
}

const SERVER_PIN = (reacted: boolean, heart: number) => ({
  id: PIN_ID,
  reactedByMe: reacted,
  reactionCountsData: [
    { reactionType: 1, reactionCount: heart },
    { reactionType: 5, reactionCount: 2 },
  ],
});

describe('Reactions', () => {
  it('shows the summed reaction count on a video pin', async () => {
    setup();
    expect(await screen.findByText('12 reactions')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'React' })).toBeTruthy();
  });

  it('shows on a story pin without video', async () => {
    setup({ pin: { type: 'story', videoList: [], storyPinData: { isDeleted: false } } });
    expect(await screen.findByTestId('reactions')).toBeTruthy();
  });

  it('is hidden on an image pin, a promoted pin, a collaborative board and a deleted story', async () => {
    for (const options of [
      { pin: { type: 'image', videoList: [] } },
      { pin: { isPromoted: true } },
      { pin: { isDownstreamPromotion: true } },
      { collaborative: true },
      { pin: { type: 'story', videoList: [], storyPinData: { isDeleted: true } } },
    ]) {
      const { unmount } = setup(options);
      await screen.findByText('loaded');
      expect(screen.queryByTestId('reactions')).toBeNull();
      unmount();
    }
  });

  it('is disabled for a signed-in viewer in web_reactions_disabled=enabled, enabled in control', async () => {
    const { unmount } = setup({ experiments: { web_reactions_disabled: 'enabled' } });
    expect((await screen.findByRole('button', { name: 'React' })).hasAttribute('disabled')).toBe(true);
    unmount();
    setup({ experiments: { web_reactions_disabled: 'control' } });
    expect((await screen.findByRole('button', { name: 'React' })).hasAttribute('disabled')).toBe(false);
  });

  it('a logged-out viewer (even in the experiment) gets the log-in modal', async () => {
    setup({ viewerKind: 'anonymous', experiments: { web_reactions_disabled: 'enabled' } });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'React' }));
    expect(await screen.findByRole('heading', { name: 'Log in to continue' })).toBeTruthy();
  });

  it("stores a member's reaction: counted at once, kept when the server agrees", async () => {
    const { environment } = setup();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'React' }));
    expect(screen.getByText('13 reactions')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove reaction' })).toBeTruthy();
    const operation = await nextOperation(environment, 'useReactMutation_ReactMutation');
    expect(operation.request.variables).toEqual({ pinId: PIN_ID, reactionType: 1 });
    await act(async () => environment.mock.resolve(operation, { data: { reactToPin: { pin: SERVER_PIN(true, 11), errors: [] } } }));
    expect(screen.getByText('13 reactions')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove reaction' })).toBeTruthy();
    expect(screen.queryByTestId('reactions-toast')).toBeNull();
  });

  it('rolls a reaction back with a toast when the server answers with errors', async () => {
    const { environment } = setup();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'React' }));
    expect(screen.getByText('13 reactions')).toBeTruthy();
    const operation = await nextOperation(environment, 'useReactMutation_ReactMutation');
    await act(async () =>
      environment.mock.resolve(operation, { data: { reactToPin: { pin: null, errors: [{ code: 'NOT_FOUND', message: 'pin 42 not found' }] } } }),
    );
    expect(await screen.findByText('Sorry! Something went wrong on our end.')).toBeTruthy();
    expect(screen.getByText('12 reactions')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'React' })).toBeTruthy();
  });

  it('removes a stored reaction at once and rolls the removal back on a network error', async () => {
    const { environment } = setup({ pin: { reactedByMe: true } });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Remove reaction' }));
    expect(screen.getByText('11 reactions')).toBeTruthy();
    const operation = await nextOperation(environment, 'useReactMutation_RemoveMutation');
    expect(operation.request.variables).toEqual({ pinId: PIN_ID });
    await act(async () => environment.mock.reject(operation, new Error('offline')));
    expect(await screen.findByText('Sorry! Something went wrong on our end.')).toBeTruthy();
    expect(screen.getByText('12 reactions')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove reaction' })).toBeTruthy();
  });

  it('a limited viewer gets the limited-login modal and no request', async () => {
    const { environment } = setup({ viewerKind: 'limited' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'React' }));
    expect(await screen.findByRole('heading', { name: "Confirm it's you" })).toBeTruthy();
    expect(screen.getByText('12 reactions')).toBeTruthy();
    expect(environment.mock.getAllOperations().filter((o) => o.request.node.params.operationKind === 'mutation')).toHaveLength(0);
  });
});

describe('countsAfter', () => {
  const counts = [
    { reactionType: 1, reactionCount: 1 },
    { reactionType: 5, reactionCount: 2 },
  ];
  it('adds one to the heart count, or a new heart entry in type order', () => {
    expect(countsAfter(counts, true)).toEqual([
      { reactionType: 1, reactionCount: 2 },
      { reactionType: 5, reactionCount: 2 },
    ]);
    expect(countsAfter([{ reactionType: 5, reactionCount: 2 }], true)).toEqual(counts);
    expect(countsAfter([], true)).toEqual([{ reactionType: 1, reactionCount: 1 }]);
  });
  it('takes one away, dropping a type that reaches 0 and never going below 0', () => {
    expect(countsAfter(counts, false)).toEqual([{ reactionType: 5, reactionCount: 2 }]);
    expect(countsAfter(counts, false, 5)).toEqual([
      { reactionType: 1, reactionCount: 1 },
      { reactionType: 5, reactionCount: 1 },
    ]);
    expect(countsAfter([{ reactionType: 1, reactionCount: 0 }], false)).toEqual([]);
    expect(countsAfter([], false)).toEqual([]);
  });
});
