/** /edit's Pins tab: the pins the viewer hid (or reported), newest hide first, each with Unhide (then Hide again). */
import { Box, Button, ButtonLink, Flex, Link, Text } from 'gestalt';
import { useState } from 'react';
import { graphql, useFragment, usePaginationFragment } from 'react-relay';
import { placeholderColor } from '../../pin/media/placeholder';
import type { ErrorToastApi } from '../../shell/useErrorToast';
import TuneList, { TuneEmpty } from './TuneList';
import { useHidePinToggle } from './useHidePinToggle';
import type { HiddenPins_pin$key } from './__generated__/HiddenPins_pin.graphql';
import type { HiddenPins_viewer$key } from './__generated__/HiddenPins_viewer.graphql';
import type { HiddenPinsPaginationQuery } from './__generated__/HiddenPinsPaginationQuery.graphql';

function HiddenPin({ pin, toast }: { readonly pin: HiddenPins_pin$key; readonly toast: ErrorToastApi }) {
  const data = useFragment(
    graphql`
      fragment HiddenPins_pin on Pin {
        entityId
        title
        seoTitle
        isSensitive
        dominantColor
        image(size: W236) {
          url
          width
          height
        }
      }
    `,
    pin,
  );
  const toggle = useHidePinToggle();
  // Shown at once; taken back if the server says no.
  const [hidden, setHidden] = useState(true);
  const title = (data.isSensitive ? data.seoTitle : data.title) || 'Untitled Pin';
  const press = () => {
    const next = !hidden;
    const failed = (message: string) => {
      setHidden(!next);
      toast.show(message);
    };
    if (toggle(data.entityId, next, failed)) setHidden(next);
  };
  const ratio = data.image ? Math.min(1.6, Math.max(0.6, data.image.height / data.image.width)) : 1.25;
  return (
    <div role="listitem" data-test-id="tune-hidden-pin" data-pin-id={data.entityId} data-hidden={hidden}>
      <Flex direction="column" gap={2}>
        <Link href={`/pin/${encodeURIComponent(data.entityId)}/`} rounding={4} accessibilityLabel={title}>
          <div
            style={{
              position: 'relative',
              paddingBottom: `${ratio * 100}%`,
              borderRadius: 16,
              overflow: 'hidden',
              backgroundColor: placeholderColor(data.dominantColor) ?? 'var(--color-background-secondary-base, #e9e9e9)',
              opacity: hidden ? 0.55 : 1,
              transition: 'opacity 150ms',
            }}
          >
            {data.image ? (
              <img src={data.image.url} alt="" loading="lazy" decoding="async" style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }} />
            ) : null}
          </div>
        </Link>
        <Text size="200" lineClamp={2}>
          {title}
        </Text>
        <Text size="100" color="subtle">
          {hidden ? 'Hidden from your home feed' : 'Back in your home feed'}
        </Text>
        <Box>
          <Button
            text={hidden ? 'Unhide' : 'Hide again'}
            color={hidden ? 'red' : 'gray'}
            size="md"
            accessibilityLabel={`${hidden ? 'Unhide' : 'Hide again'}: ${title}`}
            onClick={press}
          />
        </Box>
      </Flex>
    </div>
  );
}

export default function HiddenPins({ viewer, toast }: { readonly viewer: HiddenPins_viewer$key; readonly toast: ErrorToastApi }) {
  const { data, ...paging } = usePaginationFragment<HiddenPinsPaginationQuery, HiddenPins_viewer$key>(
    graphql`
      fragment HiddenPins_viewer on Viewer
      @argumentDefinitions(count: { type: "Int", defaultValue: 25 }, cursor: { type: "String" })
      @refetchable(queryName: "HiddenPinsPaginationQuery") {
        hiddenPins(first: $count, after: $cursor) @connection(key: "HiddenPins_hiddenPins") {
          edges {
            node {
              id
              ...HiddenPins_pin
            }
          }
        }
      }
    `,
    viewer,
  );
  const edges = data.hiddenPins?.edges ?? [];
  return (
    <TuneList
      label="Pins you hid"
      what="Pins"
      paging={paging}
      layout="grid"
      dataTestId="tune-hidden-pins"
      empty={
        <TuneEmpty title="You haven't hidden any Pins" action={<ButtonLink href="/" text="Go to your home feed" color="red" />}>
          To see less of something, open a Pin&apos;s ⋯ menu in your home feed and choose Hide Pin. Pins you hide show up here, where you can bring them back.
        </TuneEmpty>
      }
    >
      {edges.map((edge) => (
        <HiddenPin key={edge.node.id} pin={edge.node} toast={toast} />
      ))}
    </TuneList>
  );
}
