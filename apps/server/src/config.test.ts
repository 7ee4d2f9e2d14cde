import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.geocoder).toBe('gazetteer');
    expect(config.appUrl).toBe('http://localhost:3000');
  });

  it('resolves DATA_DIR from where npm was started, not from the workspace', () => {
    expect(loadConfig({ DATA_DIR: './data', INIT_CWD: '/srv/iagree' }).dataDir).toBe(
      '/srv/iagree/data',
    );
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('lists every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', CONTACT_EMAIL: 'nope' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const names = (error as ConfigError).problems.map((p) => p.split(':')[0]);
      expect(names.sort()).toEqual(['CONTACT_EMAIL', 'DATABASE_URL', 'PORT']);
    }
  });

  it('logs pretty lines to a terminal and JSON lines elsewhere, unless LOG_FORMAT says', () => {
    expect(loadConfig({}, true).logFormat).toBe('pretty');
    expect(loadConfig({}, false).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json' }, true).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'pretty' }, false).logFormat).toBe('pretty');
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
  });

  it('needs NOMINATIM_URL for the nominatim geocoder', () => {
    expect(() => loadConfig({ GEOCODER: 'nominatim' })).toThrow(/NOMINATIM_URL/);
  });

  it('turns a social provider on only with both halves of its key', () => {
    expect(loadConfig({}).facebook).toBeUndefined();
    expect(loadConfig({ LINE_CHANNEL_ID: '1', LINE_CHANNEL_SECRET: 's' }).line).toEqual({
      channelId: '1',
      channelSecret: 's',
      issuer: 'https://access.line.me',
    });
    try {
      loadConfig({ FACEBOOK_APP_ID: '1', LINE_CHANNEL_SECRET: 's' });
      expect.unreachable();
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'FACEBOOK_APP_SECRET: required with FACEBOOK_APP_ID',
        'LINE_CHANNEL_ID: required with LINE_CHANNEL_SECRET',
      ]);
    }
  });

  it('reads the account rate limits', () => {
    expect(loadConfig({}).authRateLimit).toEqual({ perIp: 30, perEmail: 10 });
    expect(() => loadConfig({ AUTH_RATE_LIMIT: '0' })).toThrow(/AUTH_RATE_LIMIT/);
  });

  it('reads the write limit per user and hour', () => {
    expect(loadConfig({}).writeRateLimit).toBe(20);
    expect(loadConfig({ WRITE_RATE_LIMIT: '5' }).writeRateLimit).toBe(5);
    expect(() => loadConfig({ WRITE_RATE_LIMIT: '0' })).toThrow(/WRITE_RATE_LIMIT/);
  });

  it('trusts no proxy unless TRUST_PROXY names them', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, ::1,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    for (const bad of [
      'true',
      '0',
      '11',
      '1.5',
      '10.0.0.300',
      'proxy.example.jp',
      '10.0.0.0/8,,',
    ]) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('keeps uploads on the disk, counts in memory and serves no metrics unless told', () => {
    const config = loadConfig({ DATA_DIR: '/srv/iagree' });
    expect(config.uploadsDir).toBe('/srv/iagree/uploads');
    expect(config.s3).toBeUndefined();
    expect(config.redis).toBeUndefined();
    expect(config.metrics).toEqual({ port: undefined, token: undefined });
    expect(config.shutdownDelayMs).toBe(0);
  });

  it('reads the bucket and the AWS SDK variables, which need both halves of the key', () => {
    const config = loadConfig({
      S3_BUCKET: 'uploads',
      S3_PUBLIC_URL: 'https://cdn.example.jp/u/',
      AWS_ENDPOINT_URL: 'http://127.0.0.1:9000',
      AWS_REGION: 'ap-northeast-1',
      AWS_ACCESS_KEY_ID: 'id',
      AWS_SECRET_ACCESS_KEY: 'secret',
      AWS_S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.s3).toEqual({
      bucket: 'uploads',
      publicUrl: 'https://cdn.example.jp/u',
      endpoint: 'http://127.0.0.1:9000',
      region: 'ap-northeast-1',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    expect(() => loadConfig({ S3_BUCKET: 'u', AWS_ACCESS_KEY_ID: 'id' })).toThrow(
      /AWS_SECRET_ACCESS_KEY: required with AWS_ACCESS_KEY_ID/,
    );
    expect(() => loadConfig({ S3_PUBLIC_URL: 'https://cdn.example.jp' })).toThrow(
      /S3_PUBLIC_URL: required with S3_BUCKET/,
    );
  });

  it('reads Redis, metrics and the shutdown delay, refusing bad values', () => {
    const config = loadConfig({
      REDIS_URL: 'rediss://:pw@redis.internal:6380/2',
      METRICS_PORT: '9464',
      METRICS_TOKEN: 'a-token-of-sixteen+',
      SHUTDOWN_DELAY: '3',
    });
    expect(config.redis).toEqual({
      url: 'rediss://:pw@redis.internal:6380/2',
      keyPrefix: 'iagree:',
    });
    expect(config.metrics).toEqual({ port: 9464, token: 'a-token-of-sixteen+' });
    expect(config.shutdownDelayMs).toBe(3000);
    try {
      loadConfig({ REDIS_URL: 'http://x', METRICS_TOKEN: 'short', SHUTDOWN_DELAY: '30' });
      expect.unreachable();
    } catch (error) {
      const names = (error as ConfigError).problems.map((p) => p.split(':')[0]);
      expect(names).toEqual(['REDIS_URL', 'SHUTDOWN_DELAY', 'METRICS_TOKEN']);
    }
  });
});
