import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.js';

/**
 * HSTS and `upgrade-insecure-requests` only over HTTPS: a clinic's LAN install
 * opened at http://<server-name>:3000 would otherwise get a blank page.
 */

const MODES = {
  'plain http (a LAN install)': { env: {}, https: false },
  'an http PUBLIC_URL': { env: { PUBLIC_URL: 'http://clinic-pc.lan:3000' }, https: false },
  'COOKIE_SECURE=1': { env: { COOKIE_SECURE: '1' }, https: true },
  'an https PUBLIC_URL': { env: { PUBLIC_URL: 'https://chairside.example.org' }, https: true },
};

describe.each(Object.entries(MODES))('security headers with %s', (_mode, { env, https }) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(env);
  });
  afterAll(() => ctx.close());

  it(https ? 'asks the browser to stay on https' : 'lets the browser load the page over http', async () => {
    const res = await ctx.app.inject({ url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval'(;|$)/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    if (https) {
      expect(csp).toMatch(/upgrade-insecure-requests/);
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    } else {
      expect(csp).not.toMatch(/upgrade-insecure-requests/);
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('sends the same headers on every answer: an API answer, an unknown address, an error', async () => {
    const health = await ctx.app.inject({ url: '/api/health' });
    for (const url of ['/api/patients', '/api/no-such-thing', '/no-such-page']) {
      const res = await ctx.app.inject({ url });
      for (const name of ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy'])
        expect(res.headers[name], `${name} of ${url}`).toBe(health.headers[name]);
    }
  });

  it(https ? 'marks the session cookie Secure' : 'sends the session cookie without Secure', async () => {
    await ctx.signIn('Admin', 'headers-admin');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'headers-admin', password: 'correct horse battery' },
    });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'chairside_session');
    expect(Boolean(cookie?.secure)).toBe(https);
  });
});
