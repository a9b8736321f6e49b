import { act, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import type { Environment, OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextOperation, signedInViewer } from '../../testing/operations';
import { renderApp, type MockEnvironment } from '../../testing/render';
import { LOGGED_OUT, ViewerContext, type ViewerInfo } from '../../viewer/ViewerContext';
import MergeUnauthSaves from './MergeOnLogin';
import { UNAUTH_MERGE_ERROR } from './MergeUnauthSaves';
import { addUnauthSave, readUnauthSaves, UNAUTH_SAVES_KEY } from './unauthSaves';

const PIN_1 = 'UGluOjEwMDE='; // Pin:1001
const PIN_2 = 'UGluOjEwMDI='; // Pin:1002
const PIN_9 = 'UGluOjEwMDk='; // Pin:1009, the session's

const ada: ViewerInfo = { kind: 'member', userId: '1', username: 'ada', isBot: false, isPartner: false, isEmployee: false };
const limited: ViewerInfo = { ...ada, kind: 'limited' };

const environments: MockEnvironment[] = [];

function newEnvironment(): MockEnvironment {
  const environment = createMockEnvironment();
  environments.push(environment);
  return environment;
}

function Harness({ environment, viewer, copies = 1 }: { environment: MockEnvironment; viewer: ViewerInfo; copies?: number }) {
  return (
    <StrictMode>
      <RelayEnvironmentProvider environment={environment as unknown as Environment}>
        <ViewerContext.Provider value={viewer}>
          {Array.from({ length: copies }, (_, i) => (
            <MergeUnauthSaves key={i} />
          ))}
          <span data-test-id="page" />
        </ViewerContext.Provider>
      </RelayEnvironmentProvider>
    </StrictMode>
  );
}

function mount(viewer: ViewerInfo, copies = 1) {
  const environment = newEnvironment();
  const view = render(<Harness environment={environment} viewer={viewer} copies={copies} />);
  const become = (next: ViewerInfo) => view.rerender(<Harness environment={environment} viewer={next} copies={copies} />);
  return { environment, become };
}

const named = (environment: MockEnvironment, name: string) => environment.mock.getAllOperations().filter((o) => o.request.node.params.name === name);
const merges = (environment: MockEnvironment) => named(environment, 'MergeUnauthSavesMutation');
const errorLogs = (environment: MockEnvironment) => named(environment, 'MergeUnauthSavesErrorMutation');
const flush = () => act(async () => {});

const savedPin = (id: string) => ({
  id,
  savedInfo: {
    boardId: '77',
    localPinId: `${id}-copy`,
    board: { id: 'Qm9hcmQ6Nzc=', entityId: '77', name: 'Quick Saves', url: '/ada/quick-saves/', layout: 'default' },
    section: null,
  },
});

const answer = (environment: MockEnvironment, operation: OperationDescriptor, payload: { saved?: string[]; failed?: string[]; errors?: { message: string; code: string }[] }) =>
  act(async () =>
    environment.mock.resolve(operation, {
      data: {
        mergeUnauthSaves: {
          savedPins: (payload.saved ?? []).map(savedPin),
          failedPinIds: payload.failed ?? [],
          errors: (payload.errors ?? []).map((e) => ({ field: null, ...e })),
        },
      },
    }),
  );

function storeTwo() {
  addUnauthSave({ pinId: PIN_1, entityId: '1001', savedAt: 1 });
  addUnauthSave({ pinId: PIN_2, entityId: '1002', savedAt: 2 });
}

beforeEach(() => {
  window.localStorage.clear();
});

afterEach(async () => {
  // Settle whatever a test left pending, so the one-merge-at-a-time guard is free for the next.
  await act(async () => {
    for (const environment of environments.splice(0)) {
      for (const operation of environment.mock.getAllOperations()) environment.mock.reject(operation, new Error('test over'));
    }
  });
  await flush();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('MergeUnauthSaves', () => {
  it('does nothing for a logged-out visitor or a limited login', async () => {
    storeTwo();
    const { environment, become } = mount(LOGGED_OUT);
    await flush();
    expect(environment.mock.getAllOperations()).toEqual([]);
    become(limited);
    await flush();
    expect(environment.mock.getAllOperations()).toEqual([]);
    expect(readUnauthSaves()).toHaveLength(2);
  });

  it('after login saves the stored pins once, marks them saved and clears the list', async () => {
    storeTwo();
    const { environment, become } = mount(LOGGED_OUT);
    become(ada);
    const operation = await nextOperation(environment, 'MergeUnauthSavesMutation');
    expect(operation.request.variables).toEqual({ pinIds: [PIN_1, PIN_2] });
    // The server adds the session's pin itself: the merge is the only request.
    expect(environment.mock.getAllOperations()).toHaveLength(1);
    expect(readUnauthSaves()).toHaveLength(2);

    await answer(environment, operation, { saved: [PIN_1, PIN_2, PIN_9] });
    expect(window.localStorage.getItem(UNAUTH_SAVES_KEY)).toBeNull();
    expect(errorLogs(environment)).toHaveLength(0);
    const source = environment.getStore().getSource();
    for (const id of [PIN_1, PIN_2, PIN_9]) {
      const savedInfo = source.get(id)?.savedInfo as { __ref: string } | undefined;
      expect(savedInfo).toBeTruthy();
      expect(source.get(savedInfo?.__ref ?? '')?.boardId).toBe('77');
    }
  });

  it('a limited login that becomes a full member merges then', async () => {
    storeTwo();
    const { environment, become } = mount(limited);
    await flush();
    expect(merges(environment)).toHaveLength(0);
    become(ada);
    expect((await nextOperation(environment, 'MergeUnauthSavesMutation')).request.variables).toEqual({ pinIds: [PIN_1, PIN_2] });
  });

  it('keeps a pin that failed, clears the saved one, and logs error.unauth_profile_pin_merge', async () => {
    storeTwo();
    const { environment } = mount(ada);
    const operation = await nextOperation(environment, 'MergeUnauthSavesMutation');
    await answer(environment, operation, { saved: [PIN_1], failed: [PIN_2], errors: [{ message: 'Sorry! Something went wrong on our end.', code: 'INTERNAL' }] });

    expect(readUnauthSaves()).toEqual([{ pinId: PIN_2, entityId: '1002', savedAt: 2 }]);
    const logs = errorLogs(environment);
    expect(logs).toHaveLength(1);
    expect(logs[0]?.request.variables.name).toBe(UNAUTH_MERGE_ERROR);
    expect(UNAUTH_MERGE_ERROR).toBe('error.unauth_profile_pin_merge');
    expect(logs[0]?.request.variables.message).toContain('Sorry! Something went wrong on our end.');
    expect(logs[0]?.request.variables.message).toContain(PIN_2);
  });

  it('a network failure keeps every stored pin and logs the error', async () => {
    storeTwo();
    const { environment } = mount(ada);
    const operation = await nextOperation(environment, 'MergeUnauthSavesMutation');
    await act(async () => environment.mock.reject(operation, new Error('HTTP 502')));

    expect(readUnauthSaves().map((s) => s.pinId)).toEqual([PIN_1, PIN_2]);
    const logs = errorLogs(environment);
    expect(logs).toHaveLength(1);
    expect(logs[0]?.request.variables).toEqual({ name: 'error.unauth_profile_pin_merge', message: 'HTTP 502' });
  });

  it('an error not tied to a pin (not logged in after all) keeps every stored pin and logs it', async () => {
    storeTwo();
    const { environment } = mount(ada);
    const operation = await nextOperation(environment, 'MergeUnauthSavesMutation');
    await answer(environment, operation, { errors: [{ message: 'You need to log in first.', code: 'UNAUTHENTICATED' }] });

    expect(readUnauthSaves().map((s) => s.pinId)).toEqual([PIN_1, PIN_2]);
    expect(errorLogs(environment)[0]?.request.variables).toEqual({ name: UNAUTH_MERGE_ERROR, message: 'You need to log in first.' });
  });

  it('a pin the server dropped (gone) is neither failed nor kept: the list is cleared without an error', async () => {
    storeTwo();
    const { environment } = mount(ada);
    await answer(environment, await nextOperation(environment, 'MergeUnauthSavesMutation'), { saved: [PIN_1] });
    expect(readUnauthSaves()).toEqual([]);
    expect(errorLogs(environment)).toHaveLength(0);
  });

  it('after a log-in with nothing stored: commits the merge with no ids (the server adds the session pin, if any)', async () => {
    const { environment, become } = mount(LOGGED_OUT);
    become(ada);
    const operation = await nextOperation(environment, 'MergeUnauthSavesMutation');
    expect(operation.request.variables).toEqual({ pinIds: [] });
    expect(environment.mock.getAllOperations()).toHaveLength(1);
    await answer(environment, operation, {});
    expect(errorLogs(environment)).toHaveLength(0);
    expect(merges(environment)).toHaveLength(0);
  });

  it('a member page load with nothing stored asks nothing (no request per page)', async () => {
    const { environment } = mount(ada);
    await flush();
    expect(environment.mock.getAllOperations()).toEqual([]);
  });

  it("merges the session's pin alone when the browser has none", async () => {
    const { environment, become } = mount(LOGGED_OUT);
    become(ada);
    const operation = await nextOperation(environment, 'MergeUnauthSavesMutation');
    expect(operation.request.variables).toEqual({ pinIds: [] });
    await answer(environment, operation, { saved: [PIN_9] });
    expect(errorLogs(environment)).toHaveLength(0);
    const savedInfo = environment.getStore().getSource().get(PIN_9)?.savedInfo as { __ref: string } | undefined;
    expect(savedInfo).toBeTruthy();
  });

  it('after a log-in with nothing stored, a failing merge is logged', async () => {
    const { environment, become } = mount(LOGGED_OUT);
    become(ada);
    const operation = await nextOperation(environment, 'MergeUnauthSavesMutation');
    await act(async () => environment.mock.reject(operation, new Error('HTTP 502')));
    expect(errorLogs(environment)[0]?.request.variables).toEqual({ name: UNAUTH_MERGE_ERROR, message: 'HTTP 502' });
    expect(readUnauthSaves()).toEqual([]);
  });

  it('runs once: StrictMode, two mounted copies and re-renders start a single merge', async () => {
    storeTwo();
    const { environment, become } = mount(ada, 2);
    await nextOperation(environment, 'MergeUnauthSavesMutation');
    become({ ...ada });
    await flush();
    expect(merges(environment)).toHaveLength(1);

    await answer(environment, merges(environment)[0] as OperationDescriptor, { saved: [PIN_1], failed: [PIN_2] });
    // The failed pin stays stored, but is not retried in a loop for the same login.
    become({ ...ada, username: 'ada2' });
    await flush();
    expect(merges(environment)).toHaveLength(0);
    expect(readUnauthSaves().map((s) => s.pinId)).toEqual([PIN_2]);
  });

  it('logging out and in again merges again (a new login)', async () => {
    storeTwo();
    const { environment, become } = mount(ada);
    await answer(environment, await nextOperation(environment, 'MergeUnauthSavesMutation'), { saved: [PIN_1], failed: [PIN_2] });
    become(LOGGED_OUT);
    await flush();
    become(ada);
    const again = await nextOperation(environment, 'MergeUnauthSavesMutation');
    expect(again.request.variables).toEqual({ pinIds: [PIN_2] });
  });

  it('is mounted by the app shell: a signed-in member with stored saves gets them merged; a visitor does not', async () => {
    storeTwo();
    const visitor = newEnvironment();
    const first = renderApp(visitor, '/no/such/page/at/all');
    // The page has rendered (the lazily loaded Not Found page), so the shell had its chance.
    expect(await screen.findByRole('heading', { level: 1, name: "Sorry! We couldn't find that page" }, { timeout: 5000 })).toBeTruthy();
    await flush();
    expect(merges(visitor)).toHaveLength(0);
    first.unmount();

    const member = newEnvironment();
    renderApp(member, '/no/such/page/at/all', { viewer: signedInViewer() });
    const operation = await nextOperation(member, 'MergeUnauthSavesMutation');
    expect(operation.request.variables).toEqual({ pinIds: [PIN_1, PIN_2] });
    await waitFor(() => expect(merges(member)).toHaveLength(1));
  });
});
