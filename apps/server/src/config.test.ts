import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { defaultPoolSize } from './db/pool-size.js';

describe('configuration', () => {
  it('uses the embedded database when DATABASE_URL is unset or empty', () => {
    expect(loadConfig({}).databaseUrl).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db:5432/x' }).databaseUrl).toBe('postgres://u@db:5432/x');
  });

  it('refuses a malformed value with the variable named', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });

  it('reads timeouts and the demo flag', () => {
    const c = loadConfig({ DEMO: '1', SESSION_IDLE_MINUTES: '5', PORT: '4100', DATA_DIR: '/tmp/x' });
    expect(c).toMatchObject({ demo: true, sessionIdleMs: 300_000, port: 4100, dataDir: '/tmp/x' });
  });

  it('is on HTTPS only when COOKIE_SECURE is set or PUBLIC_URL is an https address', () => {
    expect(loadConfig({})).toMatchObject({ https: false, cookieSecure: false, publicUrl: undefined });
    expect(loadConfig({ PUBLIC_URL: 'http://clinic-pc.lan:3000/' })).toMatchObject({
      https: false,
      publicUrl: 'http://clinic-pc.lan:3000',
    });
    expect(loadConfig({ PUBLIC_URL: 'https://chairside.example.org' })).toMatchObject({
      https: true,
      cookieSecure: true,
    });
    expect(loadConfig({ COOKIE_SECURE: '1' })).toMatchObject({ https: true, cookieSecure: true });
    expect(() => loadConfig({ PUBLIC_URL: 'clinic-pc.lan' })).toThrow(/PUBLIC_URL/);
  });

  it('prepares statements unless a pooler in transaction mode is named, and DATABASE_PREPARED_STATEMENTS decides', () => {
    expect(loadConfig({}).databasePrepared).toBe(true);
    const pooled = { DATABASE_MIGRATION_URL: 'postgres://u@db:5432/x' };
    expect(loadConfig(pooled).databasePrepared).toBe(false);
    expect(loadConfig({ ...pooled, DATABASE_PREPARED_STATEMENTS: '1' }).databasePrepared).toBe(true);
    expect(loadConfig({ DATABASE_PREPARED_STATEMENTS: 'off' }).databasePrepared).toBe(false);
    expect(() => loadConfig({ DATABASE_PREPARED_STATEMENTS: 'maybe' })).toThrow(/DATABASE_PREPARED_STATEMENTS/);
  });

  it('keeps twice the cores in PostgreSQL connections, 4 to 10, unless DATABASE_POOL_SIZE says', () => {
    expect([1, 2, 3, 4, 5, 16].map((cores) => defaultPoolSize(cores))).toEqual([4, 4, 6, 8, 10, 10]);
    expect(loadConfig({}).databasePoolSize).toBe(defaultPoolSize(os.availableParallelism()));
    expect(loadConfig({ DATABASE_POOL_SIZE: '25' }).databasePoolSize).toBe(25);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
  });
});
