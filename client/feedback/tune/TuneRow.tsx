/**
 * A row of /edit: a picture, a name (a link to the topic, board or profile), a line under it, and one
 * button that unfollows, and after that follows again (so a slip is undone on the spot).
 */
import { Box, Button, Flex, Link, Text } from 'gestalt';
import type { ReactNode } from 'react';
import { placeholderColor } from '../../pin/media/placeholder';

interface Props {
  readonly picture: ReactNode;
  readonly name: string;
  readonly href: string;
  readonly detail: string;
  /** Whether the viewer follows it now (the record's value: optimistic while a change is on its way). */
  readonly following: boolean;
  readonly onToggle: () => void;
  readonly dataTestId: string;
}

export default function TuneRow({ picture, name, href, detail, following, onToggle, dataTestId }: Props) {
  return (
    <div role="listitem" data-test-id={dataTestId} data-following={following}>
      <Box paddingY={2}>
        <Flex alignItems="center" gap={3}>
          <Box width={56} minWidth={56}>
            {picture}
          </Box>
          <Flex.Item flex="grow" minWidth={0}>
            <Link href={href} underline="hover">
              <Text weight="bold" lineClamp={1}>
                {name}
              </Text>
            </Link>
            <Text size="200" color="subtle" lineClamp={1}>
              {detail}
            </Text>
          </Flex.Item>
          <Button
            text={following ? 'Unfollow' : 'Follow'}
            color={following ? 'gray' : 'red'}
            size="md"
            accessibilityLabel={`${following ? 'Unfollow' : 'Follow'} ${name}`}
            onClick={onToggle}
          />
        </Flex>
      </Box>
    </div>
  );
}

/** A square picture (a topic's or a board's cover), or its dominant colour while there is none. */
export function SquarePicture({ url, color }: { readonly url: string | null | undefined; readonly color?: string | null }) {
  return (
    <div style={{ width: 56, height: 56, borderRadius: 12, overflow: 'hidden', backgroundColor: placeholderColor(color) ?? 'var(--color-background-secondary-base, #e9e9e9)' }}>
      {url ? <img src={url} alt="" width={56} height={56} loading="lazy" decoding="async" style={{ display: 'block', width: 56, height: 56, objectFit: 'cover' }} /> : null}
    </div>
  );
}

/** '1 follower', '1,204 followers'. */
export const followers = (count: number): string => (count === 1 ? '1 follower' : `${count.toLocaleString('en-US')} followers`);
