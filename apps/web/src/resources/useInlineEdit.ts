import type { AnyResource } from '@chairside/domain';
import type { DataGridProps, GridApi } from '@mui/x-data-grid';
import { type RefObject, useCallback, useMemo, useRef } from 'react';
import { ApiError } from '../api/client';
import { useToast } from '../shell/toast';
import { problemMessage } from './errors';
import type { ResourceRecord } from './types';
import { usePatchResource } from './useResourceMutations';

/** What an in-place edit that lost the race says: the row now shows the other person's version. */
export const INLINE_STALE =
  'Someone else changed this record meanwhile: the row now shows their version. Make your change again.';

/** The class of a cell the grid edits in place (see `list.inlineEdit`). */
export const INLINE_EDIT_CLASS = 'cell-inline-edit';

/** The event happened inside a cell edited in place (its double click edits; it does not open the record). */
export const isInlineEditTarget = (event: { target: EventTarget | null }): boolean =>
  event.target instanceof Element && event.target.closest(`.${INLINE_EDIT_CLASS}`) !== null;

type InlineProps = Pick<DataGridProps<ResourceRecord>, 'processRowUpdate' | 'onProcessRowUpdateError'>;

/**
 * Saving the grid's in-place edits (`def.list.inlineEdit`): the changed fields
 * go in a PATCH with the version the row was read at. A stale version (409)
 * drops the edit and the row shows what is stored now; a refused value (422)
 * keeps the cell open with the reason in a toast.
 */
export function useInlineEdit(def: AnyResource, apiRef: RefObject<GridApi | null>): InlineProps {
  const toast = useToast();
  const patch = usePatchResource(def);
  const pending = useRef<{ id: number; fields: string[] } | null>(null);

  const processRowUpdate = useCallback(
    async (next: ResourceRecord, before: ResourceRecord): Promise<ResourceRecord> => {
      const fields = (def.list.inlineEdit ?? []).filter((key) => (next[key] ?? null) !== (before[key] ?? null));
      if (!fields.length) return before;
      pending.current = { id: before.id, fields };
      const body = Object.fromEntries(fields.map((key) => [key, next[key] === '' ? null : (next[key] ?? null)]));
      const saved = await patch.mutateAsync({ id: before.id, body: { ...body, version: before.version } });
      pending.current = null;
      toast.success(def.messages.updated);
      return saved;
    },
    [def, patch.mutateAsync, toast],
  );

  const onProcessRowUpdateError = useCallback(
    (error: unknown) => {
      const edit = pending.current;
      pending.current = null;
      if (error instanceof ApiError && error.status === 409) {
        // Out of edit mode without the change: the refreshed row shows the stored values.
        for (const field of edit?.fields ?? [])
          if (edit && apiRef.current?.getCellMode(edit.id, field) === 'edit')
            apiRef.current.stopCellEditMode({ id: edit.id, field, ignoreModifications: true });
        toast.error(INLINE_STALE);
        return;
      }
      const first = error instanceof ApiError ? error.problem.errors?.[0]?.message : undefined;
      toast.error(first ?? problemMessage(error));
    },
    [apiRef, toast],
  );

  return useMemo(() => ({ processRowUpdate, onProcessRowUpdateError }), [processRowUpdate, onProcessRowUpdateError]);
}
