/**
 * The pin grids of the landings: a topic's pins, videos or products (fragments on Topic), and every
 * topic's videos and products (fragments on Query), each a PinGrid of PinCards that loads the next
 * page near its end. Video cards play through the page's one video coordinator (client/pin/media):
 * one organic video at a time.
 */
import { useMemo } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import PinGrid from '../feed/PinGrid';
import PinCard from '../pin/PinCard';
import PartialRetry from '../shell/PartialRetry';
import type { PinCard_pin$key } from '../pin/__generated__/PinCard_pin.graphql';
import type { TopicFeeds_pins$key } from './__generated__/TopicFeeds_pins.graphql';
import type { TopicFeeds_videos$key } from './__generated__/TopicFeeds_videos.graphql';
import type { TopicFeeds_products$key } from './__generated__/TopicFeeds_products.graphql';
import type { TopicFeeds_videoFeed$key } from './__generated__/TopicFeeds_videoFeed.graphql';
import type { TopicFeeds_shoppingFeed$key } from './__generated__/TopicFeeds_shoppingFeed.graphql';
import type { TopicPinsPaginationQuery } from './__generated__/TopicPinsPaginationQuery.graphql';
import type { TopicVideosPaginationQuery } from './__generated__/TopicVideosPaginationQuery.graphql';
import type { TopicProductsPaginationQuery } from './__generated__/TopicProductsPaginationQuery.graphql';
import type { VideoFeedPaginationQuery } from './__generated__/VideoFeedPaginationQuery.graphql';
import type { ShoppingFeedPaginationQuery } from './__generated__/ShoppingFeedPaginationQuery.graphql';

type Edges = ReadonlyArray<{ readonly node: PinCard_pin$key }> | null | undefined;

interface GridProps {
  readonly gridKey: string;
  readonly edges: Edges;
  readonly hasNext: boolean;
  readonly isLoadingNext: boolean;
  readonly loadNext: (count: number, options: { onComplete: (error: Error | null) => void }) => unknown;
  readonly refetch: () => void;
  readonly what: string;
  readonly emptyText: string;
}

function Grid({ gridKey, edges, hasNext, isLoadingNext, loadNext, refetch, what, emptyText }: GridProps) {
  const items = useMemo(() => (edges ?? []).map((edge) => edge.node), [edges]);
  if (!edges) return <PartialRetry what={what} onRetry={refetch} />;
  return <PinGrid gridKey={gridKey} items={items} Card={PinCard} hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={loadNext} emptyText={emptyText} />;
}

export function TopicPins({ topic }: { readonly topic: TopicFeeds_pins$key }) {
  const { data, ...page } = usePaginationFragment<TopicPinsPaginationQuery, TopicFeeds_pins$key>(
    graphql`
      fragment TopicFeeds_pins on Topic
      @argumentDefinitions(count: { type: "Int", defaultValue: 25 }, cursor: { type: "String" })
      @refetchable(queryName: "TopicPinsPaginationQuery") {
        entityId
        pins(first: $count, after: $cursor) @connection(key: "TopicFeeds_pins") {
          edges {
            node {
              ...PinCard_pin
            }
          }
        }
      }
    `,
    topic,
  );
  return (
    <Grid
      gridKey={`topic:${data.entityId}`}
      edges={data.pins?.edges}
      {...page}
      refetch={() => page.refetch({}, { fetchPolicy: 'network-only' })}
      what="this topic's pins"
      emptyText="No pins in this topic yet."
    />
  );
}

