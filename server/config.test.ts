import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../schema/limits.ts';
import os from 'node:os';
import path from 'node:path';
import { LIMIT_ENV, loadConfig, MAX_WORKERS } from './config.ts';

describe('PUBLIC_URL', () => {
  it('is absent by default (links in mail stay relative)', () => {
    expect(loadConfig({}).publicUrl).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: '  ' }).publicUrl).toBeUndefined();
  });

  it('drops trailing slashes', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://cork.example/' }).publicUrl).toBe('https://cork.example');
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000/corkboard//' }).publicUrl).toBe('http://localhost:3000/corkboard');
  });

  it('refuses what is not an http(s) address, with a clear message', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'cork.example' })).toThrow('PUBLIC_URL must be an http(s) address such as https://corkboard.example, got "cork.example"');
    expect(() => loadConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL must be/);
  });
});

describe('SMTP_URL and MAIL_FROM', () => {
  it('sends no mail by default, from no-reply at the public host or localhost', () => {
    expect(loadConfig({}).smtpUrl).toBeUndefined();
    expect(loadConfig({ SMTP_URL: ' ' }).smtpUrl).toBeUndefined();
    expect(loadConfig({}).mailFrom).toBe('Corkboard <no-reply@localhost>');
    expect(loadConfig({ PUBLIC_URL: 'https://cork.example/' }).mailFrom).toBe('Corkboard <no-reply@cork.example>');
    expect(loadConfig({ MAIL_FROM: 'Pins <pins@cork.example>' }).mailFrom).toBe('Pins <pins@cork.example>');
  });

  it('takes an smtp:// or smtps:// address and refuses anything else, with a clear message', () => {
    expect(loadConfig({ SMTP_URL: 'smtp://user:pw@mail.example:587' }).smtpUrl).toBe('smtp://user:pw@mail.example:587');
    expect(() => loadConfig({ SMTP_URL: 'https://mail.example' })).toThrow('SMTP_URL must start with smtp:// or smtps://, got "https://"');
  });
});

describe('GraphQL limits and switches', () => {
  it('default to the documented limits, with introspection and GraphiQL on and documents accepted', () => {
    const config = loadConfig({});
    expect(config.graphqlLimits).toEqual(DEFAULT_LIMITS);
    expect(config).toMatchObject({ graphqlIntrospection: true, graphiql: true, graphqlPersistedOnly: false });
  });

  it('read each limit from its variable', () => {
    const entries = Object.entries(LIMIT_ENV);
    const limits = loadConfig(Object.fromEntries(entries.map(([, name], i) => [name, String(i + 1)]))).graphqlLimits;
    expect(limits).toEqual(Object.fromEntries(entries.map(([key], i) => [key, i + 1])));
  });

  it('take 1 as the smallest limit and refuse 0, fractions and words with the variable named', () => {
    expect(loadConfig({ GRAPHQL_MAX_DEPTH: '1' }).graphqlLimits.maxDepth).toBe(1);
    expect(() => loadConfig({ GRAPHQL_MAX_DEPTH: '0' })).toThrow('GRAPHQL_MAX_DEPTH must be a positive integer, got "0"');
    expect(() => loadConfig({ GRAPHQL_RATE_LIMIT: '2.5' })).toThrow('GRAPHQL_RATE_LIMIT must be a positive integer, got "2.5"');
    expect(() => loadConfig({ V3_TIMEOUT_MS: 'soon' })).toThrow('V3_TIMEOUT_MS must be a positive integer, got "soon"');
  });

  it('turn introspection and GraphiQL off, persisted-only on, and refuse a word that is not a switch', () => {
    expect(loadConfig({ GRAPHQL_INTROSPECTION: 'false', GRAPHIQL: 'off', GRAPHQL_PERSISTED_ONLY: 'true' })).toMatchObject({
      graphqlIntrospection: false,
      graphiql: false,
      graphqlPersistedOnly: true,
    });
    expect(() => loadConfig({ GRAPHIQL: 'maybe' })).toThrow('GRAPHIQL must be true or false, got "maybe"');
  });
});

describe('IMAGE_FETCH_ALLOW', () => {
  it('allows no private address by default, and reads IPs, CIDRs and IP:port', () => {
    expect(loadConfig({}).imageFetchAllow).toEqual([]);
    expect(loadConfig({ IMAGE_FETCH_ALLOW: ' 10.0.0.0/8, 127.0.0.1:8080,[::1]:9000,fd00::/8 ' }).imageFetchAllow).toEqual(['10.0.0.0/8', '127.0.0.1:8080', '[::1]:9000', 'fd00::/8']);
  });

  it('refuses a malformed entry, naming the variable and the entry', () => {
    expect(() => loadConfig({ IMAGE_FETCH_ALLOW: '10.0.0.0/8,intranet' })).toThrow('IMAGE_FETCH_ALLOW: "intranet" is not an IP address, a CIDR or IP:port');
    expect(() => loadConfig({ IMAGE_FETCH_ALLOW: '10.0.0.0/40' })).toThrow(/IMAGE_FETCH_ALLOW: "10.0.0.0\/40" has a bad prefix length/);
  });
});

