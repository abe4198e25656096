import { type ClinicSettings, clinicSettingsSchema, DEFAULT_SETTINGS } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

/** The settings row, created with the defaults on first read. Stored fields missing from an old document take their default. */
export async function readSettings(database: Database): Promise<ClinicSettings & { version: number }> {
  await database.rows(
    sql`insert into settings (id, data) values (1, ${JSON.stringify(DEFAULT_SETTINGS)}::jsonb) on conflict do nothing`,
  );
  const [row] = await database.rows<{ data: Partial<ClinicSettings>; version: number }>(
    sql`select data, version from settings where id = 1`,
  );
  const merged = {
    system: { ...DEFAULT_SETTINGS.system, ...row?.data.system },
    localisation: { ...DEFAULT_SETTINGS.localisation, ...row?.data.localisation },
    openHours: { ...DEFAULT_SETTINGS.openHours, ...row?.data.openHours },
    marketing: { ...DEFAULT_SETTINGS.marketing, ...row?.data.marketing },
    billing: { ...DEFAULT_SETTINGS.billing, ...row?.data.billing },
    imaging: { ...DEFAULT_SETTINGS.imaging, ...row?.data.imaging },
  };
  const parsed = clinicSettingsSchema.safeParse(merged);
  return { ...(parsed.success ? parsed.data : DEFAULT_SETTINGS), version: row?.version ?? 1 };
}

export async function writeSettings(database: Database, data: ClinicSettings): Promise<void> {
  await readSettings(database);
  await database.rows(
    sql`update settings set data = ${JSON.stringify(data)}::jsonb, updated_at = app_now(), version = version + 1 where id = 1`,
  );
}
