/* eslint-disable relay/unused-fields -- item links are read through a helper */
import { Box, Flex, Image, Link, Mask } from 'gestalt';
import { graphql, useFragment } from 'react-relay';
import { collectionChips } from './rules';
import type { CollectionChips_pin$key } from './__generated__/CollectionChips_pin.graphql';

interface Props {
  readonly pin: CollectionChips_pin$key;
  /** Closeup: each chip links to its item pin. On the grid the whole card is already a link. */
  readonly linked?: boolean;
}

const CHIP_SIZE = 48;

/** Collection pins (pin-card §5): chips for exactly the first 3 items, only when at least 3 exist. */
export default function CollectionChips({ pin, linked = false }: Props) {
  const data = useFragment(
    graphql`
      fragment CollectionChips_pin on Pin {
        collectionItems {
          pinId
          link
          image(size: W236) {
            url
            width
            height
            dominantColor
          }
        }
      }
    `,
    pin,
  );
  const chips = collectionChips(data.collectionItems);
  if (chips.length === 0) return null;

  return (
    <Box position="absolute" bottom left margin={2} data-test-id="collection-chips">
      <Flex gap={1}>
        {chips.map((item, i) => {
          const label = `Collection item ${i + 1}`;
          const image = item.image ? (
            <Mask rounding={2} width={CHIP_SIZE} height={CHIP_SIZE} wash>
              <Image
                src={item.image.url}
                alt={label}
                naturalWidth={item.image.width}
                naturalHeight={item.image.height}
                color={item.image.dominantColor}
                fit="cover"
              />
            </Mask>
          ) : (
            <Box width={CHIP_SIZE} height={CHIP_SIZE} rounding={2} color="secondary" role="img" aria-label={label} />
          );
          return (
            <Box key={`${item.pinId ?? 'item'}-${i}`} data-test-id="collection-chip" borderStyle="shadow" rounding={2}>
              {linked && item.pinId ? (
                <Link href={`/pin/${encodeURIComponent(item.pinId)}/`} accessibilityLabel={label} rounding={2}>
                  {image}
                </Link>
              ) : (
                image
              )}
            </Box>
          );
        })}
      </Flex>
    </Box>
  );
}
