import { Writable } from 'node:stream';
import { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import type { Config } from '../config.js';

/**
 * Two ways to log. `json` (production: NODE_ENV=production, or output that is
 * not a terminal, e.g. a service manager's journal): pino's JSON lines, a
 * request and its response each. `text` (a person watching `npm start` or
 * `npm run dev`): one short line per event, no line per request unless
 * LOG_LEVEL=debug, so the line that says where the app is stays in sight.
 */
export type LogFormat = 'json' | 'text';

export function logFormatOf(
  config: Pick<Config, 'logFormat'>,
  env = process.env,
  tty = process.stdout.isTTY,
): LogFormat {
  if (config.logFormat) return config.logFormat;
  return env.NODE_ENV === 'production' || !tty ? 'json' : 'text';
}

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO ', 40: 'WARN ', 50: 'ERROR', 60: 'FATAL' };

interface LogRecord {
  level?: number;
  time?: number;
  msg?: string;
  err?: { type?: string; message?: string; stack?: string; code?: string };
}

/** One pino JSON line as a person reads it; undefined for lines left out (Fastify's per-address listen lines). */
export function formatLogLine(json: string): string | undefined {
  let rec: LogRecord;
  try {
    rec = JSON.parse(json) as LogRecord;
  } catch {
    return json;
  }
  const msg = rec.msg ?? '';
  if (msg.startsWith('Server listening at ')) return undefined;
  const time = new Date(rec.time ?? Date.now()).toTimeString().slice(0, 8);
  const level = LEVELS[rec.level ?? 30] ?? 'INFO ';
  const err = rec.err;
  const cause = err ? ` — ${err.code ? `${err.code} ` : ''}${err.message ?? err.type ?? ''}` : '';
  const stack = err?.stack && (rec.level ?? 30) >= 50 ? `\n${err.stack.replace(/^/gm, '    ')}` : '';
  return `${time} ${level} ${msg}${cause}${stack}`;
}

/** A stream for pino that writes each line as `formatLogLine` makes it. */
export function textLogStream(out: NodeJS.WritableStream = process.stdout): Writable {
  let rest = '';
  return new Writable({
    write(chunk, _encoding, done) {
      const lines = (rest + String(chunk)).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) {
        const text = line.trim() ? formatLogLine(line) : undefined;
        if (text !== undefined) out.write(`${text}\n`);
      }
      done();
    },
  });
}

const REDACT = ['req.headers.cookie', 'req.headers.authorization'];

/** A request's address as logged: the path alone, since a query may hold health data (`?q=<patient name>`). */
export function loggedPath(url: string): string {
  return url.split('?', 1)[0] ?? url;
}

/** How a request is written in the JSON logs: method, path without its query, client address. */
export const REQUEST_SERIALIZERS = {
  req: (req: { method?: string; url?: string; ip?: string }) => ({
    method: req.method,
    url: loggedPath(req.url ?? ''),
    remoteAddress: req.ip,
  }),
};

/** Fastify's logger options for this configuration; `false` (tests) logs nothing. */
export function loggerOptions(
  config: Config,
  enabled: boolean,
): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  if (!enabled) return { logger: false };
  if (logFormatOf(config) === 'json')
    return { logger: { level: config.logLevel, redact: REDACT, serializers: REQUEST_SERIALIZERS } };
  return {
    logger: { level: config.logLevel, redact: REDACT, stream: textLogStream() },
    logController: new LogController({ disableRequestLogging: true }),
  };
}

/** In text mode, one debug line per answered request: `GET /api/patients 200 12 ms`. */
export function logRequestsAsText(app: FastifyInstance, config: Config): void {
  if (logFormatOf(config) !== 'text') return;
  app.addHook('onResponse', async (request, reply) => {
    request.log.debug(
      `${request.method} ${loggedPath(request.url)} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`,
    );
  });
}