export function TopicVideos({ topic }: { readonly topic: TopicFeeds_videos$key }) {
  const { data, ...page } = usePaginationFragment<TopicVideosPaginationQuery, TopicFeeds_videos$key>(
    graphql`
      fragment TopicFeeds_videos on Topic
      @argumentDefinitions(count: { type: "Int", defaultValue: 25 }, cursor: { type: "String" })
      @refetchable(queryName: "TopicVideosPaginationQuery") {
        entityId
        videos(first: $count, after: $cursor) @connection(key: "TopicFeeds_videos") {
          edges {
            node {
              ...PinCard_pin
            }
          }
        }
      }
    `,
    topic,
  );
  return (
    <Grid
      gridKey={`topic-videos:${data.entityId}`}
      edges={data.videos?.edges}
      {...page}
      refetch={() => page.refetch({}, { fetchPolicy: 'network-only' })}
      what="this topic's videos"
      emptyText="No videos in this topic yet."
    />
  );
}

export function TopicProducts({ topic, filterKey }: { readonly topic: TopicFeeds_products$key; readonly filterKey: string }) {
  const { data, ...page } = usePaginationFragment<TopicProductsPaginationQuery, TopicFeeds_products$key>(
    graphql`
      fragment TopicFeeds_products on Topic
      @argumentDefinitions(count: { type: "Int", defaultValue: 25 }, cursor: { type: "String" }, priceMin: { type: "Float" }, priceMax: { type: "Float" })
      @refetchable(queryName: "TopicProductsPaginationQuery") {
        entityId
        products(first: $count, after: $cursor, priceMin: $priceMin, priceMax: $priceMax) @connection(key: "TopicFeeds_products", filters: ["priceMin", "priceMax"]) {
          edges {
            node {
              ...PinCard_pin
            }
          }
        }
      }
    `,
    topic,
  );
  return (
    <Grid
      gridKey={`topic-products:${data.entityId}:${filterKey}`}
      edges={data.products?.edges}
      {...page}
      refetch={() => page.refetch({}, { fetchPolicy: 'network-only' })}
      what="this topic's products"
      emptyText="No products in this topic match."
    />
  );
}

export function VideoFeed({ query }: { readonly query: TopicFeeds_videoFeed$key }) {
  const { data, ...page } = usePaginationFragment<VideoFeedPaginationQuery, TopicFeeds_videoFeed$key>(
    graphql`
      fragment TopicFeeds_videoFeed on Query
      @argumentDefinitions(count: { type: "Int", defaultValue: 25 }, cursor: { type: "String" })
      @refetchable(queryName: "VideoFeedPaginationQuery") {
        videoFeed(first: $count, after: $cursor) @connection(key: "TopicFeeds_videoFeed") {
          edges {
            node {
              ...PinCard_pin
            }
          }
        }
      }
    `,
    query,
  );
  return (
    <Grid
      gridKey="videos"
      edges={data.videoFeed?.edges}
      {...page}
      refetch={() => page.refetch({}, { fetchPolicy: 'network-only' })}
      what="the videos"
      emptyText="No videos yet."
    />
  );
}

export function ShoppingFeed({ query, filterKey }: { readonly query: TopicFeeds_shoppingFeed$key; readonly filterKey: string }) {
  const { data, ...page } = usePaginationFragment<ShoppingFeedPaginationQuery, TopicFeeds_shoppingFeed$key>(
    graphql`
      fragment TopicFeeds_shoppingFeed on Query
      @argumentDefinitions(count: { type: "Int", defaultValue: 25 }, cursor: { type: "String" }, priceMin: { type: "Float" }, priceMax: { type: "Float" })
      @refetchable(queryName: "ShoppingFeedPaginationQuery") {
        shoppingFeed(first: $count, after: $cursor, priceMin: $priceMin, priceMax: $priceMax) @connection(key: "TopicFeeds_shoppingFeed", filters: ["priceMin", "priceMax"]) {
          edges {
            node {
              ...PinCard_pin
            }
          }
        }
      }
    `,
    query,
  );
  return (
    <Grid
      gridKey={`shopping:${filterKey}`}
      edges={data.shoppingFeed?.edges}
      {...page}
      refetch={() => page.refetch({}, { fetchPolicy: 'network-only' })}
      what="the products"
      emptyText="No products match."
    />
  );
}
