/**
 * The board page's collaborators row (issue 15): the collaborators' pictures (the first few, then
 * "+n"), opening /board/{id}/edit/collaborators for the owner and collaborators; "Invite
 * collaborators" for those who may invite (viewerCanInvite) when the board has none yet.
 */
import { useRouter } from 'found';
import { Box, Button, Flex, TapArea, Text } from 'gestalt';
import { graphql, useFragment } from 'react-relay';
import UserAvatar from '../../user/UserAvatar';
import { addCollaboratorsPath, collaboratorsPath } from './paths';
import type { BoardCollaboratorsRow_board$key } from './__generated__/BoardCollaboratorsRow_board.graphql';

export default function BoardCollaboratorsRow({ board }: { readonly board: BoardCollaboratorsRow_board$key }) {
  const data = useFragment(
    graphql`
      fragment BoardCollaboratorsRow_board on Board {
        entityId
        viewerRole
        viewerCanInvite
        collaboratorCount
        owner {
          id
          username
          fullName
          imageMediumUrl
        }
        rowCollaborators: collaborators(first: 5) @connection(key: "BoardCollaboratorsRow_rowCollaborators") {
          edges {
            node {
              user {
                id
                username
                fullName
                imageMediumUrl
              }
            }
          }
        }
      }
    `,
    board,
  );
  const { router } = useRouter();
  const people = data.rowCollaborators.edges.map(({ node }) => node.user);
  const member = data.viewerRole === 'OWNER' || data.viewerRole === 'COLLABORATOR';
  const more = Math.max(0, data.collaboratorCount - people.length);

  if (people.length === 0) {
    if (!data.viewerCanInvite) return null;
    return (
      <Button
        text="Invite collaborators"
        iconStart="person-add"
        color="gray"
        size="md"
        dataTestId="invite-collaborators-button"
        onClick={() => router.push({ pathname: addCollaboratorsPath(data.entityId), state: { fromBoard: true } })}
      />
    );
  }

  const ownerName = data.owner.fullName || data.owner.username;
  const names = people.map((person) => person.fullName || person.username);
  const pictures = (
    <Flex alignItems="center">
      {[{ id: data.owner.id, name: ownerName, src: data.owner.imageMediumUrl }, ...people.map((person, index) => ({ id: person.id, name: names[index] ?? '', src: person.imageMediumUrl }))].map(
        (person, index) => (
          <Box key={person.id} marginStart={index === 0 ? 0 : -2} rounding="circle" borderStyle="lg" color="default">
            <UserAvatar name={person.name} src={person.src} size="sm" />
          </Box>
        ),
      )}
      {more > 0 ? (
        <Box marginStart={2}>
          <Text size="200" weight="bold">{`+${more}`}</Text>
        </Box>
      ) : null}
    </Flex>
  );
  const label = `${ownerName} and ${data.collaboratorCount === 1 ? '1 collaborator' : `${data.collaboratorCount} collaborators`}`;

  return (
    <Box data-test-id="board-collaborators-row">
      {member ? (
        <TapArea
          rounding="pill"
          accessibilityLabel={`Collaborators: ${label}`}
          onTap={({ event }) => {
            event.preventDefault();
            router.push({ pathname: collaboratorsPath(data.entityId), state: { fromBoard: true } });
          }}
        >
          {pictures}
        </TapArea>
      ) : (
        <div role="img" aria-label={label}>
          {pictures}
        </div>
      )}
    </Box>
  );
}
