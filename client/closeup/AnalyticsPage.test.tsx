import { fireEvent, screen, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../testing/render';
import { chartDescription, dayLabel, METRICS } from './AnalyticsChart';
import AnalyticsPage, { periodLabel } from './AnalyticsPage';
import type { AnalyticsPageTestQuery } from './__generated__/AnalyticsPageTestQuery.graphql';

const query = graphql`
  query AnalyticsPageTestQuery @relay_test_operation {
    pin(id: "test") {
      ...AnalyticsPage_pin
    }
  }
`;

function Test() {
  const data = useLazyLoadQuery<AnalyticsPageTestQuery>(query, {});
  return data.pin ? <AnalyticsPage pin={data.pin} /> : null;
}

(globalThis as { jest?: unknown }).jest = vi;

const STATS = {
  impressions: 56789,
  saves: 1234,
  outboundClicks: 42,
  closeups: 310,
  reactions: 1,
  periodStart: '2026-10-24T00:00:00.000Z',
  periodEnd: '2026-11-22T02:00:00.000Z',
};
/** 30 days from Oct 24: impressions 0 on the first day, then 10 a day more; saves only on the last day. */
const DAILY = Array.from({ length: 30 }, (_, i) => ({
  day: new Date(Date.UTC(2026, 9, 24 + i)).toISOString().slice(0, 10),
  impressions: i * 10,
  saves: i === 29 ? 5 : 0,
  outboundClicks: 0,
  closeups: 1,
}));

function setup(pin: Record<string, unknown>) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Pin: () => ({ entityId: '42', title: 'Lemon tart', isSensitive: false, seoTitle: 'Pin on Desserts', dominantColor: '#d4c08a', ...pin }),
      Image: () => ({ url: 'https://img.example/236x/tart.jpg', width: 236, height: 354 }),
    }),
  );
  return renderWithRouter(<Test />, environment);
}

describe('AnalyticsPage', () => {
  it("shows the creator the pin and its last 30 days' impressions, saves, outbound clicks, closeups and reactions", async () => {
    setup({ thirtyDayRealtimeStats: STATS, thirtyDayDailyStats: DAILY });
    expect(await screen.findByRole('heading', { name: 'Last 30 days' })).toBeTruthy();
    expect(screen.getByText('Lemon tart')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Lemon tart' })).toBeTruthy();
    expect(screen.getByTestId('analytics-impressions').textContent).toBe('56,789Impressions');
    expect(screen.getByTestId('analytics-saves').textContent).toBe('1,234Saves');
    expect(screen.getByTestId('analytics-outbound-clicks').textContent).toBe('42Outbound clicks');
    expect(screen.getByTestId('analytics-closeups').textContent).toBe('310Closeups');
    expect(screen.getByTestId('analytics-reactions').textContent).toBe('1Reactions');
    expect(screen.getByText('Oct 24 – Nov 22, 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Pin' }).getAttribute('href')).toBe('/pin/42/');
    expect(screen.queryByText("Only the creator can see this Pin's analytics.")).toBeNull();
  });

  it('draws a bar a day, named by its title and described with every value; the metric switches', async () => {
    setup({ thirtyDayRealtimeStats: STATS, thirtyDayDailyStats: DAILY });
    const chart = await screen.findByRole('img', { name: 'Impressions per day, Oct 24 – Nov 22' });
    const bars = chart.querySelectorAll('rect');
    expect(bars).toHaveLength(30);
    // The tallest day fills the chart; a day with 0 has no bar height; heights follow the values.
    expect(bars[0]!.getAttribute('height')).toBe('0');
    expect(Number(bars[29]!.getAttribute('height'))).toBe(152);
    expect(Number(bars[15]!.getAttribute('height'))).toBeCloseTo((150 / 290) * 152);
    expect(bars[29]!.textContent).toBe('Nov 22: 290 impressions');
    const description = document.getElementById(chart.getAttribute('aria-describedby')!)!.textContent!;
    expect(description.startsWith('4,350 impressions in all. Oct 24: 0; Oct 25: 10;')).toBe(true);
    expect(description.endsWith('Nov 22: 290.')).toBe(true);
    expect(screen.getByText('Most in a day: 290')).toBeTruthy();

    const picker = within(screen.getByTestId('pin-analytics')).getByLabelText('Chart');
    expect((picker as HTMLSelectElement).value).toBe('impressions');
    fireEvent.change(picker, { target: { value: 'saves' } });
    const saves = screen.getByRole('img', { name: 'Saves per day, Oct 24 – Nov 22' });
    const saveBars = saves.querySelectorAll('rect');
    expect(saveBars[28]!.getAttribute('height')).toBe('0');
    expect(saveBars[29]!.getAttribute('height')).toBe('152');
    expect(screen.getByText('Most in a day: 5')).toBeTruthy();
  });

  it('draws no bars when a month has no counts', async () => {
    setup({ thirtyDayRealtimeStats: { ...STATS, impressions: 0 }, thirtyDayDailyStats: DAILY.map((d) => ({ ...d, impressions: 0 })) });
    const chart = await screen.findByRole('img', { name: 'Impressions per day, Oct 24 – Nov 22' });
    expect([...chart.querySelectorAll('rect')].every((bar) => bar.getAttribute('height') === '0')).toBe(true);
    expect(screen.getByText('Most in a day: 0')).toBeTruthy();
  });

  it('tells anyone else that only the creator can see the analytics', async () => {
    setup({ thirtyDayRealtimeStats: null, thirtyDayDailyStats: null });
    expect(await screen.findByText("Only the creator can see this Pin's analytics.")).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Last 30 days' })).toBeNull();
    expect(screen.queryByTestId('analytics-saves')).toBeNull();
    expect(screen.queryByTestId('analytics-chart')).toBeNull();
  });

  it("shows a sensitive pin's neutral title", async () => {
    setup({ isSensitive: true, thirtyDayRealtimeStats: null });
    expect(await screen.findByText('Pin on Desserts')).toBeTruthy();
    expect(screen.queryByText('Lemon tart')).toBeNull();
  });
});

describe('periodLabel', () => {
  it('names the year once within a year, on both ends across a new year', () => {
    expect(periodLabel('2026-10-23T02:00:00.000Z', '2026-11-22T02:00:00.000Z')).toBe('Oct 23 – Nov 22, 2026');
    expect(periodLabel('2026-12-31T23:59:59.000Z', '2027-01-30T23:59:59.000Z')).toBe('Dec 31, 2026 – Jan 30, 2027');
    expect(periodLabel('2027-01-01T00:00:00.000Z', '2027-01-31T00:00:00.000Z')).toBe('Jan 1 – Jan 31, 2027');
  });
  it('is empty for dates it cannot read', () => {
    expect(periodLabel('nope', '2026-11-22T02:00:00.000Z')).toBe('');
  });
});

describe('chart helpers', () => {
  it('labels UTC days and describes an empty series', () => {
    expect(dayLabel('2026-03-01')).toBe('Mar 1');
    expect(chartDescription([], METRICS[0])).toBe('No impressions yet.');
    expect(chartDescription([{ day: '2026-03-01', impressions: 1200, saves: 0, outboundClicks: 3, closeups: 0 }], METRICS[2])).toBe('3 outbound clicks in all. Mar 1: 3.');
  });
});
