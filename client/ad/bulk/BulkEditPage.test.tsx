import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockEnvironment } from 'relay-test-utils';
import { beforeAll, describe, expect, it } from 'vitest';
import { adaUser, nextOperation, signedInViewer } from '../../testing/operations';
import { renderApp } from '../../testing/render';

const upload = (n: number, status: string) => ({ entityId: String(n), filename: `sheet-${n}.csv`, status, rowCount: 3, createdAt: '2026-11-27T10:00:00.000Z', errors: [], user: { id: 'VXNlcjox', username: 'ada' } });
const account = { id: 'QWRBY2NvdW50OjU=', entityId: '5', name: 'Acme Studio', bulkUploads: { edges: [{ cursor: 'c0', node: upload(1, 'APPLIED') }] } };

async function openBulk(path: string, adAccount: object = account) {
  const environment = createMockEnvironment();
  renderApp(environment, path, { viewer: signedInViewer({ user: adaUser() }) });
  const operation = await nextOperation(environment, 'adRoutes_BulkQuery');
  await act(async () => environment.mock.resolve(operation, { data: { viewer: { isAuthenticated: true, isPartner: true, adAccounts: { edges: [{ node: adAccount }] } } } }));
  await screen.findByRole('heading', { name: 'Bulk editing' });
  return { environment, user: userEvent.setup() };
}

describe('/business/hub/bulk', () => {
  beforeAll(async () => {
    await import('./BulkEditPage');
  }, 30_000);

  it('has the three tabs; History lists the uploads', async () => {
    await openBulk('/business/hub/bulk?tab=history');
    const tabs = within(screen.getByTestId('bulk-tabs')).getAllByRole('link').map((link) => link.textContent);
    expect(tabs).toEqual(['Download template', 'Upload template', 'History']);
    expect(within(screen.getByTestId('bulk-history')).getByText('sheet-1.csv')).toBeTruthy();
  });

  it('History shows 15 uploads, then the older ones with Show more', async () => {
    const page = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => ({ cursor: `c${from + i}`, node: { __typename: 'AdBulkUpload', ...upload(from + i, 'APPLIED') } }));
    const { environment, user } = await openBulk('/business/hub/bulk?tab=history', { ...account, bulkUploads: { edges: page(1, 15), pageInfo: { hasNextPage: true, endCursor: 'c15' } } });
    expect(screen.getAllByTestId('bulk-history-row')).toHaveLength(15);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    const more = await nextOperation(environment, 'BulkHistoryPaginationQuery');
    expect(more.request.variables).toMatchObject({ count: 15, cursor: 'c15', id: account.id });
    await act(async () =>
      environment.mock.resolve(more, { data: { node: { __typename: 'AdAccount', id: account.id, bulkUploads: { edges: page(16, 16), pageInfo: { hasNextPage: false, endCursor: 'c16' } } } } }),
    );
    expect(screen.getAllByTestId('bulk-history-row')).toHaveLength(16);
    expect(screen.getByText('sheet-16.csv')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('an upload with a wrong row applies nothing and lists the errors by row', async () => {
    const { environment, user } = await openBulk('/business/hub/bulk?tab=upload');
    expect((screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement).disabled).toBe(true);
    const csv = 'level,id,parent_id,name\ncampaign,,,Spring\n';
    await user.upload(screen.getByLabelText('CSV file'), new File([csv], 'edited.csv', { type: 'text/csv' }));
    // The file is read first: then Upload is on.
    await waitFor(() => expect((screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement).disabled).toBe(false));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const mutation = await nextOperation(environment, 'BulkEditPageUploadMutation');
    expect(mutation.request.variables).toEqual({ input: { adAccountId: account.id, filename: 'edited.csv', csv } });
    await act(async () =>
      environment.mock.resolve(mutation, {
        data: {
          uploadBulkCsv: {
            upload: { entityId: '2', filename: 'edited.csv', status: 'REJECTED', rowCount: 1, errors: [{ row: 2, column: 'objective', message: 'objective is required for a campaign' }] },
            errors: [],
          },
        },
      }),
    );
    expect(screen.getByTestId('bulk-upload-rejected').textContent).toContain('Nothing was applied');
    const table = screen.getByRole('table', { name: 'Errors by row' });
    expect(within(table).getByText('objective is required for a campaign')).toBeTruthy();
    expect(within(table).getByText('2')).toBeTruthy();
    // History is asked again.
    expect(await nextOperation(environment, 'BulkEditPageHistoryQuery')).toBeTruthy();
  });
});
