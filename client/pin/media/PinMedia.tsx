/* eslint-disable relay/unused-fields -- fields are handed to the media part components */
import { graphql, useFragment } from 'react-relay';
import { firstText } from '../format';
import AspectImage from './AspectImage';
import Carousel from './Carousel';
import CollectionChips from './CollectionChips';
import DurationBadge from './DurationBadge';
import GifImage from './GifImage';
import PinVideo from './PinVideo';
import { useViewer } from '../../viewer/ViewerContext';
import { canAutoHandleVideo, durationBadge, gifSource, gridImageSize, isOrganicVideo, preferredImageSize, storyPinDurationMs } from './rules';
import type { PinMedia_pin$key } from './__generated__/PinMedia_pin.graphql';

/**
 * Image sizes (pin-card §9): grid cards ask for 236x at 236 px columns, the closeup for the
 * default 736x. The fragment arguments below are these values (Relay needs them literally).
 */
export const GRID_IMAGE_SIZE = gridImageSize();
export const CLOSEUP_IMAGE_SIZE = preferredImageSize();

interface Props {
  readonly pin: PinMedia_pin$key;
  /** grid: a card in the feed (inside the card's link); closeup: the big media with controls. */
  readonly variant: 'grid' | 'closeup';
  /** The card is hovered or focused (grid video plays, GIF animates, carousel dots show). */
  readonly active?: boolean;
  /** A grid card in the first row: its image loads eagerly, with high fetch priority ('eager': eagerly, at the browser's priority). */
  readonly priority?: boolean | 'eager';
}

/**
 * A pin's media area (pin-card §2): a carousel, a video, a GIF or an image, with collection chips.
 * Spread `...PinMedia_pin` for the grid (236x) or `...PinMedia_pin @arguments(size: W736)` for the closeup.
 */
export default function PinMedia({ pin, variant, active = false, priority = false }: Props) {
  const data = useFragment(
    graphql`
      fragment PinMedia_pin on Pin @argumentDefinitions(size: { type: "ImageSize", defaultValue: W236 }) {
        title
        altText
        autoAltText
        dominantColor
        type
        isPromoted
        isDownstreamPromotion
        storyPinDataId
        storyPinData {
          isDeleted
          staticPageCount
          totalVideoDuration
        }
        board {
          isCollaborative
          collaboratedByMe
          owner {
            entityId
          }
        }
        videoDuration
        videoList {
          name
          url
        }
        embed {
          type
          src
        }
        imageCrop {
          minY
          maxY
        }
        image(size: $size) {
          url
          width
          height
        }
        carouselData {
          index
          carouselSlots {
            slotId
            title
            link
            image(size: $size) {
              url
              width
              height
            }
          }
        }
        ...CollectionChips_pin
      }
    `,
    pin,
  );

  const viewerId = useViewer().userId;
  const closeup = variant === 'closeup';
  const alt = firstText(data.altText, data.title, data.autoAltText) ?? 'Pin image';
  // The closeup's image and the grid's first row load at once, ahead of everything else (LCP).
  const loading = closeup || priority ? 'eager' : 'lazy';
  const fetchPriority = closeup || priority === true ? 'high' : undefined;
  const chips = <CollectionChips pin={data} linked={closeup} />;
  const slots = data.carouselData?.carouselSlots ?? [];
  const gif = gifSource(data.embed);

  if (slots.length > 1) {
    return (
      <Carousel
        slots={slots}
        initialIndex={data.carouselData?.index ?? 0}
        alt={alt}
        placeholderColor={data.dominantColor}
        arrows={closeup}
        active={active}
        loading={loading}
      />
    );
  }
  if (data.type === 'video' && data.videoList.some((video) => video.url)) {
    const autoHandled = canAutoHandleVideo({
      isPromoted: data.isPromoted,
      isDownstreamPromotion: data.isDownstreamPromotion,
      hasVideo: true,
      hasStoryPinData: data.storyPinDataId !== null,
      board: data.board && {
        isCollaborative: data.board.isCollaborative,
        viewerCollaborates: viewerId !== null && (data.board.owner.entityId === viewerId || data.board.collaboratedByMe),
      },
    });
    return (
      <PinVideo
        videos={data.videoList}
        durationMs={data.videoDuration}
        poster={data.image}
        alt={alt}
        placeholderColor={data.dominantColor}
        crop={closeup ? null : data.imageCrop}
        promoted={!isOrganicVideo(data)}
        autoHandled={autoHandled}
        mode={variant}
        active={active}
        loading={loading}
        fetchPriority={fetchPriority}
      >
        {chips}
      </PinVideo>
    );
  }
  if (gif) {
    return (
      <GifImage
        gifSrc={gif}
        still={data.image}
        alt={alt}
        placeholderColor={data.dominantColor}
        crop={closeup ? null : data.imageCrop}
        active={active}
        tapToPlay={closeup}
        loading={loading}
        fetchPriority={fetchPriority}
      >
        {chips}
      </GifImage>
    );
  }
  // A story pin shows its length (platform §5) like a video; a deleted one shows nothing (pin-card §4).
  const story = data.storyPinData;
  const storyBadge = story && !story.isDeleted ? durationBadge(storyPinDurationMs(story.totalVideoDuration, story.staticPageCount)) : null;
  return (
    <AspectImage
      src={data.image?.url}
      alt={alt}
      width={data.image?.width}
      height={data.image?.height}
      placeholderColor={data.dominantColor}
      crop={closeup ? null : data.imageCrop}
      loading={loading}
      fetchPriority={fetchPriority}
    >
      {storyBadge ? <DurationBadge text={storyBadge} testId="story-duration" /> : null}
      {chips}
    </AspectImage>
  );
}
