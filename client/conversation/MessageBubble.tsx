/** One message: the sender's picture and text, a sent pin as a small card (opening its closeup with "shared this idea with you"). */
import { Box, Flex, Link, Text } from 'gestalt';
import { graphql, useFragment } from 'react-relay';
import UserAvatar from '../user/UserAvatar';
import type { MessageBubble_message$key } from './__generated__/MessageBubble_message.graphql';

export default function MessageBubble({ message }: { readonly message: MessageBubble_message$key }) {
  const data = useFragment(
    graphql`
      fragment MessageBubble_message on ConversationMessage {
        text
        isMine
        pinUnavailable
        sender {
          username
          fullName
          imageMediumUrl
        }
        pin {
          entityId
          title
          image(size: W236) {
            url
            width
            height
          }
        }
      }
    `,
    message,
  );
  const name = data.sender?.fullName || data.sender?.username || 'Someone';
  const pinHref = data.pin ? `/pin/${data.pin.entityId}/${data.isMine || !data.sender ? '' : `?sender=${encodeURIComponent(data.sender.username)}`}` : null;
  return (
    <li style={{ listStyle: 'none', alignSelf: data.isMine ? 'flex-end' : 'flex-start', maxWidth: '85%' }} data-test-id="message">
      <Flex gap={2} alignItems="end">
        {data.isMine ? null : <UserAvatar name={name} src={data.sender?.imageMediumUrl} size="sm" />}
        <Box padding={2} rounding={4} color={data.isMine ? 'secondary' : 'default'} borderStyle={data.isMine ? 'none' : 'sm'}>
          <Flex direction="column" gap={2}>
            {data.pin && pinHref ? (
              <Link href={pinHref} underline="none" rounding={4} accessibilityLabel={`Pin: ${data.pin.title || 'Open the Pin'}`}>
                <Box width={160}>
                  {data.pin.image ? (
                    <img src={data.pin.image.url} alt="" width={160} height={Math.round((160 * data.pin.image.height) / Math.max(1, data.pin.image.width))} style={{ display: 'block', width: 160, height: 'auto', borderRadius: 12 }} />
                  ) : null}
                  {data.pin.title ? (
                    <Text size="200" weight="bold" lineClamp={2}>
                      {data.pin.title}
                    </Text>
                  ) : null}
                </Box>
              </Link>
            ) : null}
            {data.pinUnavailable ? (
              <Text size="200" color="subtle" italic>
                This Pin is unavailable.
              </Text>
            ) : null}
            {data.text ? <Text overflow="breakWord">{data.text}</Text> : null}
          </Flex>
        </Box>
      </Flex>
    </li>
  );
}
