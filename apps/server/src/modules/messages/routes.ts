import {
  CONTACT_HONEYPOT,
  contactMessageSchema,
  idParamSchema,
  MESSAGE_REPLY_SOURCE,
  messageCountSchema,
  messageReplyRecordSchema,
  messageReplySchema,
  messages,
  recordSchema,
  replySubject,
} from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SessionUser } from '../../auth/types.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { notFound, stale } from '../../http/problem.js';
import { queueMessage } from '../../outbox/queue.js';
import { diff, writeAudit } from '../../resources/audit.js';
import { ResourceRepository } from '../../resources/repository.js';

interface Deps {
  database: Database;
  config: Config;
}

const HOUR = 3_600_000;

/**
 * What the messages inbox adds to the generic routes (list, read, delete,
 * export): the public contact form's create, the unread count of the sidebar
 * badge, and marking a message read or unread.
 */
export const messageRoutes: FastifyPluginAsyncZod<Deps> = async (app, { database, config }) => {
  const repo = new ResourceRepository(messages);
  const read = messages.permissions.read ?? 'signedIn';
  const tags = [messages.name];
  const record = recordSchema(messages);

  app.post(
    '/',
    {
      config: { access: 'public', rateLimit: { max: config.contactRatePerHour, timeWindow: HOUR } },
      schema: {
        tags,
        summary: 'Send a message from the public contact form',
        description:
          'Open to visitors, limited per address. Only name, email, subject and message are accepted; ' +
          'the server sets the id, the time and the read flag.',
        security: [],
        body: contactMessageSchema,
        response: { 201: z.object({ sent: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      const { [CONTACT_HONEYPOT]: trap, ...message } = request.body;
      // A filled hidden field is a robot: it gets the same answer as a person, and nothing is stored.
      if (!trap?.trim())
        await database.transaction(async (rows) => {
          const id = await repo.insert(rows, { ...message, read: false });
          await writeAudit(rows, null, messages.name, id, 'create', diff({}, (await repo.get(rows, id))!));
        });
      return reply.status(201).send({ sent: true as const });
    },
  );

  app.get(
    '/count',
    {
      config: { access: read },
      schema: {
        tags,
        summary: 'How many messages are unread',
        description: 'The field is named `message`, as the spec names it.',
        response: { 200: messageCountSchema },
      },
    },
    async () => {
      const [row] = await database.rows<{ n: number }>(sql`select count(*)::int as n from messages where not read`);
      return { message: row?.n ?? 0 };
    },
  );

  const write = messages.permissions.write ?? 'signedIn';
  const replyRow = sql`id::int as id, subject, body, status, to_json(created_at)#>>'{}' as "createdAt",
    to_json(sent_at)#>>'{}' as "sentAt"`;

  app.post(
    '/:id/reply',
    {
      config: { access: write },
      schema: {
        tags,
        summary: 'Answer a message by email, through the outbox',
        description:
          'Queues an email to the sender (`Re: ` and the message’s subject) in the outbox, tied to the message ' +
          '(its thread), and marks the message read, in one transaction. Sent by SMTP when it is configured; ' +
          'Queued until then. 404 for an unknown message.',
        params: idParamSchema,
        body: messageReplySchema,
        response: { 201: messageReplyRecordSchema },
      },
    },
    async (request, reply) => {
      const id = request.params.id;
      const queued = await database.transaction(async (rows) => {
        const message = await repo.get(rows, id, true);
        if (!message) throw notFound('The message');
        const outboxId = await queueMessage(rows, {
          recipient: String(message.email),
          recipientName: String(message.name),
          source: MESSAGE_REPLY_SOURCE,
          subject: replySubject(String(message.subject)),
          body: request.body.body,
          inReplyTo: id,
        });
        if (message.read === false) {
          if (!(await repo.update(rows, id, message.version as number, { read: true }))) throw stale();
          await writeAudit(rows, request.user, messages.name, id, 'update', diff(message, (await repo.get(rows, id))!));
        }
        const [row] = await rows(sql`select ${replyRow} from outbox_messages where id = ${outboxId}`);
        return row;
      });
      return reply.status(201).send(messageReplyRecordSchema.parse(queued));
    },
  );

  app.get(
    '/:id/replies',
    {
      config: { access: read },
      schema: {
        tags,
        summary: 'The replies sent to a message, oldest first',
        description:
          'Its thread: the outbox messages that answer it, with their delivery status. 404 for an unknown message.',
        params: idParamSchema,
        response: { 200: z.array(messageReplyRecordSchema) },
      },
    },
    async (request) => {
      if (!(await repo.get(database.rows, request.params.id))) throw notFound('The message');
      return database.rows(sql`
        select ${replyRow} from outbox_messages where in_reply_to = ${request.params.id} order by created_at, id`);
    },
  );

  /** Sets the read flag (an inbox state any reader may change); audited like any change. */
  const setRead = (id: number, value: boolean, user: SessionUser | null) =>
    database.transaction(async (rows) => {
      const before = await repo.get(rows, id, true);
      if (!before) throw notFound('The message');
      if (before.read === value) return before;
      if (!(await repo.update(rows, id, before.version as number, { read: value }))) throw stale();
      const after = (await repo.get(rows, id))!;
      await writeAudit(rows, user, messages.name, id, 'update', diff(before, after));
      return after;
    });

  app.post(
    '/:id/read',
    {
      config: { access: read, problems: [409] },
      schema: { tags, summary: 'Mark a message read', params: idParamSchema, response: { 200: record } },
    },
    (request) => setRead(request.params.id, true, request.user),
  );

  app.post(
    '/:id/unread',
    {
      config: { access: read, problems: [409] },
      schema: { tags, summary: 'Mark a message unread', params: idParamSchema, response: { 200: record } },
    },
    (request) => setRead(request.params.id, false, request.user),
  );
};
