import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers on every answer. `upgrade-insecure-requests` and HSTS only
 * when the app is served over HTTPS (`Config.https`): on a clinic's LAN,
 * opened as http://<server-name>:3000, they would make the browser fetch every
 * script over https, which nothing answers, and show a blank page.
 */
function helmetOptions(https: boolean): Parameters<typeof helmet>[0] {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // 'wasm-unsafe-eval' lets the DICOM viewer's codecs (JPEG 2000, JPEG-LS, HTJ2K) compile their
        // WebAssembly from our own files; it allows no JavaScript eval.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
}

/**
 * The headers helmet sets, worked out once: they depend on the options alone (no nonces). The Fastify
 * plugin built helmet's middleware again for every request, parsing the policy each time (~3% of the
 * server's CPU under load, more than the session look-up).
 */
export function securityHeaders(https: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(helmetOptions(https))({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

export function installSecurityHeaders(app: FastifyInstance, https: boolean): void {
  const headers = securityHeaders(https);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
