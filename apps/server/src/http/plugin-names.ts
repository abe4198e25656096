import type { FastifyInstance } from 'fastify';

/** The name Fastify reports a plugin by (what fastify-plugin sets on the plugins it wraps). */
const DISPLAY_NAME = Symbol.for('fastify.display-name');

type Named = { [DISPLAY_NAME]?: string; name: string };

/**
 * Names each plugin registered on `app`, or on any instance it encapsulates (they inherit its `register`),
 * before Fastify does: for a plugin without a display name, Fastify looks for it among the exports of every
 * module loaded (`require.cache`), twice a registration. The app registers some 200 of its own: with a test
 * runner's 1,299 modules loaded, a warm `buildApp` took 360-490 ms with that search and 270-340 ms without
 * (each API test file builds an app, some 370 a CI run); every server's start pays it once.
 */
export function namePluginsOnRegister(app: FastifyInstance): void {
  const register = app.register;
  const named = function (this: FastifyInstance, plugin: Named, opts?: unknown) {
    plugin[DISPLAY_NAME] ??= plugin.name || 'anonymous plugin';
    return Reflect.apply(register, this, [plugin, opts]);
  };
  app.register = named as unknown as typeof register;
}
