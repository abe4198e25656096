import { sql } from 'drizzle-orm';
import type { Rows } from '../db/client.js';
import { queueMessage } from '../outbox/queue.js';

/** A few messages waiting to leave: the demo runs without a mail server, so they stay queued. */
export async function seedOutbox(rows: Rows): Promise<void> {
  const patients = await rows<{ id: number; full_name: string; email: string }>(
    sql`select id, full_name, email from patients where email is not null order by id limit 3`,
  );
  for (const p of patients)
    await queueMessage(rows, {
      recipient: p.email,
      recipientName: p.full_name,
      patient: Number(p.id),
      source: 'Check-up reminder',
      subject: 'Time for your six-monthly check-up',
      body: `Dear ${p.full_name},\n\nIt has been six months since your last visit. Reply to this message or call us to book your check-up.\n\nChairside Downtown`,
    });
}
