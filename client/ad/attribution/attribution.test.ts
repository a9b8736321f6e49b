import { describe, expect, it, vi } from 'vitest';
import {
  ATTRIBUTION_EXPIRY_S,
  ATTRIBUTION_FAILURE_NAME,
  ATTRIBUTION_PRIORITY,
  attributionUrl,
  failureMessage,
  reportAttribution,
  supportsAttributionReporting,
  TELEMETRY_SAMPLE_RATE,
  type AttributionDeps,
  type AttributionSource,
} from './attribution';

const SOURCE: AttributionSource = { sourceEventId: '9001', destinationUrl: 'https://shop.example.com/tart?utm=1', advertiserId: '31', campaignId: '41' };
const PAGE = { origin: 'https://corkboard.test', hostname: 'corkboard.test', mainHostname: 'corkboard.test' };

const ok = () => Promise.resolve(new Response(null, { status: 200 }));

function deps(overrides: Partial<AttributionDeps> = {}): AttributionDeps & { fetch: ReturnType<typeof vi.fn>; reportFailure: ReturnType<typeof vi.fn> } {
  return { fetch: vi.fn(ok), random: () => 0.5, supported: true, page: PAGE, reportFailure: vi.fn(), ...overrides } as never;
}

const params = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('constants (pin-card §9)', () => {
  it('click 604800 s priority 2, view 86400 s priority 1, telemetry 0.1', () => {
    expect(ATTRIBUTION_EXPIRY_S).toEqual({ click: 604800, view: 86400 });
    expect(ATTRIBUTION_PRIORITY).toEqual({ click: 2, view: 1 });
    expect(TELEMETRY_SAMPLE_RATE).toBe(0.1);
    expect(ATTRIBUTION_FAILURE_NAME).toMatch(/^[a-z0-9_.]{1,80}$/);
  });
});

describe('attributionUrl (pin-card §7 payload)', () => {
  it('a click: source_event_id, destination origins, expiry, priority, type, advertiser and campaign', () => {
    const url = attributionUrl(SOURCE, 'click', PAGE)!;
    expect(url.startsWith('https://corkboard.test/v3/attribution_source/?')).toBe(true);
    expect(params(url)).toEqual({
      source_event_id: '9001',
      destination: '["https://shop.example.com"]',
      expiry: '604800',
      priority: '2',
      source_event_type: 'click',
      advertiser_id: '31',
      campaign_id: '41',
    });
  });
  it('a view: 86400 s, priority 1', () => {
    expect(params(attributionUrl(SOURCE, 'view', PAGE)!)).toMatchObject({ expiry: '86400', priority: '1', source_event_type: 'view' });
  });
  it('hostname only for a page off the main host', () => {
    expect(params(attributionUrl(SOURCE, 'click', PAGE)!)).not.toHaveProperty('hostname');
    expect(params(attributionUrl(SOURCE, 'click', { ...PAGE, hostname: 'm.corkboard.test' })!)).toMatchObject({ hostname: 'm.corkboard.test' });
  });
  it('leaves out missing advertiser and campaign ids', () => {
    const url = attributionUrl({ ...SOURCE, advertiserId: null, campaignId: null }, 'click', PAGE)!;
    expect(params(url)).not.toHaveProperty('advertiser_id');
    expect(params(url)).not.toHaveProperty('campaign_id');
  });
  it('none without an http(s) destination or a source id', () => {
    expect(attributionUrl({ ...SOURCE, destinationUrl: 'javascript:alert(1)' }, 'click', PAGE)).toBeNull();
    expect(attributionUrl({ ...SOURCE, destinationUrl: 'not a url' }, 'click', PAGE)).toBeNull();
    expect(attributionUrl({ ...SOURCE, sourceEventId: ' ' }, 'click', PAGE)).toBeNull();
  });
});

