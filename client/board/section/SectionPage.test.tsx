import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { adaUser, nextOperation, signedInViewer } from '../../testing/operations';
import { mockConnection } from '../../testing/pins';
import { renderApp, type MockEnvironment } from '../../testing/render';

await import('./EditSectionPage');

const SECTION_ID = btoa('BoardSection:7');
const BOARD_ID = 'Qm9hcmQ6NDI=';

const shelves = (role = 'OWNER', overrides: Record<string, unknown> = {}) => ({
  __typename: 'BoardSection',
  id: SECTION_ID,
  entityId: '7',
  title: 'Shelves',
  url: '/ben/kitchen/shelves/',
  pinCount: 3,
  board: { id: BOARD_ID, name: 'Kitchen ideas', url: '/ben/kitchen/', archived: false, viewerRole: role },
  ...overrides,
});

const signedInAsBen = { viewer: { ...signedInViewer(), user: { ...adaUser(), username: 'ben' } } };

async function answer(environment: MockEnvironment, name: string, section: Record<string, unknown> | null, root: 'sectionByPath' | 'node') {
  const operation = await nextOperation(environment, name);
  await act(async () =>
    environment.mock.resolve(
      operation,
      section === null
        ? { data: { [root]: null } }
        : MockPayloadGenerator.generate(operation, {
            Query: () => ({ [root]: section }),
            BoardSection: () => section,
            Node: () => section,
            PinConnection: () => mockConnection(0, 3, false),
          }),
    ),
  );
  return operation;
}

async function renderSection(section: Record<string, unknown> | null = shelves()) {
  const environment = createMockEnvironment();
  renderApp(environment, '/ben/kitchen/shelves/', signedInAsBen);
  const operation = await answer(environment, 'routes_SectionQuery', section, 'sectionByPath');
  expect(operation.request.variables).toEqual({ username: 'ben', slug: 'kitchen', sectionSlug: 'shelves' });
  await screen.findByTestId(section === null ? 'not-found' : 'board-section-page', {}, { timeout: 5000 });
  return { environment, user: userEvent.setup() };
}

async function renderSectionEditor(section: Record<string, unknown> = shelves()) {
  const environment = createMockEnvironment();
  renderApp(environment, '/boardsection/7/edit', signedInAsBen);
  const operation = await answer(environment, 'routes_SectionEditQuery', section, 'node');
  expect(operation.request.variables).toEqual({ sectionId: SECTION_ID });
  await screen.findByTestId('board-section-page', {}, { timeout: 5000 });
  return { environment, user: userEvent.setup() };
}

describe('SectionPage (/{username}/{board}/{section}/)', () => {
  it("shows the section's title, its board, its pin count and its pins", async () => {
    await renderSection();
    expect(screen.getByRole('heading', { level: 1, name: 'Shelves' })).toBeTruthy();
    expect(screen.getByText('Kitchen ideas').closest('a')?.getAttribute('href')).toBe('/ben/kitchen/');
    expect(screen.getByTestId('section-pin-count').textContent).toBe('3 Pins');
    await waitFor(() => expect(within(screen.getByTestId('section-pins')).getAllByTestId('pin')).toHaveLength(3));
    expect(document.title).toBe('Shelves | Kitchen ideas | Corkboard');
  });

  it('offers Edit section to a collaborator', async () => {
    const { environment, user } = await renderSection(shelves('COLLABORATOR'));
    await user.click(screen.getByRole('button', { name: 'Edit section' }));
    expect((await nextOperation(environment, 'routes_SectionEditQuery')).request.variables).toEqual({ sectionId: SECTION_ID });
  });

  it.each([
    ['someone else', shelves('NONE')],
    ['an archived board', shelves('OWNER', { board: { id: BOARD_ID, name: 'Kitchen ideas', url: '/ben/kitchen/', archived: true, viewerRole: 'OWNER' } })],
  ])('no Edit section for %s', async (_who, section) => {
    await renderSection(section);
    expect(screen.queryByRole('button', { name: 'Edit section' })).toBeNull();
  });

  it('is Not Found when the section is unknown or its board hidden', async () => {
    await renderSection(null);
    expect(await screen.findByRole('heading', { level: 1, name: "Sorry! We couldn't find that page" })).toBeTruthy();
  });
});

