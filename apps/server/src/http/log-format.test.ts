import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { formatLogLine, logFormatOf, REQUEST_SERIALIZERS } from './log-format.js';

describe('log format', () => {
  const auto = loadConfig({});

  it('is JSON in production or without a terminal, text on a terminal, unless LOG_FORMAT says', () => {
    expect(logFormatOf(auto, {}, true)).toBe('text');
    expect(logFormatOf(auto, {}, false)).toBe('json');
    expect(logFormatOf(auto, { NODE_ENV: 'production' }, true)).toBe('json');
    expect(logFormatOf(loadConfig({ LOG_FORMAT: 'json' }), {}, true)).toBe('json');
    expect(logFormatOf(loadConfig({ LOG_FORMAT: 'text' }), { NODE_ENV: 'production' }, false)).toBe('text');
  });

  it('writes one short line per event: time, level, message, and the error with its stack', () => {
    const time = new Date(2026, 0, 5, 9, 7, 3).getTime();
    expect(formatLogLine(JSON.stringify({ level: 30, time, msg: 'Chairside is ready on http://localhost:3000' }))).toBe(
      '09:07:03 INFO  Chairside is ready on http://localhost:3000',
    );
    const error = formatLogLine(
      JSON.stringify({
        level: 50,
        time,
        msg: 'request failed',
        err: { message: 'boom', code: '57P01', stack: 'Error: boom\n  at x' },
      }),
    );
    expect(error).toBe('09:07:03 ERROR request failed — 57P01 boom\n    Error: boom\n      at x');
  });

  it("leaves out Fastify's one line per listening address (the ready line says it once)", () => {
    expect(
      formatLogLine(JSON.stringify({ level: 30, msg: 'Server listening at http://127.0.0.1:3000' })),
    ).toBeUndefined();
  });

  it("logs a request's path without its query, which may name a patient", () => {
    const logged = REQUEST_SERIALIZERS.req({
      method: 'GET',
      url: '/api/patients?q=Alice%20Martin&page=2',
      ip: '10.0.0.5',
    });
    expect(logged).toEqual({ method: 'GET', url: '/api/patients', remoteAddress: '10.0.0.5' });
    expect(JSON.stringify(logged)).not.toContain('Alice');
  });
});
