import { screen } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../testing/render';
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

const STATS = { saves: 1234, reactions: 1, periodStart: '2026-10-23T02:00:00.000Z', periodEnd: '2026-11-22T02:00:00.000Z' };

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
  it("shows the creator the pin and its last 30 days' saves and reactions", async () => {
    setup({ thirtyDayRealtimeStats: STATS });
    expect(await screen.findByRole('heading', { name: 'Last 30 days' })).toBeTruthy();
    expect(screen.getByText('Lemon tart')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Lemon tart' })).toBeTruthy();
    expect(screen.getByTestId('analytics-saves').textContent).toBe('1,234Saves');
    expect(screen.getByTestId('analytics-reactions').textContent).toBe('1Reactions');
    expect(screen.getByText('Oct 23 – Nov 22, 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Pin' }).getAttribute('href')).toBe('/pin/42/');
    expect(screen.queryByText("Only the creator can see this Pin's analytics.")).toBeNull();
  });

  it('tells anyone else that only the creator can see the analytics', async () => {
    setup({ thirtyDayRealtimeStats: null });
    expect(await screen.findByText("Only the creator can see this Pin's analytics.")).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Last 30 days' })).toBeNull();
    expect(screen.queryByTestId('analytics-saves')).toBeNull();
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
