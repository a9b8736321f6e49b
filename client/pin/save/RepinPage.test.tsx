import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryProtocol } from 'farce';
import type { OperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import { beforeAll, describe, expect, it } from 'vitest';
import App from '../../App';
import { createAppRouter, createResolver } from '../../router';
import { adaUser, nextOperation, signedInViewer, signedOutViewer } from '../../testing/operations';
import { asEnvironment, renderApp, type MockEnvironment } from '../../testing/render';
import { DESCRIPTION_TOO_LONG, PIN_DESCRIPTION_MAX } from './RepinPage';
import { PIN_DELETED, PIN_DELETE_FAILED } from './useDeletePin';

const PIN_ID = 'UGluOjEwMDE=';
const KITCHEN_ID = 'Qm9hcmQ6NDI=';
const GARDEN_ID = 'Qm9hcmQ6Mw==';
const VIEWER_ENTITY_ID = '7';

const pin = (overrides: Record<string, unknown> = {}) => ({
  id: PIN_ID,
  entityId: '1001',
  title: 'Lemon tart',
  altText: 'A lemon tart',
  description: 'Sharp and buttery.',
  dominantColor: '#cccccc',
  image: { url: 'https://img.example/236x/1.jpg', width: 236, height: 300 },
  pinner: { id: 'VXNlcjo5', entityId: '9' },
  board: { id: KITCHEN_ID, entityId: '42' },
  section: { entityId: '11', title: 'Shelves' },
  savedInfo: null,
  ...overrides,
});

const kitchen = { id: KITCHEN_ID, entityId: '42', name: 'Kitchen ideas', url: '/ada/kitchen/' };

const pickerBoards = [
  { id: KITCHEN_ID, entityId: '42', name: 'Kitchen ideas', privacy: 'public', coverImage: null, sections: [{ entityId: '11', title: 'Shelves' }] },
  { id: GARDEN_ID, entityId: '3', name: 'Garden', privacy: 'public', coverImage: null, sections: [] },
];

type ViewerShape = 'member' | 'limited' | 'anonymous';

const viewerFor = (kind: ViewerShape) =>
  kind === 'anonymous' ? signedOutViewer() : { ...signedInViewer({ isLimitedLogin: kind === 'limited' }), user: { ...adaUser(), entityId: VIEWER_ENTITY_ID } };

/** The app at `location` (a path, or a location with state) for this viewer. */
function renderAt(location: string | { pathname: string; state: unknown }, viewer: ViewerShape = 'member') {
  const environment = createMockEnvironment();
  if (typeof location === 'string') {
    renderApp(environment, location, { viewer: viewerFor(viewer) });
    return environment;
  }
  const shellViewer = { isBot: false, isPartner: false, isEmployee: false, experiments: [], ...viewerFor(viewer) };
  environment.mock.queueOperationResolver((operation) =>
    operation.request.node.params.name === 'HeaderViewerQuery'
      ? MockPayloadGenerator.generate(operation, { Viewer: () => shellViewer, User: () => ({ ...adaUser(), entityId: VIEWER_ENTITY_ID }) })
      : null,
  );
  const Router = createAppRouter(new MemoryProtocol(location as unknown as string));
  render(
    <App environment={asEnvironment(environment)}>
      <Router resolver={createResolver(asEnvironment(environment))} />
    </App>,
  );
  return environment;
}

async function resolveRepin(environment: MockEnvironment, data: { pin?: Record<string, unknown> | null; board?: Record<string, unknown> | null } = {}) {
  const operation = await nextOperation(environment, 'routes_RepinQuery');
  const pinData = data.pin === undefined ? pin() : data.pin;
  await act(async () =>
    environment.mock.resolve(
      operation,
      pinData === null
        ? { data: { pin: null } }
        : MockPayloadGenerator.generate(operation, {
            Query: () => ({ pin: pinData, board: data.board === undefined ? kitchen : data.board }),
            Pin: () => pinData,
          }),
    ),
  );
  return operation;
}

async function resolvePicker(environment: MockEnvironment) {
  const operation = await nextOperation(environment, 'BoardPickerQuery');
  await act(async () =>
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        SaveBoardConnection: () => ({
          edges: pickerBoards.map((node, i) => ({ cursor: `c${i}`, node })),
          pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: 'c0', endCursor: 'c1' },
        }),
      }),
    ),
  );
}

