import { notes, nowMs, tasks } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { Rows } from '../db/client.js';
import { ResourceRepository } from '../resources/repository.js';
import type { Random } from './random.js';

const NOTES: [string, string][] = [
  ['Staff meeting', 'Thursday 8:00 before the first patient: new sterilisation log, holiday rota.'],
  ['Supplier contact', 'Dental Depot: ask for Marc, +1 617 555 0110. Orders before noon arrive the next day.'],
  ['Recall letters', 'Patients not seen for 12 months: send the reminder in the first week of the month.'],
  ['Wi-Fi for patients', 'Network "Chairside-Guest"; the password is on the reception desk card.'],
  ['Training', 'Radiation safety refresher due this year; the course is online, about three hours.'],
  ['Ideas', 'A short video in the waiting room about brushing for children?'],
];

/** Title, amount (or null), due in days from today (or null). */
const TASKS: [string, string | null, number | null][] = [
  ['Pay the dental lab invoice', '1240.00', -3],
  ['Order nitrile gloves (size M)', '86.40', 2],
  ['Renew the autoclave service contract', '450.00', 12],
  ['Call back Mrs Rossi about her insurance', null, -1],
  ['Reimburse parking fees', '18.50', 6],
  ['Update the price list on the website', null, null],
  ['Check the expiry dates in the emergency kit', null, 20],
  ['Book the radiation safety course', '120.00', -8],
];

const DAY = 86_400_000;
const dayFromToday = (days: number): string => new Date(nowMs() + days * DAY).toISOString().slice(0, 10);

/** Each demo account gets a few notes and tasks of its own: some done, some overdue, some to come. */
export async function seedNotesAndTasks(rows: Rows, random: Random): Promise<void> {
  const users = await rows<{ id: number }>(sql`select id from users order by id`);
  for (const { id } of users) {
    const owner = Number(id);
    const noteRepo = new ResourceRepository(notes, owner);
    for (const [title, body] of NOTES) if (random.next() < 0.6) await noteRepo.insert(rows, { title, body });
    const taskRepo = new ResourceRepository(tasks, owner);
    for (const [title, amount, due] of TASKS) {
      if (random.next() < 0.3) continue;
      const dueDate = due === null ? null : dayFromToday(due + random.int(-1, 1));
      const done = due !== null && due < 0 && random.next() < 0.4;
      await taskRepo.insert(rows, { title, amount, dueDate, done, note: null });
    }
  }
}
