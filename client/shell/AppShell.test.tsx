import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRouter } from 'found';
import { Button } from 'gestalt';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { resolveOperation, signedOutViewer } from '../testing/operations';
import { renderWithRouter } from '../testing/render';
import { AppFrame } from './AppShell';
import { saveToastSpec } from './toast/SaveToast';
import { useToast } from './toast/ToastProvider';

/** A page that saves (as the pin card does) and shows where the router is. */
function SavingPage() {
  const { match } = useRouter();
  const { show } = useToast();
  return (
    <>
      <span data-test-id="location">{`${match.location.pathname}${match.location.search}`}</span>
      <Button
        text="Pretend save"
        onClick={() =>
          show(
            saveToastSpec({
              pinEntityId: '9001',
              originalPinEntityId: '4242',
              boardEntityId: '77',
              boardName: 'Kitchen',
              boardUrl: '/ada/kitchen/',
              sectionTitle: null,
              isQuickSave: false,
              username: 'ada',
              imageUrl: null,
            }),
          )
        }
      />
    </>
  );
}

function Shell() {
  const { router } = useRouter();
  return (
    <AppFrame router={router}>
      <SavingPage />
    </AppFrame>
  );
}

async function saveInShell() {
  const environment = createMockEnvironment();
  renderWithRouter(<Shell />, environment, '/ada/');
  await resolveOperation(environment, 'HeaderViewerQuery', { Viewer: signedOutViewer });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Pretend save' }));
  expect((await screen.findByTestId('save-toast')).textContent).toContain('Saved to Kitchen');
  expect(screen.getByTestId('location').textContent).toBe('/ada/');
  return user;
}

/** A plain left click, as the browser sends it; true when the app took it over (no page load). */
function clickPrevented(element: HTMLElement): boolean {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  act(() => {
    element.dispatchEvent(event);
  });
  return event.defaultPrevented;
}

describe('AppFrame toasts', () => {
  // The toast's links are plain hrefs: the shell's GlobalEventsHandlerProvider routes them.
  it('pages inside the shell get the toast stack; the save toast’s Organize opens the edit page in the app', async () => {
    await saveInShell();
    expect(clickPrevented(screen.getByTestId('save-toast-organize'))).toBe(true);
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/pin/9001/repin/?isEditingPin=true&pinBoardId=77&isFromToast=true&originalPinId=4242'),
    );
    // Using it closes the toast.
    await waitFor(() => expect(screen.queryByTestId('save-toast')).toBeNull());
  });

  it('the save toast’s board link goes to the board in the app', async () => {
    await saveInShell();
    expect(clickPrevented(screen.getByTestId('save-toast-board-link'))).toBe(true);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/ada/kitchen/'));
  });
});
