import type { AnyResource } from '@chairside/domain';
import DeleteSweepOutlined from '@mui/icons-material/DeleteSweepOutlined';
import { Button } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client';
import { useToast } from '../shell/toast';
import { ConfirmDialog } from './ConfirmDialog';
import { problemMessage } from './errors';
import { resourceKeys } from './queryKeys';

export interface RemoveAllButtonProps {
  def: AnyResource;
  /** The list's search, filters and view, as the list query sends them. */
  query: Record<string, string | number | undefined>;
  /** How many records they match: what the user is asked to confirm. */
  total: number;
}

const MESSAGES = {
  archive: {
    confirm: 'Archive all {{total}} records that match the current search and filters? They can be restored later.',
    done: 'Records archived: {{total}}.',
  },
  delete: {
    confirm: 'Delete all {{total}} records that match the current search and filters? This cannot be undone.',
    done: 'Records deleted: {{total}}.',
  },
} as const;

/**
 * Remove All (`removeAll` record types): removes, or archives, every record the
 * list shows across its pages, after a confirmation that says how many. The
 * server removes them only if that number still matches.
 */
export function RemoveAllButton({ def, query, total }: RemoveAllButtonProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const text = MESSAGES[def.archivable ? 'archive' : 'delete'];
  const removeAll = useMutation({
    mutationFn: (confirmCount: number) =>
      api<{ removed: number }>('POST', `/${def.name}/remove-all`, { confirmCount }, query),
    onSettled: () => qc.invalidateQueries({ queryKey: resourceKeys.all }),
  });
  const confirm = () =>
    removeAll.mutate(total, {
      onSuccess: ({ removed }) => toast.success(t(text.done, { total: removed })),
      onError: (error) => toast.error(problemMessage(error)),
      onSettled: () => setOpen(false),
    });

  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color="error"
        startIcon={<DeleteSweepOutlined />}
        disabled={total === 0}
        onClick={() => setOpen(true)}
      >
        {t('Remove All')}
      </Button>
      <ConfirmDialog
        open={open}
        title="Remove All"
        message={text.confirm}
        values={{ total }}
        confirmLabel={def.archivable ? 'Archive all' : 'Delete all'}
        destructive
        busy={removeAll.isPending}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
