import { messages } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { Rows } from '../db/client.js';
import { ResourceRepository } from '../resources/repository.js';
import type { Random } from './random.js';

/** Sender, e-mail, subject, message: what visitors ask a dental clinic. */
const VISITORS: [string, string, string, string][] = [
  [
    'Laura Bennett',
    'laura.bennett@example.com',
    'Appointment for my son',
    'Hello, my son is 7 and has a loose tooth that hurts. Could you see him this week, after school if possible?',
  ],
  [
    'Karim Haddad',
    'karim.haddad@example.net',
    'Whitening price',
    'How much does a whitening session cost, and how long does the result last?',
  ],
  [
    'Sofia Rossi',
    'sofia.rossi@example.org',
    'Insurance question',
    'Do you work with my insurer for implant treatment? I would like to know before booking a consultation.',
  ],
  [
    'James Murphy',
    'j.murphy@example.com',
    'Emergency on Sunday?',
    'I broke a crown this morning. Is there anyone on call on Sunday, or should I wait until Monday?',
  ],
  [
    'Amina Benali',
    'amina.benali@example.com',
    'Thank you',
    'Many thanks to Dr. Park and the assistant for yesterday: the extraction went much better than I feared.',
  ],
  [
    'Hugo Dubois',
    'hugo.dubois@example.fr',
    'Braces for adults',
    'I am 34. Do you offer clear aligners, and what does the first consultation include?',
  ],
  [
    'Grace Okafor',
    'grace.okafor@example.com',
    'Parking',
    'Is there parking near the Downtown clinic, or should I come by public transport?',
  ],
  [
    'Mateo García',
    'mateo.garcia@example.es',
    'Change of address',
    'I moved to Cambridge. Can my records be followed at the Riverside clinic from now on?',
  ],
];

/** Visitors' messages, received over the last two weeks; the older ones already read. */
export async function seedMessages(rows: Rows, random: Random): Promise<void> {
  const repo = new ResourceRepository(messages);
  let hoursAgo = 0;
  for (const [i, [name, email, subject, message]] of VISITORS.entries()) {
    hoursAgo += random.int(3, 40);
    const read = i >= 3 && random.next() < 0.8;
    const id = await repo.insert(rows, { name, email, subject, message, read });
    const at = sql`app_now() - make_interval(hours => ${hoursAgo}, mins => ${random.int(0, 59)})`;
    await rows(sql`update messages set created_at = ${at}, updated_at = ${at} where id = ${id}`);
  }
}
