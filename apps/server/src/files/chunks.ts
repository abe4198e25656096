import { Readable } from 'node:stream';
import type { StoredFile } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { Database, Rows } from '../db/client.js';
import { type FileOwner, fileStore } from './store.js';

/** The bytes of a streamed file are kept in rows of this size (the last one shorter). */
export const CHUNK_BYTES = 1024 * 1024;

/** Where a streamed upload waits until its record is saved (`files.resource`, record 0). */
export const PENDING_RESOURCE = '~upload';

/** An upload whose bytes are all in `file_chunks`, not yet given to a record. */
export interface PendingFile {
  id: number;
  size: number;
  /** The first bytes, up to the `keep` asked for: the whole file when `whole`. */
  head: Buffer;
  whole: boolean;
}

interface StreamOptions {
  userId: number | null;
  /** How many of the first bytes to keep in memory for the caller (to read a header, make a thumbnail). */
  keep: number;
  /** Called once with the first chunk (or the whole file when shorter), before anything is stored: may throw. */
  check(first: Buffer): void;
  /** Whether the source stopped at its size limit: checked after each chunk (then nothing is kept). */
  truncated(): boolean;
  /** The error to throw when it did. */
  tooLarge(): Error;
}

/**
 * Writes a stream into `file_chunks` as it arrives, one ~1 MiB row at a time
 * (each its own short statement: no transaction is held open while a client
 * sends), never holding more than one chunk and the `keep` head in memory.
 * The file waits under `PENDING_RESOURCE` until `finishUpload` gives it to its
 * record; any error (the check, the size limit, a broken connection) removes
 * what was written and is thrown again.
 */
export async function streamToChunks(
  database: Database,
  source: AsyncIterable<Buffer>,
  o: StreamOptions,
): Promise<PendingFile> {
  let id: number | undefined;
  let seq = 0;
  let size = 0;
  const heads: Buffer[] = [];
  let kept = 0;
  let pending: Buffer[] = [];
  let pendingBytes = 0;

  const flush = async (data: Buffer) => {
    if (id === undefined) {
      o.check(data);
      const [row] = await database.rows<{ id: number }>(
        sql`insert into files (resource, record_id, field, filename, mime, size, data, created_by)
            values (${PENDING_RESOURCE}, 0, 'upload', '', 'application/octet-stream', 0, null, ${o.userId})
            returning id`,
      );
      id = Number(row!.id);
    }
    await database.rows(sql`insert into file_chunks (file_id, seq, data) values (${id}, ${seq}, ${data}::bytea)`);
    seq += 1;
  };

  try {
    for await (const piece of source) {
      size += piece.length;
      if (kept < o.keep) {
        const part = piece.subarray(0, o.keep - kept);
        heads.push(Buffer.from(part));
        kept += part.length;
      }
      pending.push(piece);
      pendingBytes += piece.length;
      while (pendingBytes >= CHUNK_BYTES) {
        const all = Buffer.concat(pending, pendingBytes);
        await flush(all.subarray(0, CHUNK_BYTES));
        const rest = all.subarray(CHUNK_BYTES);
        pending = rest.length ? [Buffer.from(rest)] : [];
        pendingBytes = rest.length;
      }
      if (o.truncated()) throw o.tooLarge();
    }
    if (o.truncated()) throw o.tooLarge();
    if (pendingBytes || id === undefined) await flush(Buffer.concat(pending, pendingBytes));
  } catch (err) {
    if (id !== undefined) await discardUpload(database.rows, id);
    throw err;
  }
  return { id: id!, size, head: Buffer.concat(heads, kept), whole: kept === size };
}

/** Gives a pending upload to its record (in the caller's transaction); its name and type are known by now. */
export async function finishUpload(
  rows: Rows,
  file: PendingFile,
  owner: FileOwner,
  meta: { name: string; type: string },
): Promise<StoredFile> {
  const [row] = await rows<{ id: number; name: string; type: string; size: number; uploadedAt: string | Date }>(
    sql`update files set resource = ${owner.resource}, record_id = ${owner.recordId}, field = ${owner.field},
          filename = ${meta.name}, mime = ${meta.type}, size = ${file.size}
        where id = ${file.id} and resource = ${PENDING_RESOURCE}
        returning id, filename as name, mime as type, size, created_at as "uploadedAt"`,
  );
  if (!row) throw new Error(`The pending upload ${file.id} is gone`);
  return {
    id: Number(row.id),
    name: row.name,
    type: row.type,
    size: Number(row.size),
    uploadedAt: new Date(row.uploadedAt).toISOString(),
  };
}

/** Removes a pending upload and its chunks (the upload failed after its bytes were stored). */
export async function discardUpload(rows: Rows, id: number): Promise<void> {
  await rows(sql`delete from files where id = ${id} and resource = ${PENDING_RESOURCE}`);
}

/** Removes uploads left pending for a day (a server stopped while a client was sending): maintenance. */
export async function purgeAbandonedUploads(database: Database): Promise<void> {
  await database.rows(
    sql`delete from files where resource = ${PENDING_RESOURCE} and created_at < app_now() - interval '1 day'`,
  );
}

/**
 * A stored file's bytes as a stream: `data` when it was written whole, else
 * its chunks read one statement at a time as the reader asks for them (a slow
 * client holds one chunk in memory, not the file).
 */
export function fileBody(database: Database, fileId: number, data: Buffer | null): Readable {
  if (data) return Readable.from([data]);
  async function* chunks() {
    for (let seq = 0; ; seq++) {
      const [row] = await database.rows<{ data: unknown }>(
        sql`select data from file_chunks where file_id = ${fileId} and seq = ${seq}`,
      );
      if (!row) return;
      yield fileStore.bytes(row.data);
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}
