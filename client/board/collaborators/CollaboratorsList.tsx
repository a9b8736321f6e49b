/**
 * /board/{id}/edit/collaborators' lists (issue 15, platform §2, §4): the owner, the accepted
 * collaborators (the owner removes any; a collaborator sees "Leave board" on their own row) and the
 * pending invites (removed by the owner or the person who sent them). Removals disappear at once and
 * come back, with an error toast, when the server refuses (useRemoveBoardPeople).
 */
import { Box, Button, Flex, Heading, Text } from 'gestalt';
import { graphql, useFragment } from 'react-relay';
import UserAvatar from '../../user/UserAvatar';
import { useRemoveBoardPeople } from './useRemoveBoardPeople';
import type { CollaboratorsList_board$key } from './__generated__/CollaboratorsList_board.graphql';

interface PersonRowProps {
  readonly name: string;
  readonly username: string;
  readonly imageUrl: string | null;
  readonly note: string;
  readonly action?: { readonly text: string; readonly label: string; readonly onClick: () => void } | null;
  readonly dataTestId: string;
}

function PersonRow({ name, username, imageUrl, note, action = null, dataTestId }: PersonRowProps) {
  return (
    <Box paddingY={2} data-test-id={dataTestId}>
      <Flex alignItems="center" gap={3}>
        <UserAvatar name={name} src={imageUrl} size="md" />
        <Flex.Item flex="grow" minWidth={0}>
          <Text weight="bold" lineClamp={1}>
            {name}
          </Text>
          <Text size="100" color="subtle" lineClamp={1}>
            {note ? `@${username} · ${note}` : `@${username}`}
          </Text>
        </Flex.Item>
        {action ? <Button text={action.text} accessibilityLabel={action.label} color="gray" size="sm" onClick={action.onClick} /> : null}
      </Flex>
    </Box>
  );
}

interface Props {
  readonly board: CollaboratorsList_board$key;
  /** A collaborator's own "Leave board" (asks first). */
  readonly onLeave: () => void;
}

export default function CollaboratorsList({ board, onLeave }: Props) {
  const data = useFragment(
    graphql`
      fragment CollaboratorsList_board on Board {
        id
        viewerRole
        owner {
          id
          username
          fullName
          imageMediumUrl
        }
        collaborators(first: 50) @connection(key: "CollaboratorsList_collaborators") {
          edges {
            node {
              user {
                id
                username
                fullName
                imageMediumUrl
                isViewer
              }
            }
          }
        }
        invites(first: 50) @connection(key: "CollaboratorsList_invites") {
          edges {
            node {
              id
              invitedUser {
                id
                username
                fullName
                imageMediumUrl
              }
              inviter {
                isViewer
              }
            }
          }
        }
      }
    `,
    board,
  );
  const { removeCollaborator, removeInvite } = useRemoveBoardPeople(data.id);
  const isOwner = data.viewerRole === 'OWNER';
  const ownerName = data.owner.fullName || data.owner.username;
  const invites = data.invites.edges;

  return (
    <Flex direction="column" gap={4}>
      <Box>
        <Heading accessibilityLevel={2} size="300">
          Collaborators
        </Heading>
        <Box role="list" aria-label="Collaborators" data-test-id="collaborators-list">
          <div role="listitem">
            <PersonRow name={ownerName} username={data.owner.username} imageUrl={data.owner.imageMediumUrl} note="Owner" dataTestId="collaborator-owner" />
          </div>
          {data.collaborators.edges.map(({ node }) => {
            const name = node.user.fullName || node.user.username;
            let action: PersonRowProps['action'] = null;
            if (isOwner) action = { text: 'Remove', label: `Remove ${name}`, onClick: () => removeCollaborator(node.user.id, name) };
            else if (node.user.isViewer) action = { text: 'Leave board', label: 'Leave board', onClick: onLeave };
            return (
              <div role="listitem" key={node.user.id}>
                <PersonRow name={name} username={node.user.username} imageUrl={node.user.imageMediumUrl} note="" action={action} dataTestId="collaborator" />
              </div>
            );
          })}
        </Box>
      </Box>
      {invites.length > 0 ? (
        <Box>
          <Heading accessibilityLevel={2} size="300">
            Invited
          </Heading>
          <Box role="list" aria-label="Pending invites" data-test-id="pending-invites">
            {invites.map(({ node }) => {
              const name = node.invitedUser.fullName || node.invitedUser.username;
              const mayRemove = isOwner || node.inviter?.isViewer === true;
              return (
                <div role="listitem" key={node.id}>
                  <PersonRow
                    name={name}
                    username={node.invitedUser.username}
                    imageUrl={node.invitedUser.imageMediumUrl}
                    note="Invited"
                    action={mayRemove ? { text: 'Remove', label: `Remove invite for ${name}`, onClick: () => removeInvite(node.id, name) } : null}
                    dataTestId="pending-invite"
                  />
                </div>
              );
            })}
          </Box>
        </Box>
      ) : null}
    </Flex>
  );
}