const mutations = (environment: MockEnvironment) =>
  environment.mock.getAllOperations().filter((operation) => operation.request.node.params.operationKind === 'mutation');

async function resolveMutation(environment: MockEnvironment, name: string, payloadType: string, payload: Record<string, unknown>): Promise<OperationDescriptor> {
  const operation = await nextOperation(environment, name);
  await act(async () => environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, { [payloadType]: () => payload })));
  return operation;
}

const EDIT_PATH = '/pin/1001/repin/?isEditingPin=true&pinBoardId=42&isFromToast=true&originalPinId=77';

describe('RepinPage', () => {
  beforeAll(async () => {
    await Promise.all([import('./RepinPage'), import('../../closeup/Closeup'), import('../../feed/HomeFeed'), import('../../account/LoginPage')]);
  }, 30_000);

  describe('who may use it', () => {
    it('sends a logged-out visitor to log in, with next back to this page', async () => {
      const environment = renderAt('/pin/1001/repin/', 'anonymous');
      await resolveRepin(environment);
      const account = await nextOperation(environment, 'routes_AccountQuery');
      await act(async () => environment.mock.resolve(account, MockPayloadGenerator.generate(account, { Viewer: signedOutViewer })));
      expect(await screen.findByLabelText('Password')).toBeTruthy();
      expect(screen.queryByTestId('repin-page')).toBeNull();
    });

    it('keeps the edit query in next', async () => {
      const environment = renderAt(EDIT_PATH, 'anonymous');
      await resolveRepin(environment);
      const account = await nextOperation(environment, 'routes_AccountQuery');
      await act(async () => environment.mock.resolve(account, MockPayloadGenerator.generate(account, { Viewer: () => signedInViewer() })));
      // Signed in meanwhile: the log-in page goes on to next, which is this page again, in edit mode.
      const again = await nextOperation(environment, 'routes_RepinQuery');
      expect(again.request.variables).toEqual({ pinId: '1001', pinBoardId: '42', editing: true });
    });

    it('shows a limited-login viewer the limited-login modal, not the board picker', async () => {
      const environment = renderAt('/pin/1001/repin/', 'limited');
      await resolveRepin(environment);
      expect(await screen.findByText("Confirm it's you")).toBeTruthy();
      expect(screen.queryByLabelText('Search your boards')).toBeNull();
      expect(screen.getByRole('heading', { level: 1, name: 'Save Pin' })).toBeTruthy();
    });

    it('shows the Not Found page for an unknown pin', async () => {
      const environment = renderAt('/pin/999/repin/');
      await resolveRepin(environment, { pin: null });
      expect(await screen.findByRole('heading', { level: 1, name: "Sorry! We couldn't find that page" })).toBeTruthy();
    });
  });

  describe('new save', () => {
    const open = async () => {
      const user = userEvent.setup();
      const environment = renderAt('/pin/1001/repin/');
      const operation = await resolveRepin(environment);
      expect(operation.request.variables).toEqual({ pinId: '1001', pinBoardId: '', editing: false });
      await resolvePicker(environment);
      return { environment, user };
    };

    it('shows the pin image and title, and saves to the picked board with a 500-character description, then opens the closeup', async () => {
      const { environment, user } = await open();
      expect(screen.getByRole('heading', { level: 1, name: 'Save Pin' })).toBeTruthy();
      expect(screen.getByRole('img', { name: 'A lemon tart' }).getAttribute('src')).toBe('https://img.example/236x/1.jpg');
      expect(screen.getByText('Lemon tart')).toBeTruthy();
      await user.click(await screen.findByRole('button', { name: 'Sections of Kitchen ideas' }));
      await user.click(screen.getByRole('button', { name: 'Shelves, section of Kitchen ideas' }));
      expect(screen.getByTestId('repin-choice').textContent).toBe('Save to Kitchen ideas / Shelves');
      const description = 'd'.repeat(PIN_DESCRIPTION_MAX);
      await user.click(screen.getByLabelText('Description'));
      await user.paste(description);
      expect(screen.getByText(`${PIN_DESCRIPTION_MAX}/${PIN_DESCRIPTION_MAX}`)).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Save' }));
      const operation = await resolveMutation(environment, 'useSavePinMutation', 'SavePinPayload', {
        errors: [],
        created: true,
        isQuickSave: false,
        pin: { id: PIN_ID, entityId: '1001' },
        originalPin: null,
        board: { ...kitchen, layout: 'default' },
        section: { entityId: '11', title: 'Shelves', url: '/ada/kitchen/shelves/' },
      });
      expect(operation.request.variables.input).toEqual({ pinId: PIN_ID, boardId: KITCHEN_ID, sectionId: '11', description, originalPinId: null });
      const closeup = await nextOperation(environment, 'routes_PinQuery');
      expect(closeup.request.variables).toEqual({ pinId: '1001' });
    });

    it(`refuses a ${PIN_DESCRIPTION_MAX + 1}-character description with a message`, async () => {
      const { environment, user } = await open();
      await user.click(await screen.findByRole('button', { name: 'Garden' }));
      await user.click(screen.getByLabelText('Description'));
      await user.paste('d'.repeat(PIN_DESCRIPTION_MAX + 1));
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText(DESCRIPTION_TOO_LONG)).toBeTruthy();
      expect(mutations(environment)).toHaveLength(0);
    });

    it('counts characters, not UTF-16 units: 500 emoji fit, the 501st is refused', async () => {
      const { environment, user } = await open();
      await user.click(await screen.findByRole('button', { name: 'Garden' }));
      await user.click(screen.getByLabelText('Description'));
      await user.paste('😀'.repeat(PIN_DESCRIPTION_MAX));
      expect(screen.getByText(`${PIN_DESCRIPTION_MAX}/${PIN_DESCRIPTION_MAX}`)).toBeTruthy();
      await user.paste('😀');
      expect(screen.getByText(`${PIN_DESCRIPTION_MAX + 1}/${PIN_DESCRIPTION_MAX}`)).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText(DESCRIPTION_TOO_LONG)).toBeTruthy();
      expect(mutations(environment)).toHaveLength(0);
    });

    it('asks for a board before saving', async () => {
      const { environment, user } = await open();
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect((await screen.findByRole('alert')).textContent).toBe('Pick a board to save to.');
      expect(mutations(environment)).toHaveLength(0);
    });

    it('stays on the page with an error toast when the save fails', async () => {
      const { environment, user } = await open();
      await user.click(await screen.findByRole('button', { name: 'Garden' }));
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await resolveMutation(environment, 'useSavePinMutation', 'SavePinPayload', {
        errors: [{ code: 'NOT_FOUND', message: 'That board is gone.' }],
        created: false,
        isQuickSave: false,
        pin: null,
        originalPin: null,
        board: null,
        section: null,
      });
      expect(await screen.findByText('That board is gone.')).toBeTruthy();
      expect(screen.getByTestId('repin-page')).toBeTruthy();
      expect(environment.mock.getAllOperations().map((operation) => operation.request.node.params.name)).not.toContain('routes_PinQuery');
    });

    it('a network failure shows "Sorry! Something went wrong on our end."', async () => {
      const { environment, user } = await open();
      await user.click(await screen.findByRole('button', { name: 'Garden' }));
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await act(async () => environment.mock.reject(await nextOperation(environment, 'useSavePinMutation'), new Error('HTTP 502')));
      expect(await screen.findByText('Sorry! Something went wrong on our end.')).toBeTruthy();
      expect(screen.getByTestId('repin-page')).toBeTruthy();
    });
  });

  describe('editing a saved pin', () => {
    const open = async (overrides: Record<string, unknown> = {}) => {
      const user = userEvent.setup();
      const environment = renderAt(EDIT_PATH);
      const operation = await resolveRepin(environment, { pin: pin(overrides) });
      expect(operation.request.variables).toEqual({ pinId: '1001', pinBoardId: '42', editing: true });
      await resolvePicker(environment);
      return { environment, user };
    };

    it('shows where it is saved, and moves it to another board', async () => {
      const { environment, user } = await open();
      expect(screen.getByRole('heading', { level: 1, name: 'Edit your Pin' })).toBeTruthy();
      expect(screen.getByTestId('repin-saved-to').textContent).toBe('Saved to Kitchen ideas / Shelves');
      expect((screen.getByLabelText('Description') as HTMLTextAreaElement).value).toBe('Sharp and buttery.');
      await user.click(await screen.findByRole('button', { name: 'Garden' }));
      expect(screen.getByTestId('repin-choice').textContent).toBe('Move to Garden');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      const operation = await resolveMutation(environment, 'useUpdateSavedPinMutation', 'SavePinPayload', {
        errors: [],
        pin: { id: PIN_ID, description: 'Sharp and buttery.' },
        board: { id: GARDEN_ID, entityId: '3', name: 'Garden', url: '/ada/garden/' },
        section: null,
      });
      expect(operation.request.variables.input).toEqual({ pinId: PIN_ID, boardId: KITCHEN_ID, newBoardId: GARDEN_ID, sectionId: '' });
      expect(await screen.findByText('Saved to Garden')).toBeTruthy();
      expect((await nextOperation(environment, 'routes_PinQuery')).request.variables).toEqual({ pinId: '1001' });
    });

    it('changes only the description (500 ok) on the same board', async () => {
      const { environment, user } = await open();
      const text = screen.getByLabelText('Description');
      await user.clear(text);
      await user.click(text);
      await user.paste('n'.repeat(PIN_DESCRIPTION_MAX));
      await user.click(screen.getByRole('button', { name: 'Save' }));
      const operation = await nextOperation(environment, 'useUpdateSavedPinMutation');
      expect(operation.request.variables.input).toEqual({ pinId: PIN_ID, boardId: KITCHEN_ID, description: 'n'.repeat(PIN_DESCRIPTION_MAX) });
    });

    it(`refuses a ${PIN_DESCRIPTION_MAX + 1}-character description`, async () => {
      const { environment, user } = await open();
      const text = screen.getByLabelText('Description');
      await user.clear(text);
      await user.click(text);
      await user.paste('n'.repeat(PIN_DESCRIPTION_MAX + 1));
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText(DESCRIPTION_TOO_LONG)).toBeTruthy();
      expect(mutations(environment)).toHaveLength(0);
    });

    it('shows an error toast and stays when the change fails', async () => {
      const { environment, user } = await open();
      await user.click(await screen.findByRole('button', { name: 'Garden' }));
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await act(async () => environment.mock.reject(await nextOperation(environment, 'useUpdateSavedPinMutation'), new Error('HTTP 502')));
      expect(await screen.findByText('Sorry! Something went wrong on our end.')).toBeTruthy();
      expect(screen.getByTestId('repin-page')).toBeTruthy();
    });

    it('removes it from the board, then opens the pin the person tapped', async () => {
      const { environment, user } = await open();
      await user.click(screen.getByRole('button', { name: 'Remove from board' }));
      const operation = await resolveMutation(environment, 'useUnsavePinMutation', 'UnsavePinPayload', {
        errors: [],
        pin: { id: PIN_ID, savedInfo: null },
        removedFromBoardIds: ['42'],
      });
      expect(operation.request.variables.input).toEqual({ pinId: PIN_ID, boardId: KITCHEN_ID });
      expect((await nextOperation(environment, 'routes_PinQuery')).request.variables).toEqual({ pinId: '77' });
    });

    it('offers Delete Pin only to the pinner', async () => {
      await open();
      expect(screen.getByRole('button', { name: 'Remove from board' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Delete Pin' })).toBeNull();
    });

    it('deletes the pin after confirmation: gone from the store at once, home, then "Pin deleted!"', async () => {
      const { environment, user } = await open({ pinner: { id: 'VXNlcjo3', entityId: VIEWER_ENTITY_ID } });
      await user.click(screen.getByRole('button', { name: 'Delete Pin' }));
      const dialog = await screen.findByRole('alertdialog');
      expect(within(dialog).getByText('Delete this Pin?')).toBeTruthy();
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      const operation = await nextOperation(environment, 'useDeletePinMutation');
      expect(operation.request.variables.input).toEqual({ pinId: PIN_ID });
      expect(environment.getStore().getSource().get(PIN_ID)).toBeNull();
      await nextOperation(environment, 'routes_HomeQuery');
      await act(async () => environment.mock.resolve(operation, { data: { deletePin: { deletedPinId: PIN_ID, errors: [] } } }));
      expect(await screen.findByText(PIN_DELETED)).toBeTruthy();
      expect(environment.getStore().getSource().get(PIN_ID)).toBeNull();
    });

    it('Cancel in the confirmation deletes nothing', async () => {
      const { environment, user } = await open({ pinner: { id: 'VXNlcjo3', entityId: VIEWER_ENTITY_ID } });
      await user.click(screen.getByRole('button', { name: 'Delete Pin' }));
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(mutations(environment)).toHaveLength(0);
    });

    it.each([
      ['an error answer', (environment: MockEnvironment, operation: OperationDescriptor) =>
        environment.mock.resolve(operation, { data: { deletePin: { deletedPinId: null, errors: [{ code: 'FORBIDDEN', message: 'Not yours.' }] } } })],
      ['a network failure', (environment: MockEnvironment, operation: OperationDescriptor) => environment.mock.reject(operation, new Error('HTTP 502'))],
    ])('on %s the toast says so and nothing is removed', async (_label, fail) => {
      const { environment, user } = await open({ pinner: { id: 'VXNlcjo3', entityId: VIEWER_ENTITY_ID } });
      await user.click(screen.getByRole('button', { name: 'Delete Pin' }));
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
      const operation = await nextOperation(environment, 'useDeletePinMutation');
      await act(async () => fail(environment, operation));
      expect(await screen.findByText(PIN_DELETE_FAILED)).toBeTruthy();
      expect(screen.queryByText(PIN_DELETED)).toBeNull();
      expect(environment.getStore().getSource().get(PIN_ID)).toMatchObject({ entityId: '1001' });
    });

    it('falls back to a new save when the board is unknown', async () => {
      const environment = renderAt(EDIT_PATH);
      await resolveRepin(environment, { board: null });
      expect(await screen.findByRole('heading', { level: 1, name: 'Save Pin' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Remove from board' })).toBeNull();
    });
  });

  describe('one-tap save', () => {
    it('quick saves at once and goes back to the origin', async () => {
      const environment = renderAt({ pathname: '/pin/1001/repin', state: { isOneTapSave: true, origin: '/' } });
      await resolveRepin(environment);
      const operation = await resolveMutation(environment, 'useSavePinMutation', 'SavePinPayload', {
        errors: [],
        created: true,
        isQuickSave: true,
        pin: { id: PIN_ID, entityId: '1001' },
        originalPin: null,
        board: { id: 'Qm9hcmQ6NQ==', entityId: '5', name: 'Quick Saves', url: '/ada/quick-saves/', layout: 'quick_saves' },
        section: null,
      });
      expect(operation.request.variables.input).toMatchObject({ pinId: PIN_ID, boardId: null, sectionId: null });
      expect(await nextOperation(environment, 'routes_HomeQuery')).toBeTruthy();
      expect(screen.queryByLabelText('Search your boards')).toBeNull();
    });

    it('goes back to the closeup without an origin, also after a failure', async () => {
      const environment = renderAt({ pathname: '/pin/1001/repin', state: { isOneTapSave: true } });
      await resolveRepin(environment);
      await act(async () => environment.mock.reject(await nextOperation(environment, 'useSavePinMutation'), new Error('HTTP 502')));
      expect((await nextOperation(environment, 'routes_PinQuery')).request.variables).toEqual({ pinId: '1001' });
      expect(await screen.findByText('Sorry! Something went wrong on our end.')).toBeTruthy();
    });
  });
});
