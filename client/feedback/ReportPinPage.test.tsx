import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearCovers } from '../pin/overlay/feedbackStore';
import { adaUser, nextOperation, signedInViewer, signedOutViewer } from '../testing/operations';
import { mockPin } from '../testing/pins';
import { renderApp, type MockEnvironment } from '../testing/render';

const member = { ...signedInViewer(), user: { ...adaUser(), entityId: '1' } };
const REASONS = [
  { code: 'spam', label: 'Spam' },
  { code: 'nudity', label: 'Nudity, pornography or sexualized content' },
  { code: 'intellectual_property', label: 'My intellectual property' },
];

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => clearCovers());

async function openPage(viewer: Record<string, unknown>, pin: Record<string, unknown> | null = mockPin(1, { title: 'Lemon tart' })) {
  const environment = createMockEnvironment();
  renderApp(environment, '/pin/1001/feedback/', { viewer });
  const operation = await nextOperation(environment, 'reportRoutes_ReportPinQuery');
  expect(operation.request.variables).toEqual({ pinId: '1001' });
  await act(async () =>
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        Viewer: () => ({ isAuthenticated: viewer.isAuthenticated }),
        Query: () => ({ pin, pinReportReasons: REASONS }),
        Pin: () => pin ?? {},
        Image: () => ({ url: 'https://img.example/136x136/1.jpg' }),
      }),
    ),
  );
  return { environment, user: userEvent.setup() };
}

const answer = (environment: MockEnvironment, name: string, data: object) =>
  act(async () => environment.mock.resolve(await nextOperation(environment, name), { data } as never));

describe('/pin/{id}/feedback/ (platform §2): report a pin with a reason', () => {
  it("reports with the chosen reason, says 'Reported' at once, and Undo takes the report back", async () => {
    const { environment, user } = await openPage(member);
    const page = await screen.findByTestId('report-pin-page');
    expect(within(page).getByRole('heading', { level: 1, name: 'Report Pin' })).toBeTruthy();
    expect(within(page).getByRole('link', { name: 'Lemon tart' }).getAttribute('href')).toBe('/pin/1001/');
    expect(within(page).getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/pin/1001/');
    for (const reason of REASONS) expect(within(page).getByLabelText(reason.label)).toBeTruthy();
    expect(within(page).getByRole('button', { name: 'Report' }).hasAttribute('disabled')).toBe(true);

    await user.click(within(page).getByLabelText('My intellectual property'));
    await user.click(within(page).getByRole('button', { name: 'Report' }));
    expect(await within(page).findByRole('heading', { level: 1, name: 'Reported' })).toBeTruthy();
    expect(within(page).getByText('Thanks! Your feedback helps us keep the community safe.')).toBeTruthy();
    expect(within(page).getByRole('link', { name: 'Tune your home feed' }).getAttribute('href')).toBe('/edit');
    const report = await nextOperation(environment, 'feedbackActionsReportMutation');
    expect(report.request.variables).toEqual({ pinId: '1001', reason: 'intellectual_property' });
    await answer(environment, 'feedbackActionsReportMutation', { reportPin: { hidden: true, reported: true, errors: [] } });

    await user.click(within(page).getByRole('button', { name: 'Undo' }));
    expect(await within(page).findByRole('heading', { level: 1, name: 'Report Pin' })).toBeTruthy();
    expect((await nextOperation(environment, 'feedbackActionsUnreportMutation')).request.variables).toEqual({ pinId: '1001' });
  });

  it('goes back to the reasons with an error toast when the report is refused', async () => {
    const { environment, user } = await openPage(member);
    const page = await screen.findByTestId('report-pin-page');
    await user.click(within(page).getByLabelText('Spam'));
    await user.click(within(page).getByRole('button', { name: 'Report' }));
    await within(page).findByRole('heading', { level: 1, name: 'Reported' });
    await answer(environment, 'feedbackActionsReportMutation', { reportPin: { hidden: false, reported: false, errors: [{ message: "You've reported a lot of Pins. Try again later." }] } });
    await waitFor(() => expect(within(page).getByRole('heading', { level: 1, name: 'Report Pin' })).toBeTruthy());
    expect((await screen.findByTestId('report-pin-error')).textContent).toContain("You've reported a lot of Pins. Try again later.");
  });

  it('sends a visitor to log in first', async () => {
    const { environment } = await openPage(signedOutViewer());
    expect(await nextOperation(environment, 'routes_AccountQuery')).toBeTruthy();
    expect(screen.queryByTestId('report-pin-page')).toBeNull();
  });

  it('is Not Found for a pin that does not exist (or is not visible)', async () => {
    await openPage(member, null);
    expect(await screen.findByRole('heading', { name: /not found|couldn't find/i })).toBeTruthy();
    expect(screen.queryByTestId('report-pin-page')).toBeNull();
  });
});
