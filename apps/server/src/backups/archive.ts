import { gunzipSync } from 'node:zlib';
import { BackupRejected } from './rejected.js';

/**
 * The names in a gzip'd tar (an embedded-database backup), read through to its end: gzip's own
 * length and CRC catch a cut or altered file, the tar headers one that is not an archive.
 */
export function tarGzEntries(bytes: Buffer, file: string): string[] {
  let tar: Buffer;
  try {
    tar = gunzipSync(bytes);
  } catch (e) {
    throw new BackupRejected(
      `${file} is not a complete gzip archive (${(e as Error).message}): it is cut short, damaged or not an embedded-database backup.`,
    );
  }
  const names: string[] = [];
  for (let at = 0; at + 512 <= tar.length; ) {
    const header = tar.subarray(at, at + 512);
    if (header.every((b) => b === 0)) return names;
    const text = (from: number, to: number) => header.toString('latin1', from, to).replace(/\0.*$/s, '');
    const size = Number.parseInt(text(124, 136).trim() || '0', 8);
    if (!Number.isFinite(size)) break;
    const prefix = text(345, 500);
    names.push(prefix ? `${prefix}/${text(0, 100)}` : text(0, 100));
    at += 512 + Math.ceil(size / 512) * 512;
  }
  throw new BackupRejected(
    `${file} is not a complete tar archive: it is cut short or not an embedded-database backup.`,
  );
}