describe('EditSectionPage (/boardsection/{id}/edit)', () => {
  const editor = () => screen.findByRole('dialog', { name: 'Edit section' });

  it("renames: the server's error shows on the field; a new name goes to the section's new address", async () => {
    const { environment, user } = await renderSectionEditor();
    const dialog = await editor();
    const name = within(dialog).getByLabelText('Name');
    expect((name as HTMLInputElement).value).toBe('Shelves');
    await user.clear(name);
    await user.type(name, 'Pots');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    const operation = await nextOperation(environment, 'sectionMutationsUpdateMutation');
    expect(operation.request.variables).toEqual({ input: { sectionId: SECTION_ID, title: 'Pots' } });
    await act(async () =>
      environment.mock.resolve(operation, {
        data: { updateBoardSection: { section: null, errors: [{ code: 'TAKEN', field: 'title', message: 'This board already has a section with that name.' }] } },
      }),
    );
    expect(await within(dialog).findByText('This board already has a section with that name.')).toBeTruthy();
    await user.type(name, ' and pans');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    const second = await nextOperation(environment, 'sectionMutationsUpdateMutation');
    await act(async () =>
      environment.mock.resolve(second, {
        data: { updateBoardSection: { section: { id: SECTION_ID, title: 'Pots and pans', slug: 'pots-and-pans', url: '/ben/kitchen/pots-and-pans/' }, errors: [] } },
      }),
    );
    expect((await nextOperation(environment, 'routes_SectionQuery')).request.variables).toEqual({ username: 'ben', slug: 'kitchen', sectionSlug: 'pots-and-pans' });
  });

  it('deletes with a choice for its Pins (kept by default), then goes to the board', async () => {
    const { environment, user } = await renderSectionEditor();
    await user.click(within(await editor()).getByRole('button', { name: 'Delete section' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this section?' });
    expect((within(confirm).getByLabelText('Keep its Pins on the board') as HTMLInputElement).checked).toBe(true);
    await user.click(within(confirm).getByLabelText('Delete its Pins too'));
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    const operation = await nextOperation(environment, 'sectionMutationsDeleteMutation');
    expect(operation.request.variables).toEqual({ input: { sectionId: SECTION_ID, pins: 'DELETE' } });
    await act(async () =>
      environment.mock.resolve(operation, { data: { deleteBoardSection: { deletedSectionId: SECTION_ID, board: { id: BOARD_ID, pinCount: 9, sectionCount: 0 }, errors: [] } } }),
    );
    expect(await screen.findByText('Deleted section "Shelves"')).toBeTruthy();
    expect((await nextOperation(environment, 'routes_BoardQuery')).request.variables).toEqual({ username: 'ben', slug: 'kitchen' });
  });

  it('a refused delete stays on the editor with the message', async () => {
    const { environment, user } = await renderSectionEditor();
    await user.click(within(await editor()).getByRole('button', { name: 'Delete section' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete this section?' })).getByRole('button', { name: 'Delete' }));
    const operation = await nextOperation(environment, 'sectionMutationsDeleteMutation');
    expect(operation.request.variables).toEqual({ input: { sectionId: SECTION_ID, pins: 'KEEP' } });
    await act(async () =>
      environment.mock.resolve(operation, { data: { deleteBoardSection: { deletedSectionId: null, board: null, errors: [{ code: 'FORBIDDEN', field: null, message: 'This board is archived.' }] } } }),
    );
    expect(await within(await editor()).findByText('This board is archived.')).toBeTruthy();
  });

  it('someone else gets the section page, not the editor', async () => {
    await renderSectionEditor(shelves('NONE'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Shelves' })).toBeTruthy();
  });
});
