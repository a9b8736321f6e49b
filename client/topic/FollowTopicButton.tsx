import { Button } from 'gestalt';
import { graphql, useFragment } from 'react-relay';
import { useGate } from '../account/gate';
import { useErrorToast } from '../shell/useErrorToast';
import { useViewer } from '../viewer/ViewerContext';
import { useFollowTopic } from './useFollowTopic';
import type { FollowTopicButton_topic$key } from './__generated__/FollowTopicButton_topic.graphql';

interface Props {
  readonly topic: FollowTopicButton_topic$key;
  /** Where a visitor who logs in to follow comes back to: the page the button is on. */
  readonly next: string;
  readonly size?: 'md' | 'lg';
}

/**
 * Follow / Following for a topic: a member's tap changes it at once (and back, with an error toast,
 * if the server refuses); a visitor is asked to log in and comes back to `next`; a limited-login
 * viewer is asked for their password (platform §6).
 */
export default function FollowTopicButton({ topic, next, size = 'lg' }: Props) {
  const data = useFragment(
    graphql`
      fragment FollowTopicButton_topic on Topic {
        id
        entityId
        name
        followedByMe
      }
    `,
    topic,
  );
  const viewer = useViewer();
  const { gate, modal } = useGate(viewer.kind);
  const [commit] = useFollowTopic();
  const toast = useErrorToast('topic-follow-toast');
  const toggle = (follow: boolean) => gate(follow ? 'follow' : 'unfollow', next, () => commit(data, follow, (message) => toast.show(message)));
  return (
    <>
      {data.followedByMe ? (
        <Button text="Following" color="gray" size={size} selected accessibilityLabel={`Following ${data.name}`} onClick={() => toggle(false)} />
      ) : (
        <Button text="Follow" color="red" size={size} accessibilityLabel={`Follow ${data.name}`} onClick={() => toggle(true)} />
      )}
      {modal}
    </>
  );
}
