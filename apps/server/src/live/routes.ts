import { LIVE_EVENTS, LIVE_HEARTBEAT_MS, resourceByName } from '@chairside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionAlive } from '../auth/sessions.js';
import type { SessionUser } from '../auth/types.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { type LiveEvent, LiveHub } from './hub.js';
import { LIVE_CHANNEL } from './publish.js';

/** A browser this far behind (its connection stalled) is dropped; it reconnects and catches up. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** A change of a record type the reader may not read is not theirs to hear of; other topics are. */
const readable = (user: SessionUser, e: LiveEvent): boolean => {
  const read = e.topic === undefined ? null : resourceByName.get(e.topic)?.permissions.read;
  return !read || user.permissions.includes(read);
};

const frame = (e: LiveEvent): string => `id: ${e.id}\nevent: ${e.event}\ndata: ${e.data}\n\n`;

/**
 * `GET /api/events`: the live book's one stream per browser (server-sent events). This process
 * LISTENs on the database's channel from its start, so that a browser coming back with its
 * `Last-Event-ID` is caught up from what it heard meanwhile (`hub.ts`).
 */
export const liveRoutes: FastifyPluginAsyncZod<{ database: Database; config: Config }> = async (
  app,
  { database, config },
) => {
  const hub = new LiveHub();
  const stopListening = await database.listen(LIVE_CHANNEL, hub);
  const open = new Set<() => void>();
  // An open stream would hold the server's close until the browser leaves.
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });
  app.addHook('onClose', async () => stopListening());

  app.get(
    '/events',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['events'],
        summary: 'The live stream of committed changes (server-sent events)',
        description:
          '`text/event-stream`, open until the client leaves or its session ends. First a `ready` event whose ' +
          'id is where the client stands; then a `change` event (`{ topic, id, clinic }`) for every committed ' +
          'change announced by any server process on the database: every appointment created, updated, moved, ' +
          'archived, restored or deleted, or moved along its lifecycle; a record type the caller may not read is ' +
          'left out. A `reset` event means changes were ' +
          'missed: read everything again. A comment every 20 s keeps the connection open. A client that ' +
          'reconnects with `Last-Event-ID` (header, or the `lastEventId` query for one it opens itself) gets ' +
          'what it missed from the last 1,000 events this process heard, or a `reset`.',
        querystring: z.strictObject({ lastEventId: z.string().max(100).optional() }),
        headers: z.object({ 'last-event-id': z.string().max(100).optional() }),
      },
    },
    (request, reply) => {
      const user = request.user;
      if (!user) return;
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      let ended = false;
      let heartbeat: NodeJS.Timeout | undefined;
      let unsubscribe = () => {};
      const end = () => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(end);
        res.end();
      };
      const send = (e: LiveEvent) => {
        if (ended || !readable(user, e)) return;
        if (res.writableLength > MAX_BUFFERED_BYTES) end();
        else res.write(frame(e));
      };
      const subscription = hub.subscribe(send, request.headers['last-event-id'] ?? request.query.lastEventId);
      unsubscribe = subscription.unsubscribe;
      open.add(end);
      // The response's close: the browser left (the request's own close comes once it is read).
      res.on('close', end);
      res.write('retry: 2000\n\n');
      for (const e of subscription.missed) send(e);
      send({ id: hub.lastId, event: LIVE_EVENTS.ready, data: '{}' });
      heartbeat = setInterval(() => {
        res.write(': heartbeat\n\n');
        sessionAlive(database, config, user.tokenHash).then(
          (alive) => {
            if (!alive) end();
          },
          () => undefined,
        );
      }, LIVE_HEARTBEAT_MS);
      heartbeat.unref();
    },
  );
};