describe('supportsAttributionReporting', () => {
  it('yes when the feature policy allows attribution-reporting', () => {
    expect(supportsAttributionReporting({ featurePolicy: { allowsFeature: (feature) => feature === 'attribution-reporting' } })).toBe(true);
  });
  it("yes with Safari's attributionSourceId on links (14.1+)", () => {
    expect(supportsAttributionReporting({ anchorPrototype: { attributionSourceId: 0 } })).toBe(true);
  });
  it('no when neither is there, or the policy refuses or throws', () => {
    expect(supportsAttributionReporting({})).toBe(false);
    expect(supportsAttributionReporting({ featurePolicy: { allowsFeature: () => false }, anchorPrototype: {} })).toBe(false);
    expect(
      supportsAttributionReporting({
        featurePolicy: {
          allowsFeature: () => {
            throw new Error('unknown feature');
          },
        },
      }),
    ).toBe(false);
  });
});

describe('reportAttribution', () => {
  it('sends one GET registered as an attribution source, keepalive, with the cookie', async () => {
    const d = deps();
    await expect(reportAttribution(SOURCE, 'click', d)).resolves.toBe('sent');
    expect(d.fetch).toHaveBeenCalledTimes(1);
    const [url, init] = d.fetch.mock.calls[0] as [string, RequestInit & { attributionReporting: unknown }];
    expect(params(url)).toMatchObject({ source_event_id: '9001', source_event_type: 'click', expiry: '604800', priority: '2' });
    expect(init).toMatchObject({ method: 'GET', keepalive: true, credentials: 'include', attributionReporting: { eventSourceEligible: true, triggerEligible: false } });
    expect(d.reportFailure).not.toHaveBeenCalled();
  });
  it('is skipped without the feature: no GET, no report', async () => {
    const d = deps({ supported: false });
    await expect(reportAttribution(SOURCE, 'click', d)).resolves.toBe('skipped');
    expect(d.fetch).not.toHaveBeenCalled();
    expect(d.reportFailure).not.toHaveBeenCalled();
  });
  it('is skipped without a destination', async () => {
    const d = deps();
    await expect(reportAttribution({ ...SOURCE, destinationUrl: '' }, 'click', d)).resolves.toBe('skipped');
    expect(d.fetch).not.toHaveBeenCalled();
  });
  it('reports a failure with status failed, the error name and message when the draw is under 0.1', async () => {
    const d = deps({ fetch: vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))) as never, random: () => 0.0999 });
    await expect(reportAttribution(SOURCE, 'click', d)).resolves.toBe('failed');
    expect(d.reportFailure).toHaveBeenCalledTimes(1);
    expect(JSON.parse(d.reportFailure.mock.calls[0]![0] as string)).toEqual({ status: 'failed', error_name: 'TypeError', error_message: 'Failed to fetch' });
  });
  it('does not report a failure when the draw is 0.1 or more', async () => {
    for (const draw of [0.1, 0.5, 0.9999]) {
      const d = deps({ fetch: vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))) as never, random: () => draw });
      await expect(reportAttribution(SOURCE, 'click', d)).resolves.toBe('failed');
      expect(d.reportFailure).not.toHaveBeenCalled();
    }
  });
  it('an answer that is not 2xx is a failure too', async () => {
    const d = deps({ fetch: vi.fn(() => Promise.resolve(new Response(null, { status: 404 }))) as never, random: () => 0 });
    await expect(reportAttribution(SOURCE, 'view', d)).resolves.toBe('failed');
    expect(JSON.parse(d.reportFailure.mock.calls[0]![0] as string)).toEqual({ status: 'failed', error_name: 'AttributionHttpError', error_message: 'HTTP 404' });
  });
  it('never throws, even when the report does', async () => {
    const d = deps({
      fetch: vi.fn(() => Promise.reject(new Error('x'))) as never,
      random: () => 0,
      reportFailure: vi.fn(() => {
        throw new Error('offline');
      }),
    });
    await expect(reportAttribution(SOURCE, 'click', d)).resolves.toBe('failed');
  });
});

describe('failureMessage', () => {
  it('fits the 500 characters /v3/client_errors/ takes', () => {
    const message = failureMessage(new Error('x'.repeat(2000)));
    expect(message.length).toBeLessThanOrEqual(500);
    expect(JSON.parse(message)).toMatchObject({ status: 'failed', error_name: 'Error' });
  });
  it('names a thrown non-error by its type', () => {
    expect(JSON.parse(failureMessage('boom'))).toEqual({ status: 'failed', error_name: 'string', error_message: 'boom' });
  });
});
