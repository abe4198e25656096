import type { MaintenanceInput, MaintenanceRecord } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { Rows } from '../../db/client.js';

interface MaintenanceRow {
  id: number;
  date: string | Date;
  type: MaintenanceRecord['type'];
  notes: string | null;
  recordedAt: string | Date;
  recordedBy: string | null;
}

/** A date column as `YYYY-MM-DD`, whichever driver read it (pg may give a Date at UTC midnight). */
const isoDay = (v: string | Date): string => (typeof v === 'string' ? v.slice(0, 10) : v.toISOString().slice(0, 10));

const toRecord = (r: MaintenanceRow): MaintenanceRecord => ({
  id: Number(r.id),
  date: isoDay(r.date),
  type: r.type,
  notes: r.notes,
  recordedAt: new Date(r.recordedAt).toISOString(),
  recordedBy: r.recordedBy,
});

const SELECT = sql`select m.id, m.date::text as date, m.type, m.notes, m.recorded_at as "recordedAt",
  u.username as "recordedBy" from equipment_maintenance m left join users u on u.id = m.recorded_by`;

/** The SQL of the maintenance history: appended to, read a page at a time, newest first. */
export const maintenanceStore = {
  async page(
    rows: Rows,
    equipmentId: number,
    page: number,
    pageSize: number,
  ): Promise<{ items: MaintenanceRecord[]; total: number }> {
    const [found, [count]] = await Promise.all([
      rows<MaintenanceRow>(sql`${SELECT} where m.equipment_id = ${equipmentId}
        order by m.date desc, m.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`),
      rows<{ total: number }>(
        sql`select count(*)::int as total from equipment_maintenance where equipment_id = ${equipmentId}`,
      ),
    ]);
    return { items: found.map(toRecord), total: count?.total ?? 0 };
  },

  async add(rows: Rows, equipmentId: number, entry: MaintenanceInput, userId: number | null) {
    const [row] = await rows<{ id: number }>(sql`
      insert into equipment_maintenance (equipment_id, date, type, notes, recorded_by)
      values (${equipmentId}, ${entry.date}::date, ${entry.type}, ${entry.notes?.trim() || null}, ${userId})
      returning id`);
    const [saved] = await rows<MaintenanceRow>(sql`${SELECT} where m.id = ${Number(row!.id)}`);
    return toRecord(saved!);
  },
};
