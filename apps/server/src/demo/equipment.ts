import { equipment, MAINTENANCE_TYPES } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { Rows } from '../db/client.js';
import { ResourceRepository } from '../resources/repository.js';
import type { Random } from './random.js';
import { demoToday } from './today.js';

/** The demo clinic's day (as in seed.ts): service dates are counted from it. */
const inDays = (days: number) => new Date(demoToday() + days * 86_400_000).toISOString().slice(0, 10);

/** Name, model, manufacturer, status, next service due (days from today; null: not scheduled). */
const UNITS: [string, string, string, string, number | null][] = [
  ['Dental chair, surgery 1', 'Compact i5', 'Planmeca', 'In Service', 45],
  ['Dental chair, surgery 2', 'Compact i5', 'Planmeca', 'In Service', -12],
  ['Panoramic X-ray unit', 'ProMax 2D', 'Planmeca', 'In Service', 120],
  ['Autoclave', 'Lisa 22', 'W&H', 'Maintenance Due', -3],
  ['Intraoral scanner', 'TRIOS 5', '3Shape', 'In Service', 200],
  ['LED curing light', 'Elipar DeepCure-S', '3M', 'In Service', 90],
  ['Ultrasonic scaler', 'Piezon 250', 'EMS', 'In Maintenance', 30],
  ['Dental compressor', 'Tornado 2', 'Dürr Dental', 'In Service', -40],
  ['Suction unit', 'VS 600', 'Dürr Dental', 'Out of Service', 15],
  ['Intraoral camera', 'SoproCare', 'Acteon', 'In Service', null],
  ['CBCT scanner', 'OP 3D Pro', 'KaVo', 'In Service', 300],
  ['Apex locator', 'Root ZX mini', 'J. Morita', 'In Service', 180],
  ['Amalgamator', 'Silamat S6', 'Ivoclar', 'Retired', -400],
];

const NOTES = [
  'Replaced the seals and tested under load.',
  'Calibrated against the reference phantom.',
  'Firmware updated to the latest release.',
  'Filters cleaned, water lines disinfected.',
  null,
  'Hose cracked: replaced.',
];

/** The clinics' equipment, a few overdue or out of service, each with some maintenance history. */
export async function seedEquipment(rows: Rows, random: Random): Promise<void> {
  const clinics = (await rows<{ id: number }>(sql`select id from clinics order by id`)).map((r) => Number(r.id));
  const technicians = (
    await rows<{ id: number }>(sql`select id from staff where role = 'Assistant' and status = 'Active' order by id`)
  ).map((r) => Number(r.id));
  const users = (await rows<{ id: number }>(sql`select id from users order by id`)).map((r) => Number(r.id));
  if (!clinics.length) return;
  const repo = new ResourceRepository(equipment);
  for (const [i, [equipmentName, modelNumber, manufacturer, status, due]] of UNITS.entries()) {
    // The last service came before the next one was due: half a year before, for those overdue now.
    const latest = due !== null && due < 0 ? due - 180 : -random.int(5, 40);
    const history = Array.from({ length: random.int(1, 4) }, (_, n) => ({
      days: latest - n * random.int(60, 120),
      type: status === 'In Maintenance' && n === 0 ? 'Repair' : random.pick(MAINTENANCE_TYPES),
    }));
    const lastService = history[0] ? inDays(history[0].days) : null;
    const id = await repo.insert(rows, {
      equipmentName,
      clinic: clinics[i % clinics.length],
      modelNumber,
      manufacturer,
      purchaseDate: inDays(-random.int(400, 2500)),
      lastServiceDate: lastService,
      nextServiceDue: due === null ? null : inDays(due),
      status,
      assignedTechnician: technicians.length && i % 4 !== 3 ? technicians[i % technicians.length] : null,
      maintenanceNotes: status === 'Out of Service' ? 'Motor fails to start: waiting for a spare part.' : null,
    });
    for (const entry of history)
      await rows(sql`insert into equipment_maintenance (equipment_id, date, type, notes, recorded_at, recorded_by)
        values (${id}, ${inDays(entry.days)}::date, ${entry.type}, ${random.pick(NOTES)},
                ${new Date(demoToday() + entry.days * 86_400_000 + 15 * 3_600_000).toISOString()}::timestamptz,
                ${users.length ? random.pick(users) : null})`);
  }
}
