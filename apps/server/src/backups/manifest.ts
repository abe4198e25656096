import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { z } from 'zod';

/** What `npm run backup` writes beside each backup file, as `<file>.json`: what a restore checks first. */
export const manifestSchema = z.object({
  format: z.literal('chairside-backup'),
  formatVersion: z.literal(1),
  engine: z.enum(['postgres', 'pglite']),
  /** The last migration applied to the database when it was backed up (a tag of drizzle/meta/_journal.json). */
  schemaVersion: z.string().min(1),
  createdAt: z.string(),
  size: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  /** Per table of the public schema: its row count and an md5 of its rows (checksums.ts). */
  tables: z.record(z.string(), z.string()),
});
export type Manifest = z.infer<typeof manifestSchema>;

export const manifestPath = (file: string) => `${file}.json`;

export function writeManifest(file: string, manifest: Manifest): void {
  fs.writeFileSync(manifestPath(file), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** SHA-256 of a file, read in chunks (a backup can be larger than memory should hold twice). */
export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
