import type { StoredFile } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { Rows } from '../db/client.js';

/** Where a file belongs: a field of one record of one record type. */
export interface FileOwner {
  resource: string;
  recordId: number;
  field: string;
}

interface FileRow {
  id: number;
  field: string;
  name: string;
  type: string;
  size: number;
  uploadedAt: string | Date;
}

const META = sql`id, field, filename as name, mime as type, size, created_at as "uploadedAt"`;

const toStored = (r: FileRow): StoredFile => ({
  id: Number(r.id),
  name: r.name,
  type: r.type,
  size: Number(r.size),
  uploadedAt: new Date(r.uploadedAt).toISOString(),
});

/** Bytes as Node reads them, whichever driver returned them (pg: Buffer, PGlite: Uint8Array). */
const asBuffer = (v: unknown): Buffer =>
  Buffer.isBuffer(v)
    ? v
    : v instanceof Uint8Array
      ? Buffer.from(v.buffer, v.byteOffset, v.byteLength)
      : Buffer.alloc(0);

/**
 * The SQL of the `files` table: files are read by id within their record, never changed. Written whole
 * here (`data`); a large upload is streamed into `file_chunks` instead (`chunks.ts`).
 */
export const fileStore = {
  async count(rows: Rows, owner: FileOwner): Promise<number> {
    const [row] = await rows<{ n: number }>(
      sql`select count(*)::int as n from files
          where resource = ${owner.resource} and record_id = ${owner.recordId} and field = ${owner.field}`,
    );
    return row?.n ?? 0;
  },

  async insert(
    rows: Rows,
    owner: FileOwner,
    file: { name: string; type: string; data: Buffer },
    userId: number | null,
  ): Promise<StoredFile> {
    const [row] = await rows<FileRow>(
      sql`insert into files (resource, record_id, field, filename, mime, size, data, created_by)
          values (${owner.resource}, ${owner.recordId}, ${owner.field}, ${file.name}, ${file.type},
                  ${file.data.length}, ${file.data}::bytea, ${userId})
          returning ${META}`,
    );
    return toStored(row!);
  },

  /** Bytes as Node reads them, whichever driver returned them. */
  bytes: asBuffer,

  /**
   * One file of a record without reading a streamed file's chunks: `data` is its bytes when it was
   * written whole, null when they are in `file_chunks` (`fileBody` streams either). Undefined when the
   * record holds no such file.
   */
  async find(
    rows: Rows,
    resource: string,
    recordId: number,
    fileId: number,
  ): Promise<{ file: StoredFile; field: string; data: Buffer | null } | undefined> {
    const [row] = await rows<FileRow & { data: unknown }>(
      sql`select ${META}, data from files where id = ${fileId} and resource = ${resource} and record_id = ${recordId}`,
    );
    return row
      ? { file: toStored(row), field: row.field, data: row.data == null ? null : asBuffer(row.data) }
      : undefined;
  },

  /** One file of a record with all its bytes in memory (small files: pictures for the site, thumbnails). */
  async read(
    rows: Rows,
    resource: string,
    recordId: number,
    fileId: number,
  ): Promise<{ file: StoredFile; field: string; data: Buffer } | undefined> {
    const found = await fileStore.find(rows, resource, recordId, fileId);
    if (!found || found.data) return found as { file: StoredFile; field: string; data: Buffer } | undefined;
    const chunks = await rows<{ data: unknown }>(
      sql`select data from file_chunks where file_id = ${fileId} order by seq`,
    );
    return { ...found, data: Buffer.concat(chunks.map((c) => asBuffer(c.data))) };
  },

  /** Removes one file of a record; undefined when the record holds no such file. */
  async remove(
    rows: Rows,
    resource: string,
    recordId: number,
    fileId: number,
  ): Promise<{ file: StoredFile; field: string } | undefined> {
    const [row] = await rows<FileRow>(
      sql`delete from files where id = ${fileId} and resource = ${resource} and record_id = ${recordId}
          returning ${META}`,
    );
    return row ? { file: toStored(row), field: row.field } : undefined;
  },

  /** Removes every file of these records (they are being deleted). */
  async removeAllOf(rows: Rows, resource: string, recordIds: readonly number[]): Promise<void> {
    if (!recordIds.length) return;
    await rows(
      sql`delete from files where resource = ${resource} and record_id in (${sql.join(
        recordIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  },
};
