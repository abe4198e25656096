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
import { sniffFileType } from '../../files/sniff.js';
import { HttpProblem } from '../../http/problem.js';
import type { Row } from '../../resources/columns.js';

/** The record's fields an upload carries as form parts, before its file part. */
const TEXT_PARTS = ['patient', 'doctor', 'imageType', 'takenOn', 'notes', 'teeth'] as const;
const ID_PARTS = new Set(['patient', 'doctor']);

export interface ImageUpload {
  values: Row;
  name: string;
  data: Buffer;
  type: FileType;
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
 * Reads an image upload: the record's fields, then one part named `file`, at
 * most `maxBytes` (413 past it), not empty (400), of a type recognised from its
 * bytes (JPEG, PNG, WebP or DICOM; 415 otherwise, whatever its name says).
 */
export async function receiveImage(request: FastifyRequest, maxBytes: number): Promise<ImageUpload> {
  if (!request.isMultipart())
    throw new HttpProblem(415, 'Send the image as multipart/form-data: the fields, then a part named "file".');
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 20, parts: 21 } });
  if (part?.fieldname !== 'file') throw new HttpProblem(400, 'Send the image in a part named "file".');
  const values = valuesOf(part);
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpProblem(413, `The file is too large: images may be up to ${formatBytes(maxBytes)}.`);
    throw err;
  }
  if (!data.length) throw new HttpProblem(400, 'The file is empty.');
  const type = sniffFileType(data);
  if (!type || !(IMAGING_FILE_TYPES as readonly FileType[]).includes(type))
    throw new HttpProblem(
      415,
      `Images are accepted as ${IMAGING_FILE_TYPES.map((t) => FILE_TYPES[t].label).join(', ')} only; ` +
        'the content of this file is none of these.',
    );
  return { values, name: part.filename, data, type };
}
