import { Box, Flex, Heading, IconButton, Tabs, Text } from 'gestalt';
import { useEffect, useMemo, useRef, useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import PinGrid from '../feed/PinGrid';
import PinCard from '../pin/PinCard';
import { firstText } from '../pin/format';
import NotFound from '../shell/NotFound';
import PartialRetry from '../shell/PartialRetry';
import { useRouter } from 'found';
import CropBox from './CropBox';
import { cropFromQuery, cropQuery, isWhole, sameCrop, WHOLE, type Crop } from './cropGeometry';
import type { VisualSearchPage_pin$key } from './__generated__/VisualSearchPage_pin.graphql';
import type { VisualSearchPagePaginationQuery } from './__generated__/VisualSearchPagePaginationQuery.graphql';

/** The results follow the box this long after it stops moving. */
export const CROP_DEBOUNCE_MS = 350;
const SOURCE_WIDTH = 320;

interface Props {
  readonly pin: VisualSearchPage_pin$key;
  readonly productsOnly: boolean;
}

/**
 * /pin/{id}/visual-search/ and …/products/: the pin's picture with a crop box to choose what to
 * look for, and the pins that look most like it (or like the boxed region) in the masonry grid,
 * refreshed a moment after the box stops moving. "All" and "Products" switch between the two paths.
 */
export default function VisualSearchPage({ pin, productsOnly }: Props) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<VisualSearchPagePaginationQuery, VisualSearchPage_pin$key>(
    graphql`
      fragment VisualSearchPage_pin on Pin
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 25 }
        cursor: { type: "String" }
        crop: { type: "CropInput" }
        productsOnly: { type: "Boolean", defaultValue: false }
      )
      @refetchable(queryName: "VisualSearchPagePaginationQuery") {
        entityId
        title
        dominantColor
        storyPinData {
          isDeleted
        }
        image(size: W736) {
          url
          width
          height
        }
        visuallySimilar(first: $count, after: $cursor, crop: $crop, productsOnly: $productsOnly)
          @connection(key: "VisualSearchPage_visuallySimilar", filters: ["crop", "productsOnly"]) {
          edges {
            node {
              ...PinCard_pin
            }
          }
        }
      }
    `,
    pin,
  );
  const { match, router } = useRouter();
  // The route asks for the whole picture; a box in the address (?x=&y=&w=&h=) is searched at once after.
  const [crop, setCrop] = useState<Crop>(() => cropFromQuery(match.location.query as Record<string, unknown>));
  const [searched, setSearched] = useState<Crop>(WHOLE);
  const [pending, startTransition] = useTransition();

  // The results follow the box once it has rested CROP_DEBOUNCE_MS.
  const refetchRef = useRef(refetch);
  refetchRef.current = refetch;
  useEffect(() => {
    if (sameCrop(crop, searched)) return undefined;
    const timer = setTimeout(() => {
      setSearched(crop);
      startTransition(() => {
        refetchRef.current({ crop: isWhole(crop) ? null : crop, productsOnly }, { fetchPolicy: 'store-or-network' });
      });
    }, CROP_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [crop, searched, productsOnly]);

  const title = firstText(data.title);
  useEffect(() => {
    const previous = document.title;
    document.title = title ? `More like this: ${title}` : 'More like this';
    return () => {
      document.title = previous;
    };
  }, [title]);

  const edges = data.visuallySimilar?.edges;
  const items = useMemo(() => (edges ?? []).map((edge) => edge.node), [edges]);
  if (data.storyPinData?.isDeleted) return <NotFound />;

  const base = `/pin/${encodeURIComponent(data.entityId)}/visual-search/`;
  const back = () => {
    const index = (match.location as { index?: number }).index ?? 0;
    if (index > 0) router.go(-1);
    else router.push(`/pin/${encodeURIComponent(data.entityId)}/`);
  };
  const image = data.image;
  return (
    <Box paddingY={4} paddingX={2} data-test-id="visual-search">
      <Flex alignItems="center" gap={2}>
        <IconButton accessibilityLabel="Back to the Pin" icon="arrow-back" size="md" onClick={back} dataTestId="visual-search-back" />
        <Heading accessibilityLevel={1} size="400">
          More like this
        </Heading>
      </Flex>
      <Box display="flex" direction="column" mdDirection="row" marginTop={4}>
        <Box flex="none" width="100%" mdDisplay="block" maxWidth={SOURCE_WIDTH} marginBottom={4} dangerouslySetInlineStyle={{ __style: { marginInline: 'auto' } }}>
          <Box position="relative" rounding={4} overflow="hidden" dangerouslySetInlineStyle={{ __style: { backgroundColor: data.dominantColor ?? '#efefef', aspectRatio: image ? `${image.width} / ${image.height}` : '2 / 3', maxHeight: '60vh', marginInline: 'auto' } }}>
            {image ? (
              <img src={image.url} alt={title ? `The picture of ${title}` : 'The picture of the Pin'} draggable={false} style={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover', userSelect: 'none' }} />
            ) : null}
            <CropBox crop={crop} onChange={setCrop} />
          </Box>
          <Box marginTop={2}>
            <Text size="100" color="subtle" align="center">
              Drag the box or its corners to search part of the picture.
            </Text>
          </Box>
        </Box>
        <Box flex="grow" minWidth={0} mdPaddingX={4}>
          <Box data-test-id="visual-search-tabs">
            <Tabs
              activeTabIndex={productsOnly ? 1 : 0}
              // Gestalt's link navigation provider (AppShell) routes the tab links client-side; the box goes along.
              onChange={() => {}}
              tabs={[
                { href: `${base}${cropQuery(crop)}`, text: 'All' },
                { href: `${base}products/${cropQuery(crop)}`, text: 'Products' },
              ]}
            />
          </Box>
          <Box marginTop={4} aria-busy={pending} data-test-id="visual-search-results" dangerouslySetInlineStyle={{ __style: { opacity: pending ? 0.6 : 1, transition: 'opacity 150ms' } }}>
            {edges ? (
              <PinGrid
                gridKey={`visual:${data.entityId}:${productsOnly ? 'products' : 'all'}:${cropQuery(searched)}`}
                items={items}
                Card={PinCard}
                hasNext={hasNext}
                isLoadingNext={isLoadingNext}
                loadNext={loadNext}
                emptyText={productsOnly ? 'No products look like this yet.' : 'Nothing looks like this yet.'}
              />
            ) : (
              <PartialRetry what="similar pins" onRetry={() => refetch({}, { fetchPolicy: 'network-only' })} />
            )}
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
