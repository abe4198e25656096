import type { AnyResource } from '@chairside/domain';
import { Button, CircularProgress } from '@mui/material';
import type { ReactElement } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { useToast } from '../shell/toast';
import { problemMessage } from './errors';
import type { ResourceRecord } from './types';
import { useBulkUpdateResource } from './useResourceMutations';

/** A toolbar button that sets the same values on the selected rows (Mark as In Maintenance). */
export interface BulkAction {
  /** English text (i18n key). */
  label: string;
  icon?: ReactElement;
  /** Values of the type's `bulkEdit` fields, set on every selected record. */
  values: Record<string, unknown>;
  /** English toast after it, with `{{count}}`: `Updated status for {{count}} items`. */
  done: string;
}

interface BulkActionButtonProps {
  def: AnyResource;
  action: BulkAction;
  /** The selected rows, with the version each was read at. */
  selected: readonly ResourceRecord[];
  onDone(): void;
}

/** Disabled until rows are selected; a record changed meanwhile (409) changes nothing and says so. */
export function BulkActionButton({ def, action, selected, onDone }: BulkActionButtonProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const update = useBulkUpdateResource(def);
  const run = () =>
    update.mutate(
      { items: selected.map((r) => ({ id: r.id, version: r.version })), values: action.values },
      {
        onSuccess: ({ updated }) => {
          toast.success(t(action.done, { count: updated }));
          onDone();
        },
        onError: (error) => toast.error(problemMessage(error)),
      },
    );
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={update.isPending ? <CircularProgress size={16} color="inherit" /> : action.icon}
      disabled={selected.length === 0 || update.isPending}
      onClick={run}
    >
      {t(action.label)}
    </Button>
  );
}
