import { Box, Button, Flex, Heading, Layer, Link, Modal, Text } from 'gestalt';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { MODAL_Z_INDEX } from '../../account/modalZIndex';
import { useGate, type ViewerKind } from '../../account/gate';
import { firstText } from '../../pin/format';
import useIsMobile from '../../shell/useIsMobile';
import { useViewer } from '../../viewer/ViewerContext';
import { seeMoreMode } from './rules';
import type { SeeMore_pin$key } from './__generated__/SeeMore_pin.graphql';

export const SEE_MORE_HEADING = 'More information';

interface Props {
  readonly pin: SeeMore_pin$key;
  readonly viewerKind: ViewerKind;
}

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/**
 * The see-more panel (pin-card §2, §4, §6): 'More information' with the full description, the
 * source site, the date the pin was created and its board. Bots see it inline; a logged-out
 * visitor must log in first; signed-in viewers get a modal on mobile, the panel in place on desktop;
 * both close with Cancel.
 */
export default function SeeMore({ pin, viewerKind }: Props) {
  const data = useFragment(
    graphql`
      fragment SeeMore_pin on Pin {
        entityId
        description
        domain
        createdAt
        richSummary {
          siteName
        }
        board {
          name
          url
        }
      }
    `,
    pin,
  );
  const viewer = useViewer();
  const isMobile = useIsMobile();
  const { gate, modal } = useGate(viewerKind);
  const [open, setOpen] = useState(false);
  const mode = seeMoreMode({ kind: viewerKind, isBot: viewer.isBot }, isMobile);

  const site = firstText(data.richSummary?.siteName, data.domain);
  const created = new Date(data.createdAt);
  const content = (
    <Flex direction="column" gap={3}>
      {firstText(data.description) ? <Text>{data.description}</Text> : null}
      {site ? (
        <Text size="200">
          Source: <Text inline weight="bold" size="200">{site}</Text>
        </Text>
      ) : null}
      {Number.isNaN(created.getTime()) ? null : (
        <Text size="200">
          Created <time dateTime={data.createdAt}>{DATE_FORMAT.format(created)}</time>
        </Text>
      )}
      <Text size="200">
        Board:{' '}
        <Link href={data.board.url} display="inline" underline="always">
          {data.board.name}
        </Link>
      </Text>
    </Flex>
  );
  const close = () => setOpen(false);

  if (mode === 'inline') {
    return (
      <Box data-test-id="see-more">
        <Flex direction="column" gap={2}>
          <Heading size="300" accessibilityLevel={2}>
            {SEE_MORE_HEADING}
          </Heading>
          {content}
        </Flex>
      </Box>
    );
  }

  const onOpen = () => {
    if (mode === 'gate') gate('default', `/pin/${encodeURIComponent(data.entityId)}/`, () => setOpen(true));
    else setOpen(true);
  };

  return (
    <Box data-test-id="see-more">
      {open && mode === 'expand' ? (
        <Box color="secondary" rounding={4} padding={4}>
          <Flex direction="column" gap={3}>
            <Heading size="300" accessibilityLevel={2}>
              {SEE_MORE_HEADING}
            </Heading>
            {content}
            <Flex justifyContent="end">
              <Button text="Cancel" color="gray" onClick={close} />
            </Flex>
          </Flex>
        </Box>
      ) : (
        <Button text="See more" color="gray" size="md" onClick={onOpen} accessibilityExpanded={open} />
      )}
      {open && mode === 'modal' ? (
        <Layer zIndex={MODAL_Z_INDEX}>
          <Modal
            accessibilityModalLabel={SEE_MORE_HEADING}
            heading={SEE_MORE_HEADING}
            align="start"
            size="sm"
            onDismiss={close}
            footer={
              <Flex justifyContent="end">
                <Button text="Cancel" color="gray" onClick={close} />
              </Flex>
            }
          >
            <Box paddingX={4}>{content}</Box>
          </Modal>
        </Layer>
      ) : null}
      {modal}
    </Box>
  );
}
