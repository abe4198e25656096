import { sql } from 'drizzle-orm';
import type { Rows } from '../db/client.js';

export interface OutgoingMessage {
  recipient: string;
  recipientName?: string | null;
  patient?: number | null;
  /** What the message is for, as staff read it in the outbox: `Insurance renewal reminder`. */
  source: string;
  subject: string;
  body: string;
  /** The inbox message it answers (its thread). */
  inReplyTo?: number | null;
}

/**
 * Puts a message in the outbox, in the caller's transaction: it is sent by the
 * outbox sender when SMTP is configured, and stays Queued otherwise.
 */
export async function queueMessage(rows: Rows, m: OutgoingMessage): Promise<number> {
  const [row] = await rows<{ id: number }>(sql`
    insert into outbox_messages (recipient, recipient_name, patient, in_reply_to, channel, source, subject, body, status, attempts)
    values (${m.recipient}, ${m.recipientName ?? null}, ${m.patient ?? null}, ${m.inReplyTo ?? null}, 'Email', ${m.source}, ${m.subject}, ${m.body}, 'Queued', 0)
    returning id`);
  return Number(row!.id);
}

/** Rows per insert statement: 7 bound values each, well under the protocol's 65,535 parameters. */
const BATCH = 1000;

/**
 * Puts many messages in the outbox (a campaign's), in the caller's
 * transaction, with a few multi-row inserts rather than one per message.
 * Returns their ids, in the order of `messages`.
 */
export async function queueMessages(rows: Rows, messages: readonly OutgoingMessage[]): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < messages.length; start += BATCH) {
    const values = messages
      .slice(start, start + BATCH)
      .map(
        (m) =>
          sql`(${m.recipient}, ${m.recipientName ?? null}, ${m.patient ?? null}, 'Email', ${m.source}, ${m.subject}, ${m.body}, 'Queued', 0)`,
      );
    const inserted = await rows<{ id: number }>(sql`
      insert into outbox_messages (recipient, recipient_name, patient, channel, source, subject, body, status, attempts)
      values ${sql.join(values, sql`, `)} returning id`);
    // A multi-row insert returns its rows in the order of its VALUES; the ids are increasing.
    ids.push(...inserted.map((r) => Number(r.id)).sort((a, b) => a - b));
  }
  return ids;
}
