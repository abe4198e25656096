import {
  createSchema,
  dentalImages,
  FILE_TYPES,
  type FileType,
  formatBytes,
  IMAGING_FILE_TYPES,
} from '@chairside/domain';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import { type PendingFile, streamToChunks } from '../../files/chunks.js';
import { sniffFileType } from '../../files/sniff.js';
import { HttpProblem } from '../../http/problem.js';
import type { Row } from '../../resources/columns.js';

/** The record's fields an upload carries as form parts, before its file part. */
const TEXT_PARTS = ['patient', 'doctor', 'imageType', 'takenOn', 'notes', 'teeth'] as const;
const ID_PARTS = new Set(['patient', 'doctor']);

/** How much of an upload is kept in memory to read it (thumbnail, DICOM frame); a larger file is only stored. */
export const IN_MEMORY_BYTES = 32 * 1024 * 1024;

export interface ImageUpload {
  name: string;
  type: FileType;
  /** Stored in `file_chunks`, waiting for its record (`finishUpload`), or to be discarded. */
  file: PendingFile;
}

const partValue = (part: MultipartFile, key: string): string | undefined => {
  const field = part.fields[key];
  const one = Array.isArray(field) ? field[0] : field;
  return one && one.type === 'field' && typeof one.value === 'string' ? one.value : undefined;
};

/** The record's values from the form's parts, checked as a JSON create would be (422 naming the field). */
function valuesOf(part: MultipartFile): Row {
  const body: Row = {};
  for (const key of TEXT_PARTS) {
    const raw = partValue(part, key)?.trim();
    if (!raw) continue;
    if (key === 'teeth')
      body.teeth = raw
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean)
        .map((tooth) => ({ tooth }));
    else body[key] = ID_PARTS.has(key) && /^\d+$/.test(raw) ? Number(raw) : raw;
  }
  const parsed = createSchema(dentalImages).safeParse(body);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    throw new HttpProblem(422, errors.map((e) => `${e.path}: ${e.message}`).join('; '), errors);
  }
  return parsed.data as Row;
}

/**
 * Opens an image upload: the record's fields (checked, 422 naming them), sent
 * before the one part named `file`, whose bytes are not read yet.
 */
export async function openImageUpload(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ values: Row; part: MultipartFile }> {
  if (!request.isMultipart())
    throw new HttpProblem(415, 'Send the image as multipart/form-data: the fields, then a part named "file".');
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 20, parts: 21 } });
  if (part?.fieldname !== 'file') throw new HttpProblem(400, 'Send the image in a part named "file".');
  try {
    return { values: valuesOf(part), part };
  } catch (err) {
    part.file.resume();
    throw err;
  }
}

const ACCEPTED = IMAGING_FILE_TYPES as readonly FileType[];

/**
 * Streams the file part into the database as it arrives: at most `maxBytes`
 * (413 past it), not empty (400), of a type recognised from its first bytes
 * (JPEG, PNG, WebP or DICOM; 415 otherwise, whatever its name says). On any of
 * these nothing is left stored. The first `IN_MEMORY_BYTES` are kept to read.
 */
export async function storeImage(
  database: Database,
  part: MultipartFile,
  maxBytes: number,
  userId: number | null,
): Promise<ImageUpload> {
  let type: FileType | undefined;
  try {
    const file = await streamToChunks(database, part.file, {
      userId,
      keep: IN_MEMORY_BYTES,
      check(first) {
        if (!first.length) throw new HttpProblem(400, 'The file is empty.');
        type = sniffFileType(first);
        if (!type || !ACCEPTED.includes(type))
          throw new HttpProblem(
            415,
            `Images are accepted as ${IMAGING_FILE_TYPES.map((t) => FILE_TYPES[t].label).join(', ')} only; ` +
              'the content of this file is none of these.',
          );
      },
      truncated: () => part.file.truncated,
      tooLarge: () => new HttpProblem(413, `The file is too large: images may be up to ${formatBytes(maxBytes)}.`),
    });
    return { name: part.filename, type: type!, file };
  } finally {
    // A refused file is not read further; what the client still sends is let through to the reply.
    if (!part.file.readableEnded) part.file.resume();
  }
}
