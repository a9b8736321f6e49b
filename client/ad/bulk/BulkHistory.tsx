/** Bulk editing's History tab: an ad account's uploads, newest first, with who sent each and its outcome. */
import { Box, Divider, Flex, Status, Text } from 'gestalt';
import { graphql, useFragment } from 'react-relay';
import type { BulkHistory_adAccount$key } from './__generated__/BulkHistory_adAccount.graphql';

const when = (iso: string): string => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export default function BulkHistory({ adAccount }: { readonly adAccount: BulkHistory_adAccount$key }) {
  const data = useFragment(
    graphql`
      fragment BulkHistory_adAccount on AdAccount {
        bulkUploads(first: 15) {
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
  if (uploads.length === 0) return <Text color="subtle">No uploads yet.</Text>;
  return (
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
  );
}
