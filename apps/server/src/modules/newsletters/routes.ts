import {
  CONFIRM_TOKEN_HOURS,
  idempotencyHeaderSchema,
  NEWSLETTER_MESSAGES,
  newsletterIssueSchema,
  newsletterSubscribeSchema,
  newsletterTokenSchema,
} from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.js';
import type { Database, Rows } from '../../db/client.js';
import { idempotentCreate } from '../../http/idempotency.js';
import { HttpProblem } from '../../http/problem.js';
import { queueMessage, queueMessages } from '../../outbox/queue.js';
import { readSettings } from '../../settings/store.js';
import { confirmationMail, issueMail } from './mails.js';
import { issueToken, spendToken } from './tokens.js';

const HOUR = 3_600_000;
const messageSchema = z.object({ message: z.string() });
const invalidLink = () => new HttpProblem(410, NEWSLETTER_MESSAGES.invalidLink);

/**
 * The newsletter (issue 24): a public subscribe form with double opt-in, the confirm and unsubscribe
 * links of its mails, and sending an issue to the confirmed subscribers, all through the outbox.
 */
export const newsletterRoutes: FastifyPluginAsyncZod<{ database: Database; config: Config }> = async (
  app,
  { database, config },
) => {
  const tags = ['newsletter-subscribers'];
  const origin = (request: { protocol: string; host: string }) =>
    config.publicUrl ?? `${request.protocol}://${request.host}`;
  const clinicName = async () => (await readSettings(database)).system.appName;

  app.post(
    '/subscribe',
    {
      config: { access: 'public', rateLimit: { max: config.contactRatePerHour, timeWindow: HOUR } },
      schema: {
        tags,
        summary: 'Subscribe to the newsletter (double opt-in)',
        description:
          'Sends a confirmation mail through the outbox whose link (valid ' +
          `${CONFIRM_TOKEN_HOURS} hours, single use) confirms the address; nothing else is sent until then. ` +
          'The answer is the same whether or not the address was already listed, and for a filled honeypot. ' +
          'Limited per address like the contact form.',
        security: [],
        body: newsletterSubscribeSchema,
        response: { 202: messageSchema },
      },
    },
    async (request, reply) => {
      const { website, name, email } = request.body;
      if (!website?.trim()) {
        const clinic = await clinicName();
        await database.transaction(async (rows) => {
          const [row] = await rows<{ id: number; status: string }>(sql`
            insert into newsletter_subscribers (name, email, status, subscribed_at)
            values (${name}, ${email}, 'Pending', app_now())
            on conflict (lower(email)) do update set updated_at = newsletter_subscribers.updated_at
            returning id, status`);
          if (!row || row.status === 'Confirmed') return; // Already receiving it: nothing to confirm.
          const id = Number(row.id);
          // Subscribing again after unsubscribing starts over: Pending until confirmed.
          await rows(sql`update newsletter_subscribers set status = 'Pending', name = ${name},
                         subscribed_at = app_now(), confirmed_at = null, updated_at = app_now(), version = version + 1
                         where id = ${id} and status <> 'Pending'`);
          const token = await issueToken(rows, id, 'confirm', CONFIRM_TOKEN_HOURS);
          const link = `${origin(request)}/newsletter/confirm?token=${token}`;
          await queueMessage(rows, confirmationMail(name, email, clinic, link));
        });
      }
      return reply.status(202).send({ message: NEWSLETTER_MESSAGES.subscribed });
    },
  );

  const spend =
    (purpose: 'confirm' | 'unsubscribe', status: string, message: string) => async (rows: Rows, token: string) => {
      const id = await spendToken(rows, token, purpose);
      if (id === undefined) throw invalidLink();
      await rows(sql`update newsletter_subscribers set status = ${status},
                     confirmed_at = ${status === 'Confirmed' ? sql`app_now()` : sql`confirmed_at`},
                     updated_at = app_now(), version = version + 1 where id = ${id}`);
      return { message };
    };
  const confirm = spend('confirm', 'Confirmed', NEWSLETTER_MESSAGES.confirmed);
  const unsubscribe = spend('unsubscribe', 'Unsubscribed', NEWSLETTER_MESSAGES.unsubscribed);

  app.post(
    '/confirm',
    {
      config: { access: 'public', problems: [410] },
      schema: {
        tags,
        summary: 'Confirm a subscription with the link of its confirmation mail',
        description: 'The token works once and expires; a used, expired or unknown one is a 410.',
        security: [],
        body: newsletterTokenSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => database.transaction((rows) => confirm(rows, request.body.token)),
  );

  app.post(
    '/unsubscribe',
    {
      config: { access: 'public', problems: [410] },
      schema: {
        tags,
        summary: 'Unsubscribe with the link at the end of any newsletter mail',
        description:
          'No sign-in: the token is the proof. It keeps working (a second click says the same); unknown is a 410.',
        security: [],
        body: newsletterTokenSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => database.transaction((rows) => unsubscribe(rows, request.body.token)),
  );

  app.post(
    '/issues',
    {
      config: { access: 'content.manage', problems: [422] },
      schema: {
        tags,
        summary: 'Send an issue to every confirmed subscriber, through the outbox',
        description:
          'One outbox message per confirmed subscriber (never a pending or unsubscribed one), each with its ' +
          'own unsubscribe link. With an Idempotency-Key, a retry of the same issue queues nothing more.',
        headers: idempotencyHeaderSchema,
        body: newsletterIssueSchema,
        response: { 201: z.object({ id: z.number(), recipients: z.number(), message: z.string() }) },
      },
    },
    async (request, reply) => {
      const clinic = await clinicName();
      const base = origin(request);
      return idempotentCreate(database, request, reply, 201, async (rows) => {
        const subscribers = await rows<{ id: number; name: string; email: string }>(sql`
          select id, name, email from newsletter_subscribers where status = 'Confirmed' order by id for update`);
        if (!subscribers.length) throw new HttpProblem(422, NEWSLETTER_MESSAGES.noSubscribers);
        const mails = [];
        for (const s of subscribers) {
          const token = await issueToken(rows, Number(s.id), 'unsubscribe', null);
          mails.push(issueMail(s, request.body, clinic, `${base}/newsletter/unsubscribe?token=${token}`));
        }
        await queueMessages(rows, mails);
        const [issue] = await rows<{ id: number }>(sql`
          insert into newsletter_issues (subject, body, recipients, sent_by)
          values (${request.body.subject}, ${request.body.body}, ${subscribers.length}, ${request.user?.id ?? null})
          returning id`);
        return {
          id: Number(issue!.id),
          recipients: subscribers.length,
          message: NEWSLETTER_MESSAGES.sent.replace('{{count}}', String(subscribers.length)),
        };
      });
    },
  );
};
