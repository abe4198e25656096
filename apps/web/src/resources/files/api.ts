import {
  acceptedLabels,
  FILE_TYPES,
  type FilesField,
  fileTypeOfMime,
  formatBytes,
  type StoredFile,
} from '@chairside/domain';
import { ApiError, del, download, postForm } from '../../api/client';
import type { TFunction } from '../../i18n/useTranslation';
import { GENERIC_ERROR } from '../errors';

/** The API path of one stored file of a record. */
export const filePath = (resource: string, recordId: number, fileId: number): string =>
  `/${resource}/${recordId}/files/${fileId}`;

/** Sends one file to a record's files field; the server checks its content and size. */
export function uploadFile(resource: string, recordId: number, field: string, file: File): Promise<StoredFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  return postForm<StoredFile>(`/${resource}/${recordId}/files/${field}`, form);
}

export const removeFile = (resource: string, recordId: number, fileId: number): Promise<void> =>
  del(filePath(resource, recordId, fileId));

/** The address that shows a stored PDF in the browser's own viewer (`?inline=1`; other types still download). */
export const inlineFileUrl = (resource: string, recordId: number, fileId: number): string =>
  `/api${filePath(resource, recordId, fileId)}?inline=1`;

/** Opens a stored file: a PDF in a new tab, in the browser's viewer; anything else is downloaded. */
export function openFile(resource: string, recordId: number, file: StoredFile): Promise<void> {
  if (fileTypeOfMime(file.type) === 'pdf') {
    window.open(inlineFileUrl(resource, recordId, file.id), '_blank', 'noopener');
    return Promise.resolve();
  }
  return downloadFile(resource, recordId, file.id);
}

/** Saves a stored file in the browser's downloads, under its name. */
export const downloadFile = (resource: string, recordId: number, fileId: number): Promise<void> =>
  download(filePath(resource, recordId, fileId));

/** Why a file was refused: an English message (i18n key) and its values. */
export interface FileProblem {
  message: string;
  values: Record<string, string | number>;
}

/** A refusal in the user's language (the field's label translated too). */
export function fileProblemText(t: TFunction, problem: FileProblem): string {
  const { label } = problem.values;
  return t(problem.message, { ...problem.values, ...(label === undefined ? {} : { label: t(String(label)) }) });
}

const acceptProblem = (field: FilesField): FileProblem => ({
  message: '{{label}} accepts {{types}} files only.',
  values: { label: field.label, types: acceptedLabels(field.accept) },
});

const sizeProblem = (field: FilesField): FileProblem => ({
  message: 'The file is too large: {{label}} accepts files up to {{size}}.',
  values: { label: field.label, size: formatBytes(field.maxBytes) },
});

export const countProblem = (field: FilesField): FileProblem => ({
  message: '{{label}} holds at most {{count}} files: remove one before adding another.',
  values: { label: field.label, count: field.maxFiles },
});

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
};

/** What is wrong with a file before it is sent (its name's extension, its size); null when it may go. */
export function checkFile(field: FilesField, file: File): FileProblem | null {
  const allowed: readonly string[] = field.accept.flatMap((t) => FILE_TYPES[t].extensions);
  if (!allowed.includes(extensionOf(file.name))) return acceptProblem(field);
  if (file.size > field.maxBytes) return sizeProblem(field);
  if (file.size === 0) return { message: 'The file is empty.', values: {} };
  return null;
}

/** Why the server refused an upload, in words the user can act on. */
export function uploadProblem(field: FilesField, error: unknown, stored: number): FileProblem {
  if (error instanceof ApiError) {
    if (error.status === 415) return acceptProblem(field);
    if (error.status === 413) return sizeProblem(field);
    if (error.status === 422 && stored >= field.maxFiles) return countProblem(field);
    if (error.status < 500 && error.problem.detail) return { message: error.problem.detail, values: {} };
  }
  return { message: GENERIC_ERROR, values: {} };
}
