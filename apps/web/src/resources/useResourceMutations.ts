import type { AnyResource } from '@chairside/domain';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { del, patch, post, put } from '../api/client';
import { useSubmissionKey } from '../api/useSubmissionKey';
import { resourceKeys } from './queryKeys';
import type { ResourceRecord } from './types';

/**
 * After any change, every resource query is marked stale: the lists of this
 * resource, and the lists of others whose `labels` may name the changed record.
 * Only the queries on screen refetch.
 */
function invalidate(qc: QueryClient): Promise<void> {
  return qc.invalidateQueries({ queryKey: resourceKeys.all });
}

export function useCreateResource(def: AnyResource) {
  const qc = useQueryClient();
  const key = useSubmissionKey();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => post<ResourceRecord>(`/${def.name}`, body, key.headersFor(body)),
    onSuccess: (record) => {
      key.done();
      qc.setQueryData(resourceKeys.detail(def.name, record.id), record);
      return invalidate(qc);
    },
  });
}

export function useUpdateResource(def: AnyResource) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: Record<string, unknown> & { version: number } }) =>
      put<ResourceRecord>(`/${def.name}/${id}`, body),
    onSuccess: (record) => {
      qc.setQueryData(resourceKeys.detail(def.name, record.id), record);
      return invalidate(qc);
    },
  });
}

export function useDeleteResource(def: AnyResource) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => del(`/${def.name}/${id}`),
    onSuccess: (_, id) => qc.removeQueries({ queryKey: resourceKeys.detail(def.name, id) }),
    // A failed delete refreshes too: the record may be gone already (404) or have changed.
    onSettled: () => invalidate(qc),
  });
}

export function useBulkDeleteResource(def: AnyResource) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => post<{ deleted: number }>(`/${def.name}/bulk-delete`, { ids }),
    onSuccess: (_, ids) => {
      for (const id of ids) qc.removeQueries({ queryKey: resourceKeys.detail(def.name, id) });
    },
    onSettled: () => invalidate(qc),
  });
}

/** Brings an archived record back into the list (archivable record types). */
export function useRestoreResource(def: AnyResource) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => post<ResourceRecord>(`/${def.name}/${id}/restore`, {}),
    onSuccess: (record) => {
      qc.setQueryData(resourceKeys.detail(def.name, record.id), record);
      return invalidate(qc);
    },
  });
}

/** Changes some fields of a record (PATCH with the version it was read at). */
export function usePatchResource(def: AnyResource) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: Record<string, unknown> & { version: number } }) =>
      patch<ResourceRecord>(`/${def.name}/${id}`, body),
    onSuccess: (record) => {
      qc.setQueryData(resourceKeys.detail(def.name, record.id), record);
      return invalidate(qc);
    },
    // A stale version (409) or a vanished record: the list shows what is stored now.
    onError: () => invalidate(qc),
  });
}

/**
 * Sets the same values on several records (`POST /api/{name}/bulk-update`, types with `bulkEdit`),
 * each with the version it was read at: all of them, or none when one changed meanwhile.
 */
export function useBulkUpdateResource(def: AnyResource) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { items: { id: number; version: number }[]; values: Record<string, unknown> }) =>
      post<{ updated: number }>(`/${def.name}/bulk-update`, body),
    onSettled: () => invalidate(qc),
  });
}
