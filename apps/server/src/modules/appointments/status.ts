import {
  APPOINTMENT_MESSAGES,
  type AppointmentStatus,
  appointments,
  canMoveStatus,
  SAME_DAY_STATUSES,
  STATUS_MOVES,
  type StatusChange,
} from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { SessionUser } from '../../auth/types.js';
import type { Database, Rows } from '../../db/client.js';
import { HttpProblem, notFound, stale } from '../../http/problem.js';
import { diff, writeAudit } from '../../resources/audit.js';
import type { Row } from '../../resources/columns.js';
import type { ResourceRepository } from '../../resources/repository.js';
import { recordFreedSlot } from '../asap/freed-slots.js';
import { clashProblem, isClash } from './clash.js';
import { clinicNow } from './schedule.js';

/** Stamps one move of an appointment's lifecycle with its time and user. */
export async function recordStatusChange(
  rows: Rows,
  id: number,
  from: AppointmentStatus | null,
  to: AppointmentStatus,
  user: SessionUser | null,
  note: string | null,
  /** Who made the move when no user did (the patient, through a reminder's link). */
  by: string | null = null,
): Promise<void> {
  await rows(sql`
    insert into appointment_status_changes (appointment_id, from_status, to_status, user_id, username, note)
    values (${id}, ${from}, ${to}, ${user?.id ?? null}, ${user?.username ?? by}, ${note})`);
}

/** The lifecycle of one appointment, oldest first. */
export function statusHistory(rows: Rows, id: number): Promise<StatusChange[]> {
  return rows<StatusChange>(sql`
    select id::int as id, from_status as "fromStatus", to_status as "toStatus",
           to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at, username, note
    from appointment_status_changes where appointment_id = ${id} order by at, id`);
}

const allowedText = (from: AppointmentStatus): string =>
  STATUS_MOVES[from].length ? `Allowed next: ${STATUS_MOVES[from].join(', ')}.` : 'It cannot change any more.';

export interface StatusMove {
  status: AppointmentStatus;
  note?: string;
  version?: number;
  /** Who moved it without signing in (never read from a request body): `Patient`. */
  by?: string;
}

/**
 * One move of the lifecycle inside the caller's transaction: an impossible
 * move is a 409 that says which moves are allowed; a same-day move before the
 * visit's day a 422. Stamped with its time and user, audited.
 */
export async function applyStatusMove(
  rows: Rows,
  repo: ResourceRepository,
  id: number,
  move: StatusMove,
  user: SessionUser | null,
  seen?: (before: Row) => void,
): Promise<Row> {
  const before = await repo.get(rows, id, true);
  if (!before) throw notFound('The appointment');
  seen?.(before);
  if (before.archivedAt) throw new HttpProblem(409, 'This appointment is archived: restore it before changing it.');
  if (move.version !== undefined && move.version !== before.version) throw stale();
  const from = before.status as AppointmentStatus;
  if (!canMoveStatus(from, move.status))
    throw new HttpProblem(409, `A ${from} appointment cannot become ${move.status}. ${allowedText(from)}`, [
      { path: 'status', message: allowedText(from) },
    ]);
  if (SAME_DAY_STATUSES.includes(move.status) && String(before.appointmentDate) > (await clinicNow(rows)).date)
    throw new HttpProblem(422, APPOINTMENT_MESSAGES.tooEarly, [
      { path: 'status', message: APPOINTMENT_MESSAGES.tooEarly },
    ]);
  await rows(sql`
    update appointments
    set status = ${move.status},
        confirmation = case when ${move.status} = 'Confirmed' then 'Confirmed' else confirmation end,
        updated_at = app_now(), version = version + 1
    where id = ${id}`);
  await recordStatusChange(rows, id, from, move.status, user, move.note || null, move.by ?? null);
  // The time a cancelled visit frees is offered to the ASAP list (issue 25), whoever cancelled it.
  if (move.status === 'Cancelled') await recordFreedSlot(rows, before, 'Cancelled');
  const after = (await repo.get(rows, id))!;
  await writeAudit(rows, user, appointments.name, id, 'update', diff(before, after));
  return after;
}

/**
 * Moves an appointment along its lifecycle (STATUS_MOVES) in a transaction of
 * its own; putting a cancelled or missed visit back into the book is refused
 * like any booking when its time has been given to someone else.
 */
export async function moveStatus(
  database: Database,
  repo: ResourceRepository,
  id: number,
  move: StatusMove,
  user: SessionUser | null,
): Promise<Row> {
  let before: Row | undefined;
  try {
    return await database.transaction((rows) =>
      applyStatusMove(rows, repo, id, move, user, (b) => {
        before = b;
      }),
    );
  } catch (err) {
    if (!isClash(err) || !before) throw err;
    const b = before;
    throw await clashProblem(database.rows, {
      id,
      doctor: Number(b.doctor),
      clinic: Number(b.clinic),
      date: String(b.appointmentDate),
      start: String(b.startTime),
      end: String(b.endTime),
    });
  }
}
