import { z } from 'zod';
import type { FieldDef, FilesField } from './fields.js';

/**
 * Types of file a record may hold (a `files` field's `accept`). The server
 * recognises each from the file's first bytes, never from its name or the
 * browser's claim; the extensions only guide the file picker and name the
 * stored file.
 */
export const FILE_TYPES = {
  pdf: { label: 'PDF', mime: 'application/pdf', extensions: ['.pdf'] },
  jpeg: { label: 'JPEG', mime: 'image/jpeg', extensions: ['.jpg', '.jpeg'] },
  png: { label: 'PNG', mime: 'image/png', extensions: ['.png'] },
  webp: { label: 'WebP', mime: 'image/webp', extensions: ['.webp'] },
  dicom: { label: 'DICOM', mime: 'application/dicom', extensions: ['.dcm'] },
  doc: { label: 'DOC', mime: 'application/msword', extensions: ['.doc'] },
  docx: {
    label: 'DOCX',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['.docx'],
  },
} as const satisfies Record<string, { label: string; mime: string; extensions: readonly string[] }>;

export type FileType = keyof typeof FILE_TYPES;

/** Documents a clinic receives from a lab or a colleague: reports, scans, letters. */
export const DOCUMENT_FILE_TYPES = ['pdf', 'jpeg', 'png', 'doc', 'docx'] as const satisfies readonly FileType[];

/** Radiographs and photographs of the mouth: pictures, and DICOM files from an X-ray sensor or a CBCT. */
export const IMAGING_FILE_TYPES = ['jpeg', 'png', 'webp', 'dicom'] as const satisfies readonly FileType[];

/** One stored file as a record lists it; the bytes come from `GET /api/{name}/:id/files/:fileId`. */
export const storedFileSchema = z.object({
  id: z.number().int(),
  /** The file name as uploaded (made safe). */
  name: z.string(),
  /** Media type recognised from the content. */
  type: z.string(),
  /** Bytes. */
  size: z.number().int(),
  uploadedAt: z.string(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

/** `.pdf,.jpg,.jpeg`: the `accept` attribute of a file input. */
export const acceptAttribute = (accept: readonly FileType[]): string =>
  accept.flatMap((t) => FILE_TYPES[t].extensions).join(',');

/** `PDF, JPEG, PNG`: the accepted types named for people. */
export const acceptedLabels = (accept: readonly FileType[]): string =>
  accept.map((t) => FILE_TYPES[t].label).join(', ');

/** The file type whose media type this is (as stored), if any. */
export const fileTypeOfMime = (mime: string): FileType | undefined =>
  (Object.keys(FILE_TYPES) as FileType[]).find((t) => FILE_TYPES[t].mime === mime);

/** `10 MB`, `512 KB`: a byte limit for messages. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${+(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${+(bytes / 1024).toFixed(1)} KB`;
  return `${bytes} bytes`;
}

/** The `files` fields of a record type's fields, by key (empty when it has none). */
export function filesFieldsOf(fields: Readonly<Record<string, FieldDef>>): Map<string, FilesField> {
  const out = new Map<string, FilesField>();
  for (const [key, field] of Object.entries(fields)) if (field.kind === 'files') out.set(key, field);
  return out;
}
