/**
 * /business/hub/bulk (issue 19; platform §2, advertiser bulk editing) with three tabs:
 * - Download template: the ad account's campaigns, ad groups and ads as a CSV (AdAccount.bulkTemplateCsv),
 *   saved as a file;
 * - Upload template: an edited CSV (≤ 1 MB) → uploadBulkCsv; every row is validated, and when any row is
 *   wrong nothing is applied and each row's errors are listed;
 * - History: the account's uploads (AdAccount.bulkUploads), asked again after each upload.
 * The tab is in the address (?tab=upload|history). A visitor logs in first; a member who is not a
 * partner converts first and comes back.
 */
import { Box, Button, Flex, Heading, Link, SelectList, Table, Tabs, Text } from 'gestalt';
import { useState, type ChangeEvent } from 'react';
import { fetchQuery, graphql, useFragment, useMutation, useRelayEnvironment } from 'react-relay';
import { NETWORK_ERROR_MESSAGE } from '../../relay/useOptimisticRecordMutation';
import Redirect from '../../shell/Redirect';
import { AccountSkeleton, renderFailure } from '../../shell/routeKit';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import type { AdRouteProps } from '../adChunks';
import { BULK_PATH, convertPath, HUB_PATH, loginPath } from '../adPaths';
import BulkHistory from './BulkHistory';
import { BULK_TABS, bulkTabOf, bulkTabPath, MAX_UPLOAD_BYTES, templateFilename, type BulkTab } from './bulkTabs';
import type { adRoutes_BulkQuery$data } from '../__generated__/adRoutes_BulkQuery.graphql';
import type { BulkEditPage_viewer$key } from './__generated__/BulkEditPage_viewer.graphql';
import type { BulkEditPageHistoryQuery } from './__generated__/BulkEditPageHistoryQuery.graphql';
import type { BulkEditPageTemplateQuery } from './__generated__/BulkEditPageTemplateQuery.graphql';
import type { BulkEditPageUploadMutation, BulkEditPageUploadMutation$data } from './__generated__/BulkEditPageUploadMutation.graphql';

export const BULK_TITLE = 'Bulk editing';

const templateQuery = graphql`
  query BulkEditPageTemplateQuery($id: ID!) {
    node(id: $id) {
      ... on AdAccount {
        bulkTemplateCsv
      }
    }
  }
`;

const historyQuery = graphql`
  query BulkEditPageHistoryQuery($id: ID!) {
    node(id: $id) {
      ...BulkHistory_adAccount @alias(as: "adAccount")
    }
  }
`;

const uploadMutation = graphql`
  mutation BulkEditPageUploadMutation($input: UploadBulkCsvInput!) {
    uploadBulkCsv(input: $input) {
      upload {
        entityId
        filename
        status
        rowCount
        errors {
          row
          column
          message
        }
      }
      errors {
        code
        field
        message
      }
    }
  }
`;

type Upload = NonNullable<BulkEditPageUploadMutation$data['uploadBulkCsv']['upload']>;
interface Account {
  readonly id: string;
  readonly entityId: string;
  readonly name: string;
}

/** Saves `text` as a file named `filename` (a Blob URL behind a clicked download link). */
export function saveFile(text: string, filename: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A chosen file's text (FileReader: every browser, and jsdom in the tests). */
function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });
}

function DownloadTab({ account }: { readonly account: Account }) {
  const environment = useRelayEnvironment();
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const download = () => {
    setState('loading');
    fetchQuery<BulkEditPageTemplateQuery>(environment, templateQuery, { id: account.id }, { fetchPolicy: 'network-only' }).subscribe({
      next: (data) => {
        const csv = data.node?.bulkTemplateCsv;
        if (csv === undefined) {
          setState('failed');
          return;
        }
        saveFile(csv, templateFilename(account.entityId, new Date()));
        setState('idle');
      },
      error: () => setState('failed'),
    });
  };
  return (
    <Flex direction="column" gap={4}>
      <Text>
        A CSV file with one row for each campaign, ad group and ad of {account.name}. Edit it in a spreadsheet — change a row to update it, add a row with an empty id to create one — then
        upload it in Upload template.
      </Text>
      <Box>
        <Button text={state === 'loading' ? 'Preparing…' : 'Download template'} color="red" iconEnd="download" disabled={state === 'loading'} onClick={download} dataTestId="bulk-download" />
      </Box>
      {state === 'failed' ? (
        <Box role="alert">
          <Text color="error">{NETWORK_ERROR_MESSAGE}</Text>
        </Box>
      ) : null}
    </Flex>
  );
}

