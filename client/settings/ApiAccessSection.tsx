import { Box, Button, Flex, Heading, Layer, ModalAlert, Text } from 'gestalt';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { MODAL_Z_INDEX } from '../account/modalZIndex';
import CreateAccessTokenForm from './CreateAccessTokenForm';
import { useRevokeAccessToken } from './useAccessTokenMutations';
import type { ApiAccessSection_viewer$key } from './__generated__/ApiAccessSection_viewer.graphql';

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "Nov 25, 2026"; the text as it came when it is not a date. */
export function formatDay(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : DATE_FORMAT.format(date);
}

export const NO_TOKENS = 'You have no access tokens yet.';
export const LIMITED_LOGIN_TOKENS = 'Confirm your password (log in again) to manage access tokens.';
export const TOKENS_UNAVAILABLE = "Your access tokens couldn't be loaded. Reload the page to try again.";

interface Revoking {
  readonly id: string;
  readonly name: string;
}

/**
 * Settings → API access: the viewer's personal access tokens (name, access, created, last used),
 * revoking one (after a confirmation, optimistic), and making a new one (CreateAccessTokenForm).
 */
export default function ApiAccessSection({ viewer }: { readonly viewer: ApiAccessSection_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment ApiAccessSection_viewer on Viewer {
        __id
        isLimitedLogin
        accessTokens {
          id
          name
          scopes
          tokenHint
          createdAt
          lastUsedAt
        }
      }
    `,
    viewer,
  );
  const revoke = useRevokeAccessToken(data.__id);
  const [revoking, setRevoking] = useState<Revoking | null>(null);
  const tokens = data.accessTokens;

  return (
    <Flex direction="column" gap={4}>
      <Heading accessibilityLevel={2} size="300">
        API access
      </Heading>
      <Text>
        Personal access tokens let your own programs use the Corkboard API as you, sent as an &quot;Authorization: Bearer&quot; header. Keep them as secret as
        your password.
      </Text>
      {tokens === null || tokens === undefined ? (
        <Text>{data.isLimitedLogin ? LIMITED_LOGIN_TOKENS : TOKENS_UNAVAILABLE}</Text>
      ) : (
        <Flex direction="column" gap={4}>
          {tokens.length === 0 ? (
            <Text color="subtle">{NO_TOKENS}</Text>
          ) : (
            <Box role="list" aria-label="Access tokens">
              <Flex direction="column" gap={3}>
                {tokens.map((token) => (
                  <Box key={token.id} role="listitem" padding={3} rounding={4} borderStyle="sm">
                    <Flex alignItems="center" justifyContent="between" gap={3}>
                      <Flex direction="column" gap={1}>
                        <Text weight="bold">{token.name}</Text>
                        <Text size="200" color="subtle">
                          {token.scopes.includes('write') ? 'Read and write' : 'Read only'} · {token.tokenHint}
                        </Text>
                        <Text size="200" color="subtle">
                          Created {formatDay(token.createdAt)} · {token.lastUsedAt ? `Last used ${formatDay(token.lastUsedAt)}` : 'Never used'}
                        </Text>
                      </Flex>
                      <Button text="Revoke" color="gray" size="sm" accessibilityLabel={`Revoke ${token.name}`} onClick={() => setRevoking({ id: token.id, name: token.name })} />
                    </Flex>
                  </Box>
                ))}
              </Flex>
            </Box>
          )}
          <CreateAccessTokenForm viewerId={data.__id} />
        </Flex>
      )}
      {revoking ? (
        <Layer zIndex={MODAL_Z_INDEX}>
          <ModalAlert
            accessibilityModalLabel={`Revoke ${revoking.name}?`}
            heading={`Revoke "${revoking.name}"?`}
            onDismiss={() => setRevoking(null)}
            primaryAction={{
              role: 'button',
              label: 'Revoke',
              accessibilityLabel: 'Revoke token',
              onClick: () => {
                setRevoking(null);
                revoke(revoking.id);
              },
            }}
            secondaryAction={{ role: 'button', label: 'Cancel', accessibilityLabel: 'Cancel', onClick: () => setRevoking(null) }}
          >
            <Text>Programs using this token will stop working at once. You can&apos;t undo this.</Text>
          </ModalAlert>
        </Layer>
      ) : null}
    </Flex>
  );
}
