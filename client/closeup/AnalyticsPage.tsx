import { Box, ButtonLink, Flex, Heading, Image, Mask, Text } from 'gestalt';
import { useEffect } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { AnalyticsPage_pin$key } from './__generated__/AnalyticsPage_pin.graphql';
import AnalyticsChart from './AnalyticsChart';

export const NOT_CREATOR_MESSAGE = "Only the creator can see this Pin's analytics.";

const DAY_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const YEAR_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** The 30-day window as 'Oct 23 – Nov 22, 2026' (UTC); the year on both ends when they differ; '' for bad dates. */
export function periodLabel(start: string, end: string): string {
  const from = new Date(start);
  const to = new Date(end);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return '';
  const sameYear = from.getUTCFullYear() === to.getUTCFullYear();
  return `${(sameYear ? DAY_FORMAT : YEAR_FORMAT).format(from)} – ${YEAR_FORMAT.format(to)}`;
}

function Stat({ label, value }: { readonly label: string; readonly value: number }) {
  return (
    <Box data-test-id={`analytics-${label.toLowerCase().replaceAll(' ', '-')}`} minWidth={100}>
      <Flex direction="column" gap={1}>
        <Text size="600" weight="bold">
          {value.toLocaleString('en-US')}
        </Text>
        <Text color="subtle">{label}</Text>
      </Flex>
    </Box>
  );
}

/**
 * /pin/{id}/analytics/: the pin's thumbnail and title, and for its creator the last 30 days (UTC,
 * today included): impressions, saves, outbound clicks, closeups and reactions, and a chart of each
 * day (./AnalyticsChart.tsx); anyone else is told only the creator can see them.
 */
export default function AnalyticsPage({ pin }: { readonly pin: AnalyticsPage_pin$key }) {
  const data = useFragment(
    graphql`
      fragment AnalyticsPage_pin on Pin {
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
        thirtyDayRealtimeStats {
          impressions
          saves
          outboundClicks
          closeups
          reactions
          periodStart
          periodEnd
        }
        ...AnalyticsChart_pin
      }
    `,
    pin,
  );
  const title = (data.isSensitive ? data.seoTitle : null) ?? data.title;
  useEffect(() => {
    const previous = document.title;
    document.title = 'Pin analytics | Corkboard';
    return () => {
      document.title = previous;
    };
  }, []);
  const stats = data.thirtyDayRealtimeStats;
  return (
    <Box paddingY={8} paddingX={4} display="flex" justifyContent="center" data-test-id="pin-analytics">
      <Box maxWidth={640} width="100%">
        <Flex direction="column" gap={6}>
          <Heading accessibilityLevel={1} size="400">
            Pin analytics
          </Heading>
          <Flex gap={4} alignItems="center">
            {data.image ? (
              <Box width={96}>
                <Mask rounding={4}>
                  <Image
                    src={data.image.url}
                    alt={title || 'Pin image'}
                    naturalWidth={data.image.width}
                    naturalHeight={data.image.height}
                    color={data.dominantColor}
                  />
                </Mask>
              </Box>
            ) : null}
            <Flex direction="column" gap={2}>
              <Text weight="bold" lineClamp={2}>
                {title || 'Untitled Pin'}
              </Text>
              <ButtonLink href={`/pin/${encodeURIComponent(data.entityId)}/`} text="View Pin" color="gray" size="sm" />
            </Flex>
          </Flex>
          {stats ? (
            <Flex direction="column" gap={3}>
              <Flex direction="column" gap={1}>
                <Heading accessibilityLevel={2} size="300">
                  Last 30 days
                </Heading>
                <Text color="subtle" size="200">
                  {periodLabel(stats.periodStart, stats.periodEnd)}
                </Text>
              </Flex>
              <Flex gap={{ row: 6, column: 4 }} wrap>
                <Stat label="Impressions" value={stats.impressions} />
                <Stat label="Saves" value={stats.saves} />
                <Stat label="Outbound clicks" value={stats.outboundClicks} />
                <Stat label="Closeups" value={stats.closeups} />
                <Stat label="Reactions" value={stats.reactions} />
              </Flex>
              <AnalyticsChart pin={data} />
            </Flex>
          ) : (
            <Box data-test-id="analytics-not-creator">
              <Text>{NOT_CREATOR_MESSAGE}</Text>
            </Box>
          )}
        </Flex>
      </Box>
    </Box>
  );
}