describe('WEB_CONCURRENCY', () => {
  it('is one process by default, a number from 1 to MAX_WORKERS, or one per core with auto', () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: '1' }).workers).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: String(MAX_WORKERS) }).workers).toBe(MAX_WORKERS);
    expect(loadConfig({ WEB_CONCURRENCY: 'auto' }).workers).toBe(os.availableParallelism());
  });

  it('refuses 0, more than MAX_WORKERS and words, naming the variable', () => {
    expect(() => loadConfig({ WEB_CONCURRENCY: '0' })).toThrow(`WEB_CONCURRENCY must be auto or an integer from 1 to ${MAX_WORKERS}, got "0"`);
    expect(() => loadConfig({ WEB_CONCURRENCY: String(MAX_WORKERS + 1) })).toThrow(/WEB_CONCURRENCY must be/);
    expect(() => loadConfig({ WEB_CONCURRENCY: 'many' })).toThrow(/WEB_CONCURRENCY must be/);
  });
});

describe('S3_*', () => {
  it('is off without S3_BUCKET (blobs under DATA_DIR/blobs), whatever else is set', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: ' ', S3_REGION: 'eu-west-1' }).s3).toBeUndefined();
  });

  it('reads the bucket and its settings', () => {
    expect(
      loadConfig({
        S3_BUCKET: 'corkboard',
        S3_REGION: 'eu-west-1',
        S3_ENDPOINT: 'http://minio:9000/',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
        S3_PREFIX: '/site-a/blobs/',
      }).s3,
    ).toEqual({ bucket: 'corkboard', region: 'eu-west-1', endpoint: 'http://minio:9000', accessKeyId: 'id', secretAccessKey: 'secret', forcePathStyle: true, prefix: 'site-a/blobs' });
    expect(loadConfig({ S3_BUCKET: 'b' }).s3).toEqual({ bucket: 'b', forcePathStyle: false });
  });

  it('refuses a bad endpoint, half a key pair, a bad prefix or path-style switch, naming the variable', () => {
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' })).toThrow('S3_ENDPOINT must be an http(s) address such as https://s3.example.com, got "minio:9000"');
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' })).toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/);
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_SECRET_ACCESS_KEY: 's' })).toThrow(/go together/);
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_PREFIX: 'a/../b' })).toThrow(/S3_PREFIX must be/);
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'sometimes' })).toThrow('S3_FORCE_PATH_STYLE must be true or false, got "sometimes"');
  });
});

describe('ad serving', () => {
  it('serves ads from a snapshot at most 5 s old by default; ADS_SERVING=off and ADS_SNAPSHOT_MS from 0 to an hour', () => {
    expect(loadConfig({}).adServing).toEqual({ enabled: true, snapshotMs: 5_000 });
    expect(loadConfig({ ADS_SERVING: 'off', ADS_SNAPSHOT_MS: '0' }).adServing).toEqual({ enabled: false, snapshotMs: 0 });
    expect(loadConfig({ ADS_SNAPSHOT_MS: '3600000' }).adServing.snapshotMs).toBe(3_600_000);
  });

  it('refuses a negative, fractional or too long ADS_SNAPSHOT_MS and a word that is not a switch, naming the variable', () => {
    expect(() => loadConfig({ ADS_SNAPSHOT_MS: '-1' })).toThrow('ADS_SNAPSHOT_MS must be an integer from 0 to 3600000, got "-1"');
    expect(() => loadConfig({ ADS_SNAPSHOT_MS: '3600001' })).toThrow(/ADS_SNAPSHOT_MS must be/);
    expect(() => loadConfig({ ADS_SNAPSHOT_MS: '2.5' })).toThrow(/ADS_SNAPSHOT_MS must be/);
    expect(() => loadConfig({ ADS_SERVING: 'sometimes' })).toThrow('ADS_SERVING must be true or false, got "sometimes"');
  });
});

describe('DATA_DIR', () => {
  it('is ./data by default and when set empty (not the working directory), else the folder given', () => {
    expect(loadConfig({}).dataDir).toBe(path.resolve('data'));
    expect(loadConfig({ DATA_DIR: '' }).dataDir).toBe(path.resolve('data'));
    expect(loadConfig({ DATA_DIR: '  ' }).dataDir).toBe(path.resolve('data'));
    expect(loadConfig({ DATA_DIR: '/srv/corkboard' }).dataDir).toBe('/srv/corkboard');
  });
});
