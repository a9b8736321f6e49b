import { Box, Flex, Icon, Link, Text } from 'gestalt';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import UserAvatar from '../../user/UserAvatar';
import { useViewer } from '../../viewer/ViewerContext';
import { firstText } from '../format';
import { attributionType, sponsorshipText, type AttributionType } from './rules';
import { usePinSurface } from './surface';
import type { FooterAttribution_pin$key } from './__generated__/FooterAttribution_pin.graphql';

interface Props {
  readonly pin: FooterAttribution_pin$key;
  /** Lines shown beside the credit whatever its type (the sponsorship disclosure). */
  readonly children?: ReactNode;
}

/**
 * Who the pin is credited to (pin-card §4, §6), by attributionType: the promoter, the sponsor,
 * the board it is on, the pinner (with or without name), or nobody.
 */
export default function FooterAttribution({ pin, children }: Props) {
  const data = useFragment(
    graphql`
      fragment FooterAttribution_pin on Pin {
        isPromoted
        promoter {
          fullName
          username
          imageSmallUrl
        }
        sponsorship {
          status
          sponsorName
          sponsorUsername
        }
        pinner {
          fullName
          username
          imageSmallUrl
        }
        board {
          name
          url
          isCollaborative
          collaboratedByMe
          owner {
            entityId
          }
        }
      }
    `,
    pin,
  );
  const viewer = useViewer();
  const { surface, attributionOption } = usePinSurface();
  const paid = sponsorshipText({
    isPromoted: false,
    promoterName: null,
    sponsorship: data.sponsorship && { status: data.sponsorship.status, sponsorName: data.sponsorship.sponsorName || data.sponsorship.sponsorUsername },
    hasAffiliatedProducts: false,
  });
  const type = attributionType({
    isPromoted: data.isPromoted,
    hasPaidPartnership: paid.primary !== null,
    surface,
    option: attributionOption,
    viewerOwnsOrCollaboratesOnBoard:
      viewer.userId !== null && (data.board.owner.entityId === viewer.userId || data.board.collaboratedByMe),
    boardIsCollaborative: data.board.isCollaborative,
  });

  const pinnerName = firstText(data.pinner.fullName, data.pinner.username) ?? '';
  const credit = creditOf(type, data, pinnerName);
  if (credit === null && children == null) return null;

  return (
    <Box data-test-id="pin-attribution" data-attribution-type={type}>
      <Flex alignItems="center" gap={2}>
        {credit}
        {children != null ? <Flex.Item minWidth={0}>{children}</Flex.Item> : null}
      </Flex>
    </Box>
  );
}

interface CreditData {
  readonly promoter: { readonly fullName: string; readonly username: string; readonly imageSmallUrl: string } | null | undefined;
  readonly sponsorship: { readonly sponsorName: string | null | undefined; readonly sponsorUsername: string | null | undefined } | null | undefined;
  readonly pinner: { readonly username: string; readonly imageSmallUrl: string };
  readonly board: { readonly name: string; readonly url: string };
}

function creditOf(type: AttributionType, data: CreditData, pinnerName: string): ReactNode {
  switch (type) {
    case 'hidden':
      return null;
    case 'promoted': {
      // The name is in the sponsorship line ('Promoted by …'); the credit is the promoter's picture.
      const name = firstText(data.promoter?.fullName, data.promoter?.username) ?? '';
      return <UserAvatar name={name} src={data.promoter?.imageSmallUrl} size="xs" />;
    }
    case 'sponsored': {
      const name = firstText(data.sponsorship?.sponsorName, data.sponsorship?.sponsorUsername) ?? '';
      return <UserAvatar name={name} src={null} size="xs" />;
    }
    case 'imageOnly':
      return (
        <Link href={`/${data.pinner.username}/`} accessibilityLabel={pinnerName}>
          <UserAvatar name={pinnerName} src={data.pinner.imageSmallUrl} size="xs" />
        </Link>
      );
    case 'board':
      return (
        <Flex alignItems="center" gap={1}>
          <Icon icon="board" size={12} color="subtle" accessibilityLabel="Board" />
          <Text size="100" lineClamp={1}>
            <Link href={data.board.url} underline="hover" display="inline">
              {data.board.name}
            </Link>
          </Text>
        </Flex>
      );
    case 'surface':
      return (
        <Flex alignItems="center" gap={2}>
          <UserAvatar name={pinnerName} src={data.pinner.imageSmallUrl} size="xs" />
          <Text size="100" lineClamp={1}>
            <Link href={`/${data.pinner.username}/`} underline="hover" display="inline">
              {pinnerName}
            </Link>
          </Text>
        </Flex>
      );
  }
}
