import { Box, Heading, Table, Text } from 'gestalt';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { DebugBoxQuery } from './__generated__/DebugBoxQuery.graphql';

/**
 * The deb_ debug data box: what the server knows about this request. The server answers only
 * employees and visitors on an internal network; for everyone else this renders nothing.
 */
export default function DebugBox() {
  const data = useLazyLoadQuery<DebugBoxQuery>(
    graphql`
      query DebugBoxQuery {
        viewer {
          debugInfo {
            clientIp
            internalIp
            viewerId
            username
            isEmployee
            limitedLogin
            requestId
            hostname
            pid
            nodeVersion
            uptimeSeconds
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'network-only' },
  );
  const info = data.viewer?.debugInfo;
  if (!info) return null;
  const rows: ReadonlyArray<readonly [string, string]> = [
    ['Client IP', `${info.clientIp}${info.internalIp ? ' (internal)' : ''}`],
    ['Viewer', info.viewerId === null ? 'logged out' : `${info.username ?? ''} (${info.viewerId})`],
    ['Employee', info.isEmployee ? 'yes' : 'no'],
    ['Limited login', info.limitedLogin ? 'yes' : 'no'],
    ['Request id', info.requestId],
    ['Replica', `${info.hostname} pid ${info.pid}`],
    ['Node', info.nodeVersion],
    ['Uptime', `${info.uptimeSeconds} s`],
  ];
  return (
    <Box
      position="fixed"
      dangerouslySetInlineStyle={{ __style: { bottom: 16, left: 16, zIndex: 900 } }}
      color="default"
      borderStyle="shadow"
      rounding={4}
      padding={3}
      maxWidth={360}
      data-test-id="debug-box"
    >
      <Heading size="300" accessibilityLevel={2}>
        Debug
      </Heading>
      <Table accessibilityLabel="Debug data">
        <Table.Body>
          {rows.map(([label, value]) => (
            <Table.Row key={label}>
              <Table.Cell>
                <Text size="100" weight="bold">
                  {label}
                </Text>
              </Table.Cell>
              <Table.Cell>
                <Text size="100">{value}</Text>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table>
    </Box>
  );
}
