import { clinicSettingsSchema, settingsResponseSchema, settingsUpdateSchema } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/client.js';
import { stale } from '../http/problem.js';
import { readSettings } from './store.js';

/** The clinic's settings document: public to read (the site shows name, contact, hours), admins write. */
export const settingsRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/',
    {
      config: { access: 'public' },
      schema: { tags: ['settings'], summary: 'Clinic settings', response: { 200: settingsResponseSchema } },
    },
    async () => readSettings(database),
  );

  app.put(
    '/',
    {
      config: { access: 'settings.manage' },
      schema: {
        tags: ['settings'],
        summary: 'Save clinic settings',
        body: settingsUpdateSchema,
        response: { 200: settingsResponseSchema },
      },
    },
    async (request) => {
      const { version, ...data } = request.body;
      const current = await readSettings(database); // creates the row on first use
      const doc = clinicSettingsSchema.parse({
        ...data,
        marketing: data.marketing ?? current.marketing,
        billing: data.billing ?? current.billing,
        imaging: data.imaging ?? current.imaging,
      });
      const [row] = await database.rows<{ version: number }>(sql`
        update settings set data = ${JSON.stringify(doc)}::jsonb, updated_at = app_now(), version = version + 1
        where id = 1 and version = ${version} returning version`);
      if (!row) throw stale();
      return { ...doc, version: row.version };
    },
  );
};
