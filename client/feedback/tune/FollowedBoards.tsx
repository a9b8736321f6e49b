/** /edit's Boards tab: the boards the viewer follows, newest follow first, each with Unfollow (then Follow). */
import { ButtonLink } from 'gestalt';
import { graphql, useFragment, usePaginationFragment } from 'react-relay';
import { useFollowBoardMutation } from '../../board/useFollowBoardMutation';
import { useUnfollowBoardMutation } from '../../board/useUnfollowBoardMutation';
import type { ErrorToastApi } from '../../shell/useErrorToast';
import TuneList, { TuneEmpty } from './TuneList';
import TuneRow, { followers, SquarePicture } from './TuneRow';
import type { FollowedBoards_board$key } from './__generated__/FollowedBoards_board.graphql';
import type { FollowedBoards_viewer$key } from './__generated__/FollowedBoards_viewer.graphql';
import type { FollowedBoardsPaginationQuery } from './__generated__/FollowedBoardsPaginationQuery.graphql';

function BoardRow({ board, toast }: { readonly board: FollowedBoards_board$key; readonly toast: ErrorToastApi }) {
  const data = useFragment(
    graphql`
      fragment FollowedBoards_board on Board {
        id
        name
        url
        followedByMe
        followerCount
        owner {
          username
          fullName
        }
        tile: coverImage(size: W236) {
          url
          dominantColor
        }
      }
    `,
    board,
  );
  const [follow] = useFollowBoardMutation();
  const [unfollow] = useUnfollowBoardMutation();
  const owner = data.owner.fullName || data.owner.username;
  return (
    <TuneRow
      picture={<SquarePicture url={data.tile?.url} color={data.tile?.dominantColor} />}
      name={data.name}
      href={data.url}
      detail={`By ${owner} · ${followers(data.followerCount)}`}
      following={data.followedByMe}
      onToggle={() => (data.followedByMe ? unfollow : follow)(data.id, { onFailure: toast.show })}
      dataTestId="tune-board"
    />
  );
}

export default function FollowedBoards({ viewer, toast }: { readonly viewer: FollowedBoards_viewer$key; readonly toast: ErrorToastApi }) {
  const { data, ...paging } = usePaginationFragment<FollowedBoardsPaginationQuery, FollowedBoards_viewer$key>(
    graphql`
      fragment FollowedBoards_viewer on Viewer
      @argumentDefinitions(count: { type: "Int", defaultValue: 25 }, cursor: { type: "String" })
      @refetchable(queryName: "FollowedBoardsPaginationQuery") {
        followedBoards(first: $count, after: $cursor) @connection(key: "FollowedBoards_followedBoards") {
          edges {
            node {
              id
              ...FollowedBoards_board
            }
          }
        }
      }
    `,
    viewer,
  );
  const edges = data.followedBoards?.edges ?? [];
  return (
    <TuneList
      label="Boards you follow"
      what="boards"
      paging={paging}
      dataTestId="tune-boards"
      empty={
        <TuneEmpty title="You don't follow any boards yet" action={<ButtonLink href="/today/" text="Find ideas on Today" color="red" />}>
          Follow a board from its page and its new Pins come to your home feed. Boards you follow show up here, where you can unfollow them.
        </TuneEmpty>
      }
    >
      {edges.map((edge) => (
        <BoardRow key={edge.node.id} board={edge.node} toast={toast} />
      ))}
    </TuneList>
  );
}
