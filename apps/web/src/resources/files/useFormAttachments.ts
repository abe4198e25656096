import { type AnyResource, filesFieldsOf, type StoredFile } from '@chairside/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { resourceKeys } from '../queryKeys';
import type { ResourceRecord } from '../types';
import { type FileProblem, uploadFile, uploadProblem } from './api';

/** A file the form could not upload after saving the record, and why. */
export interface AttachmentFailure {
  name: string;
  problem: FileProblem;
}

/** What a form's files controls share with it: the record, its files, and the files waiting for a new record. */
export interface FormAttachments {
  resource: string;
  /** The saved record's id; null while the record is new. */
  recordId: number | null;
  stored(key: string): readonly StoredFile[];
  pending(key: string): readonly File[];
  setPending(key: string, files: File[]): void;
  /** Uploads the waiting files to the record just created; returns those that failed. */
  uploadPending(recordId: number): Promise<AttachmentFailure[]>;
}

/** The files state of a create or edit form of `def` (see FilesInput). */
export function useFormAttachments(def: AnyResource, record?: ResourceRecord): FormAttachments {
  const qc = useQueryClient();
  const fields = useMemo(() => filesFieldsOf(def.fields), [def]);
  const [waiting, setWaiting] = useState<Record<string, File[]>>({});

  const uploadPending = useCallback(
    async (recordId: number) => {
      const failures: AttachmentFailure[] = [];
      let sent = 0;
      for (const [key, files] of Object.entries(waiting)) {
        const field = fields.get(key);
        if (!field) continue;
        for (const [i, file] of files.entries()) {
          try {
            await uploadFile(def.name, recordId, key, file);
            sent += 1;
          } catch (error) {
            failures.push({ name: file.name, problem: uploadProblem(field, error, i) });
          }
        }
      }
      if (sent) await qc.invalidateQueries({ queryKey: resourceKeys.of(def.name) });
      return failures;
    },
    [waiting, fields, def.name, qc],
  );

  return {
    resource: def.name,
    recordId: record?.id ?? null,
    stored: (key) => (Array.isArray(record?.[key]) ? (record[key] as StoredFile[]) : []),
    pending: (key) => waiting[key] ?? [],
    setPending: (key, files) => setWaiting((w) => ({ ...w, [key]: files })),
    uploadPending,
  };
}
