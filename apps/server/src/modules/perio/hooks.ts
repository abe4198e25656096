import {
  NUMBERING_SYSTEMS,
  type NumberingSystem,
  type PerioTooth,
  perioProblems,
  withAttachmentLevels,
} from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { Rows } from '../../db/client.js';
import { HttpProblem } from '../../http/problem.js';
import type { ResourceHooks } from '../../resources/hooks.js';

/** The clinic's tooth numbering, for messages that name a tooth as the clinic reads it. */
export async function clinicNumbering(rows: Rows): Promise<NumberingSystem> {
  const [row] = await rows<{ numbering: string | null }>(
    sql`select data->'localisation'->>'toothNumbering' as numbering from settings where id = 1`,
  );
  const found = NUMBERING_SYSTEMS.find((n) => n === row?.numbering);
  return found ?? 'universal';
}

/**
 * A periodontal exam's readings: every value in its range (422 naming the
 * tooth, in the clinic's numbering, and the site), each site's attachment level
 * computed here (PD + GM) whatever was sent, and who recorded the exam.
 */
export const perioExamHooks: ResourceHooks = {
  async beforeWrite(values, { rows }) {
    if (!Array.isArray(values.readings)) return values;
    const readings = values.readings as PerioTooth[];
    const problems = perioProblems(readings, await clinicNumbering(rows));
    if (problems.length) throw new HttpProblem(422, problems.map((p) => p.message).join('; '), problems);
    return { ...values, readings: withAttachmentLevels(readings) };
  },
  async afterWrite(id, _values, { rows, before, user }) {
    if (before || !user) return;
    await rows(sql`update perio_exams set recorded_by = ${user.id} where id = ${id}`);
  },
};
