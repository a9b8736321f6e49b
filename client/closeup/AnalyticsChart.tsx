import { Box, Flex, SelectList, Text } from 'gestalt';
import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { AnalyticsChart_pin$key } from './__generated__/AnalyticsChart_pin.graphql';

export interface ChartDay {
  readonly day: string;
  readonly impressions: number;
  readonly saves: number;
  readonly outboundClicks: number;
  readonly closeups: number;
}

export const METRICS = [
  { key: 'impressions', label: 'Impressions', unit: 'impressions' },
  { key: 'saves', label: 'Saves', unit: 'saves' },
  { key: 'outboundClicks', label: 'Outbound clicks', unit: 'outbound clicks' },
  { key: 'closeups', label: 'Closeups', unit: 'closeups' },
] as const;

const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
/** 'YYYY-MM-DD' as 'Mar 1' (UTC). */
export const dayLabel = (day: string): string => {
  const time = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(time) ? day : DAY.format(time);
};

const WIDTH = 600;
const HEIGHT = 160;
const GAP = 4;

/** What a screen reader hears of the chart: each day and its value. */
export function chartDescription(days: readonly ChartDay[], metric: (typeof METRICS)[number]): string {
  if (days.length === 0) return `No ${metric.unit} yet.`;
  const total = days.reduce((n, d) => n + d[metric.key], 0);
  const values = days.map((d) => `${dayLabel(d.day)}: ${d[metric.key].toLocaleString('en-US')}`).join('; ');
  return `${total.toLocaleString('en-US')} ${metric.unit} in all. ${values}.`;
}

/**
 * The creator analytics' 30-day chart: one bar a day for the metric picked (impressions, saves,
 * outbound clicks or closeups, picked in a select list), a plain SVG that scales to its box. The SVG is an image named by its
 * title, with every day's value in its description; each bar's own title shows on hover.
 */
export default function AnalyticsChart({ pin }: { readonly pin: AnalyticsChart_pin$key }) {
  const data = useFragment(
    graphql`
      fragment AnalyticsChart_pin on Pin {
        thirtyDayDailyStats {
          day
          impressions
          saves
          outboundClicks
          closeups
        }
      }
    `,
    pin,
  );
  const days = data.thirtyDayDailyStats?.map((d) => ({ day: String(d.day), impressions: d.impressions, saves: d.saves, outboundClicks: d.outboundClicks, closeups: d.closeups }));
  return days ? <Chart days={days} /> : null;
}

function Chart({ days }: { readonly days: readonly ChartDay[] }) {
  const [selected, setSelected] = useState(0);
  const metric = METRICS[selected] ?? METRICS[0];
  const id = useId();
  const values = days.map((d) => d[metric.key]);
  const max = Math.max(0, ...values);
  const slot = days.length > 0 ? WIDTH / days.length : WIDTH;
  const first = days[0];
  const last = days[days.length - 1];
  const title = first && last ? `${metric.label} per day, ${dayLabel(first.day)} – ${dayLabel(last.day)}` : `${metric.label} per day`;
  return (
    <Flex direction="column" gap={3}>
      <Box maxWidth={240}>
        <SelectList id={`${id}-metric`} label="Chart" size="md" value={metric.key} onChange={({ value }) => setSelected(Math.max(0, METRICS.findIndex((m) => m.key === value)))}>
          {METRICS.map((m) => (
            <SelectList.Option key={m.key} label={m.label} value={m.key} />
          ))}
        </SelectList>
      </Box>
      <Box data-test-id="analytics-chart">
        <Flex justifyContent="between">
          <Text size="100" color="subtle">
            {metric.label}
          </Text>
          <Text size="100" color="subtle">
            Most in a day: {max.toLocaleString('en-US')}
          </Text>
        </Flex>
        <svg
          role="img"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-desc`}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          width="100%"
          preserveAspectRatio="none"
          style={{ display: 'block', height: 160 }}
        >
          <title id={`${id}-title`}>{title}</title>
          <desc id={`${id}-desc`}>{chartDescription(days, metric)}</desc>
          <line x1={0} x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} stroke="#cdcdcd" strokeWidth={1} />
          {days.map((d, i) => {
            const value = d[metric.key];
            const height = max === 0 ? 0 : Math.max(value > 0 ? 2 : 0, (value / max) * (HEIGHT - 8));
            return (
              <rect key={d.day} data-day={d.day} data-value={value} x={i * slot + GAP / 2} y={HEIGHT - height} width={Math.max(1, slot - GAP)} height={height} rx={2} fill="#e60023">
                <title>{`${dayLabel(d.day)}: ${value.toLocaleString('en-US')} ${metric.unit}`}</title>
              </rect>
            );
          })}
        </svg>
        <Flex justifyContent="between">
          <Text size="100" color="subtle">
            {first ? dayLabel(first.day) : ''}
          </Text>
          <Text size="100" color="subtle">
            {last ? dayLabel(last.day) : ''}
          </Text>
        </Flex>
      </Box>
    </Flex>
  );
}
