/**
 * The comments on a pin's closeup (issue 20; platform §3 aggregatedComment, the aggregatedComments
 * and unified-comments feeds): its own chunk and its own query, loaded by the closeup after the
 * page shows (React.lazy), so neither the first script nor the closeup's route query carries them.
 * Rendered in the browser only: a server-rendered closeup leaves the section to the client.
 */
import { Box, Spinner } from 'gestalt';
import { useRouter } from 'found';
import { Component, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import PartialRetry from '../shell/PartialRetry';
import { useViewer } from '../viewer/ViewerContext';
import CommentList from './CommentList';
import type { CommentsSectionQuery } from './__generated__/CommentsSectionQuery.graphql';

interface Props {
  /** The pin's v3 id (entityId). */
  readonly pinId: string;
}

const noSubscribe = () => () => undefined;

class LoadBoundary extends Component<{ readonly children?: ReactNode; readonly onRetry: () => void }, { readonly failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? <PartialRetry what="comments" onRetry={this.props.onRetry} /> : this.props.children;
  }
}

/** Whether the address is /pin/{id}/comments/ (the route's `view`); false outside a router (tests). */
function useCommentsView(): boolean {
  const router = useRouter() as ReturnType<typeof useRouter> | null;
  return router?.match.params.view === 'comments';
}

function Loaded({ pinId, fetchKey }: { readonly pinId: string; readonly fetchKey: number }) {
  const data = useLazyLoadQuery<CommentsSectionQuery>(
    graphql`
      query CommentsSectionQuery($pinId: String!) {
        viewer {
          user {
            id
            username
            fullName
            imageMediumUrl
          }
        }
        pin(id: $pinId) {
          ...CommentList_pin
        }
      }
    `,
    { pinId },
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  const viewer = useViewer();
  const focus = useCommentsView();
  const user = data.viewer?.user;
  const author = user ? { id: user.id, username: user.username, fullName: user.fullName, imageMediumUrl: user.imageMediumUrl } : null;
  if (!data.pin) return null;
  return <CommentList pin={data.pin} viewerKind={viewer.kind} author={author} focus={focus} />;
}

export default function CommentsSection({ pinId }: Props) {
  const inBrowser = useSyncExternalStore(noSubscribe, () => true, () => false);
  const [fetchKey, setFetchKey] = useState(0);
  if (!inBrowser) return null;
  return (
    <Box as="section" paddingY={2} data-test-id="comments">
      <LoadBoundary key={fetchKey} onRetry={() => setFetchKey((key) => key + 1)}>
        <Suspense fallback={<Spinner show accessibilityLabel="Loading comments" />}>
          <Loaded pinId={pinId} fetchKey={fetchKey} />
        </Suspense>
      </LoadBoundary>
    </Box>
  );
}
