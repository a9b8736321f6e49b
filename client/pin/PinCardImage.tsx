import { Badge, Box, Flex } from 'gestalt';
import { graphql, useFragment } from 'react-relay';
import AspectImage from './AspectImage';
import { firstText, formatDuration } from './format';
import type { PinCardImage_pin$key } from './__generated__/PinCardImage_pin.graphql';

interface Props {
  readonly pin: PinCardImage_pin$key;
}

/** The card's media area: the 236x image, plus a duration badge for videos and dots for carousels. */
export default function PinCardImage({ pin }: Props) {
  const data = useFragment(
    graphql`
      fragment PinCardImage_pin on Pin {
        title
        altText
        autoAltText
        dominantColor
        type
        videoDuration
        image(size: W236) {
          url
          width
          height
        }
        carouselData {
          index
          carouselSlots {
            slotId
          }
        }
      }
    `,
    pin,
  );

  const alt = firstText(data.altText, data.title, data.autoAltText) ?? 'Pin image';
  const slots = data.carouselData?.carouselSlots ?? [];
  const activeSlot = Math.min(Math.max(data.carouselData?.index ?? 0, 0), Math.max(slots.length - 1, 0));

  return (
    <AspectImage
      src={data.image?.url}
      alt={alt}
      width={data.image?.width}
      height={data.image?.height}
      placeholderColor={data.dominantColor}
      loading="lazy"
    >
      {data.type === 'video' && data.videoDuration != null ? (
        <Box position="absolute" top left margin={2}>
          <Badge type="darkWash" text={formatDuration(data.videoDuration)} />
        </Box>
      ) : null}
      {slots.length > 1 ? (
        <Box position="absolute" bottom left right marginBottom={2} role="img" aria-label={`Carousel, image ${activeSlot + 1} of ${slots.length}`}>
          <Flex justifyContent="center" gap={1}>
            {slots.map((slot, i) => (
              <Box
                key={slot.slotId}
                data-test-id="carousel-dot"
                data-active={i === activeSlot ? 'true' : 'false'}
                width={6}
                height={6}
                rounding="circle"
                color="light"
                opacity={i === activeSlot ? 1 : 0.5}
              />
            ))}
          </Flex>
        </Box>
      ) : null}
    </AspectImage>
  );
}
