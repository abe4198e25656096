import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { backupsDir, lastBackup, takeBackup } from './dump.js';

const backupSchema = z.object({
  takenAt: z.string(),
  takenBy: z.string(),
  file: z.string(),
  size: z.number().int(),
});
const tags = ['admin'];

/** Backups taken by the running server (the only process that may read an embedded database). */
export const backupRoutes: FastifyPluginAsyncZod<{ database: Database; config: Config }> = async (
  app,
  { database, config },
) => {
  app.get(
    '/backup',
    {
      config: { access: 'settings.manage' },
      schema: {
        tags,
        summary: 'The last backup taken',
        response: { 200: z.object({ last: backupSchema.nullable() }) },
      },
    },
    async () => ({ last: await lastBackup(database) }),
  );

  app.post(
    '/backup',
    {
      config: { access: 'settings.manage' },
      schema: {
        tags,
        summary: 'Back up the whole database now, to a new file in DATA_DIR/backups',
        response: { 201: backupSchema },
      },
    },
    async (request, reply) => {
      const record = await takeBackup(database, {
        dir: backupsDir(config.dataDir),
        by: request.user?.username ?? 'unknown',
        keep: config.backupKeep,
      });
      return reply.status(201).send(record);
    },
  );
};
