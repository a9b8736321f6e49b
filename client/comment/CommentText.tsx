import { Link, Text } from 'gestalt';
import { graphql, useFragment } from 'react-relay';
import { commentSegments } from './segments';
import type { CommentText_comment$key } from './__generated__/CommentText_comment.graphql';

/**
 * A comment's text as text (line breaks kept), its @mentions as links to profiles and its web links
 * as anchors to the signed /offsite/ page (nofollow, user content), never as HTML.
 */
export default function CommentText({ comment }: { readonly comment: CommentText_comment$key }) {
  const data = useFragment(
    graphql`
      fragment CommentText_comment on Comment {
        text
        mentions {
          username
          start
          end
        }
        links {
          url
          offsiteUrl
          start
          end
        }
      }
    `,
    comment,
  );
  const mentions = data.mentions.map(({ username, start, end }) => ({ username, start, end }));
  const links = data.links.map(({ url, offsiteUrl, start, end }) => ({ url, offsiteUrl, start, end }));
  return (
    <Text>
      <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-test-id="comment-text">
        {commentSegments(data.text, mentions, links).map((segment, i) => {
          if (segment.kind === 'text') return <span key={i}>{segment.text}</span>;
          if (segment.kind === 'mention') {
            return (
              <Link key={i} href={segment.href} display="inline" underline="hover">
                <Text inline weight="bold">
                  {segment.text}
                </Text>
              </Link>
            );
          }
          return (
            <a key={i} href={segment.href} target="_blank" rel="nofollow ugc noopener" style={{ textDecoration: 'underline', color: 'inherit' }}>
              {segment.text}
            </a>
          );
        })}
      </span>
    </Text>
  );
}
