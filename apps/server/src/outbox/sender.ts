import { sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import { repeatInBackground } from '../background.js';
import type { Database } from '../db/client.js';
import { trackedHtml } from './html.js';

export interface MailConfig {
  /** `smtp://user:password@host:587` or `smtps://…`; undefined: messages stay queued. */
  smtpUrl: string | undefined;
  from: string;
}

interface Pending {
  id: number;
  recipient: string;
  recipient_name: string | null;
  subject: string;
  body: string;
  /** A campaign message whose engagement is tracked: its open pixel, for the HTML part. */
  pixel_url: string | null;
}

/** How many messages one pass sends at most, so a long queue does not hold a transaction open. */
const BATCH = 20;

/**
 * Delivers queued messages by SMTP. Each message is claimed with
 * `for update skip locked`, so several server processes never send one twice.
 */
export class OutboxSender {
  private readonly transport: Transporter | null;

  constructor(
    private readonly database: Database,
    private readonly config: MailConfig,
  ) {
    this.transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  }

  get enabled(): boolean {
    return this.transport !== null;
  }

  /** Sends what is queued (or only `ids`); returns how many were sent. Without SMTP, sends nothing. */
  async sendPending(ids?: number[]): Promise<number> {
    if (!this.transport) return 0;
    let sent = 0;
    for (;;) {
      const done = await this.database.transaction(async (rows) => {
        const only = ids?.length
          ? sql`and m.id in (${sql.join(
              ids.map((i) => sql`${i}`),
              sql`, `,
            )})`
          : sql``;
        const batch = await rows<Pending>(sql`
          select m.id, m.recipient, m.recipient_name, m.subject, m.body,
            (select r.pixel_url from campaign_recipients r where r.outbox_message_id = m.id) as pixel_url
          from outbox_messages m
          where m.status = 'Queued' ${only} order by m.id limit ${BATCH} for update of m skip locked`);
        for (const m of batch) {
          try {
            await this.transport!.sendMail({
              from: this.config.from,
              to: m.recipient_name ? { name: m.recipient_name, address: m.recipient } : m.recipient,
              subject: m.subject,
              text: m.body,
              ...(m.pixel_url ? { html: trackedHtml(m.body, m.pixel_url) } : {}),
            });
            await rows(sql`update outbox_messages set status = 'Sent', sent_at = app_now(), error = null,
              attempts = coalesce(attempts, 0) + 1, updated_at = app_now(), version = version + 1 where id = ${m.id}`);
            sent += 1;
          } catch (err) {
            const reason = err instanceof Error ? err.message.slice(0, 1000) : 'The mail server refused the message';
            await rows(sql`update outbox_messages set status = 'Failed', error = ${reason},
              attempts = coalesce(attempts, 0) + 1, updated_at = app_now(), version = version + 1 where id = ${m.id}`);
          }
        }
        return batch.length < BATCH;
      });
      if (done) return sent;
    }
  }

  /** Sends in the background every `intervalMs` until `stop()`; errors are logged, never thrown. */
  start(intervalMs: number, log: (err: unknown) => void): () => void {
    if (!this.transport) return () => {};
    const stop = repeatInBackground(intervalMs, () => this.sendPending(), log);
    return () => {
      stop();
      this.transport?.close();
    };
  }
}