function UploadResult({ upload }: { readonly upload: Upload }) {
  if (upload.status === 'APPLIED') {
    return (
      <Box role="status" data-test-id="bulk-upload-applied">
        <Text weight="bold">
          {upload.filename}: {upload.rowCount} {upload.rowCount === 1 ? 'row' : 'rows'} applied.
        </Text>
      </Box>
    );
  }
  return (
    <Flex direction="column" gap={3}>
      <Box role="alert" data-test-id="bulk-upload-rejected">
        <Text weight="bold" color="error">
          Nothing was applied: {upload.errors.length} {upload.errors.length === 1 ? 'error' : 'errors'} in {upload.filename}. Fix the rows below and upload the file again.
        </Text>
      </Box>
      <Table accessibilityLabel="Errors by row" borderStyle="sm" maxHeight={480}>
        <Table.Header>
          <Table.Row>
            <Table.HeaderCell>
              <Text weight="bold">Row</Text>
            </Table.HeaderCell>
            <Table.HeaderCell>
              <Text weight="bold">Column</Text>
            </Table.HeaderCell>
            <Table.HeaderCell>
              <Text weight="bold">Error</Text>
            </Table.HeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {upload.errors.map((error, index) => (
            <Table.Row key={`${error.row}-${error.column ?? ''}-${index}`}>
              <Table.Cell>
                <Text>{error.row}</Text>
              </Table.Cell>
              <Table.Cell>
                <Text>{error.column ?? '—'}</Text>
              </Table.Cell>
              <Table.Cell>
                <Text>{error.message}</Text>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table>
    </Flex>
  );
}

function UploadTab({ account, onUploaded }: { readonly account: Account; readonly onUploaded: () => void }) {
  const [commit, inFlight] = useMutation<BulkEditPageUploadMutation>(uploadMutation);
  const [file, setFile] = useState<{ readonly name: string; readonly text: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [upload, setUpload] = useState<Upload | null>(null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    setUpload(null);
    setError(null);
    setFile(null);
    if (!chosen) return;
    if (chosen.size > MAX_UPLOAD_BYTES) {
      setError('The file is over 1 MB: split it into smaller files.');
      return;
    }
    if (!/\.csv$/i.test(chosen.name)) {
      setError('Choose a .csv file (the downloaded template, edited).');
      return;
    }
    void readText(chosen).then(
      (text) => setFile({ name: chosen.name, text }),
      () => setError('That file could not be read.'),
    );
  };

  const send = () => {
    if (!file || inFlight) return;
    setError(null);
    commit({
      variables: { input: { adAccountId: account.id, filename: file.name, csv: file.text } },
      onCompleted: ({ uploadBulkCsv: answer }) => {
        if (answer.errors.length > 0 || !answer.upload) {
          setError(answer.errors[0]?.message ?? NETWORK_ERROR_MESSAGE);
          return;
        }
        setUpload(answer.upload);
        onUploaded();
      },
      onError: () => setError(NETWORK_ERROR_MESSAGE),
    });
  };

  return (
    <Flex direction="column" gap={4}>
      <Text>Every row is checked first: if any row has an error, nothing is applied and each row's errors are listed here.</Text>
      <label htmlFor="bulk-file">
        <Text weight="bold" size="200">
          CSV file
        </Text>
      </label>
      <input id="bulk-file" type="file" accept=".csv,text/csv" onChange={choose} data-test-id="bulk-file" />
      <Box>
        <Button text={inFlight ? 'Uploading…' : 'Upload'} color="red" disabled={!file || inFlight} onClick={send} dataTestId="bulk-upload" />
      </Box>
      {error ? (
        <Box role="alert">
          <Text color="error">{error}</Text>
        </Box>
      ) : null}
      {upload ? <UploadResult upload={upload} /> : null}
    </Flex>
  );
}

function BulkEditPage({ viewer, tab: requested }: { readonly viewer: BulkEditPage_viewer$key; readonly tab?: unknown }) {
  const data = useFragment(
    graphql`
      fragment BulkEditPage_viewer on Viewer {
        adAccounts(first: 10) {
          edges {
            node {
              id
              entityId
              name
              ...BulkHistory_adAccount
            }
          }
        }
      }
    `,
    viewer,
  );
  useDocumentTitle(`${BULK_TITLE} | Corkboard`);
  const environment = useRelayEnvironment();
  const accounts = data.adAccounts.edges.map((edge) => edge.node);
  const [tab, setTab] = useState<BulkTab>(() => bulkTabOf(requested));
  const [accountId, setAccountId] = useState(accounts[0]?.id ?? '');
  const account = accounts.find((candidate) => candidate.id === accountId) ?? accounts[0];
  const active = Math.max(0, BULK_TABS.findIndex((t) => t.value === tab));
  const refreshHistory = () => {
    if (account) fetchQuery<BulkEditPageHistoryQuery>(environment, historyQuery, { id: account.id }, { fetchPolicy: 'network-only' }).subscribe({});
  };

  return (
    <Box maxWidth={960} marginStart="auto" marginEnd="auto" paddingX={4} paddingY={8} data-test-id="bulk-edit-page">
      <Flex direction="column" gap={6}>
        <Flex direction="column" gap={1}>
          <Heading accessibilityLevel={1} size="400">
            {BULK_TITLE}
          </Heading>
          <Text>
            <Link href={HUB_PATH} display="inline" underline="always">
              Business hub
            </Link>
          </Text>
        </Flex>
        {accounts.length > 1 ? (
          <SelectList id="bulk-ad-account" label="Ad account" value={account?.id ?? ''} onChange={({ value }) => setAccountId(value)}>
            {accounts.map((candidate) => (
              <SelectList.Option key={candidate.id} label={candidate.name} value={candidate.id} />
            ))}
          </SelectList>
        ) : null}
        <Box overflow="scrollX" data-test-id="bulk-tabs">
          <Tabs
            activeTabIndex={active}
            onChange={({ event, activeTabIndex, dangerouslyDisableOnNavigation }) => {
              // Everything is here already: switch without a navigation; the address follows (reload, Back).
              event.preventDefault();
              dangerouslyDisableOnNavigation();
              const next = BULK_TABS[activeTabIndex];
              if (!next) return;
              setTab(next.value);
              window.history.replaceState(window.history.state, '', bulkTabPath(next.value));
            }}
            tabs={BULK_TABS.map((t) => ({ href: bulkTabPath(t.value), text: t.label }))}
          />
        </Box>
        <div role="region" aria-label={BULK_TABS[active]!.label}>
          {!account ? <Text>You have no ad account yet.</Text> : null}
          {account && tab === 'download' ? <DownloadTab account={account} /> : null}
          {account && tab === 'upload' ? <UploadTab key={account.id} account={account} onUploaded={refreshHistory} /> : null}
          {account && tab === 'history' ? <BulkHistory adAccount={account} /> : null}
        </div>
      </Flex>
    </Box>
  );
}

/** The route's answer: log in first; a member who is not a partner converts first and comes back. */
export function BulkRoute({ data, query, onRetry }: AdRouteProps<adRoutes_BulkQuery$data>) {
  if (!data.viewer) return renderFailure(onRetry);
  if (!data.viewer.isAuthenticated) return <Redirect to={loginPath(BULK_PATH)} fallback={<AccountSkeleton />} />;
  if (!data.viewer.isPartner) return <Redirect to={convertPath(BULK_PATH)} fallback={<AccountSkeleton />} />;
  return <BulkEditPage viewer={data.viewer} tab={query.tab} />;
}
