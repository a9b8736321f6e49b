/**
 * Bulk editing's History tab: an ad account's uploads, newest first, with who sent each and its
 * outcome; HISTORY_PAGE at a time with "Show more".
 */
import { Box, Divider, Flex, Status, Text } from 'gestalt';
import { graphql, usePaginationFragment } from 'react-relay';
import ShowMore from '../../shell/ShowMore';
import type { BulkHistory_adAccount$key } from './__generated__/BulkHistory_adAccount.graphql';
import type { BulkHistoryPaginationQuery } from './__generated__/BulkHistoryPaginationQuery.graphql';

/** Uploads per page of the history (the first page and each "Show more"). */
export const HISTORY_PAGE = 15;

const when = (iso: string): string => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export default function BulkHistory({ adAccount }: { readonly adAccount: BulkHistory_adAccount$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<BulkHistoryPaginationQuery, BulkHistory_adAccount$key>(
    graphql`
      fragment BulkHistory_adAccount on AdAccount
      @argumentDefinitions(count: { type: "Int", defaultValue: 15 }, cursor: { type: "String" })
      @refetchable(queryName: "BulkHistoryPaginationQuery") {
        bulkUploads(first: $count, after: $cursor) @connection(key: "BulkHistory_bulkUploads") {
          edges {
            node {
              entityId
              filename
              status
              rowCount
              createdAt
              errors {
                __typename
              }
              user {
                username
              }
            }
          }
        }
      }
    `,
    adAccount,
  );
  const uploads = data.bulkUploads.edges.map((edge) => edge.node);
  if (uploads.length === 0 && !hasNext) return <Text color="subtle">No uploads yet.</Text>;
  return (
    <Flex direction="column" gap={2}>
      <Box role="list" aria-label="Uploads" data-test-id="bulk-history">
        {uploads.map((upload, index) => (
          <div role="listitem" key={upload.entityId} data-test-id="bulk-history-row">
            {index > 0 ? <Divider /> : null}
            <Box paddingY={3}>
              <Flex alignItems="center" gap={3} wrap>
                <Flex.Item flex="grow" minWidth={200}>
                  <Flex direction="column" gap={1}>
                    <Text weight="bold" lineClamp={1}>
                      {upload.filename}
                    </Text>
                    <Text size="100" color="subtle">
                      {when(upload.createdAt)}
                      {upload.user ? ` · @${upload.user.username}` : ''} · {upload.rowCount} {upload.rowCount === 1 ? 'row' : 'rows'}
                      {upload.errors.length > 0 ? ` · ${upload.errors.length} ${upload.errors.length === 1 ? 'error' : 'errors'}` : ''}
                    </Text>
                  </Flex>
                </Flex.Item>
                {upload.status === 'APPLIED' ? <Status type="ok" title="Applied" /> : <Status type="problem" title="Rejected" />}
              </Flex>
            </Box>
          </div>
        ))}
      </Box>
      <ShowMore paging={{ hasNext, isLoadingNext, loadNext }} pageSize={HISTORY_PAGE} what="uploads" size="md" />
    </Flex>
  );
}
