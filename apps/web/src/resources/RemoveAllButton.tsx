import { type AnyResource, removeAllScope } from '@chairside/domain';
import DeleteSweepOutlined from '@mui/icons-material/DeleteSweepOutlined';
import { Button } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../api/client';
import { useTranslation } from '../i18n/useTranslation';
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
  /** `total` is the server's estimate (a search past 2,000 matches): the number to confirm is asked for. */
  estimated?: boolean;
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
 * How many records Remove All would remove: the list's total, unless the list only estimated it or the
 * Remove All is scoped (invoices: drafts only); then the selection (with the scope's value) counted exactly by
 * the list (`count=exact`), 0 while it is counted and when a filter asks for another value than the scope's.
 */
function useConfirmTotal(
  def: AnyResource,
  query: RemoveAllButtonProps['query'],
  total: number,
  estimated: boolean,
): number {
  const scope = removeAllScope(def);
  const asked = scope ? query[scope.field] : undefined;
  const outside = scope !== null && asked !== undefined && asked !== '' && String(asked) !== scope.value;
  const counted = {
    ...query,
    ...(scope ? { [scope.field]: scope.value } : {}),
    page: 1,
    pageSize: 1,
    count: 'exact',
  };
  const count = useQuery({
    queryKey: [...resourceKeys.all, def.name, 'remove-all-count', counted],
    queryFn: () => api<{ total: number }>('GET', `/${def.name}`, undefined, counted),
    enabled: (scope !== null || estimated) && !outside,
  });
  if (!scope && !estimated) return total;
  return outside ? 0 : (count.data?.total ?? 0);
}

/**
 * Remove All (`removeAll` record types): removes, or archives, every record the
 * list shows across its pages, after a confirmation that says how many. The
 * server removes them only if that number still matches. A scoped one (invoices)
 * removes only the matching records with the scope's value, under its own label.
 */
export function RemoveAllButton({ def, query, total: listTotal, estimated = false }: RemoveAllButtonProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const scope = removeAllScope(def);
  const total = useConfirmTotal(def, query, listTotal, estimated);
  const text = scope ?? MESSAGES[def.archivable ? 'archive' : 'delete'];
  const label = scope?.label ?? 'Remove All';
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
        {t(label)}
      </Button>
      <ConfirmDialog
        open={open}
        title={label}
        message={text.confirm}
        values={{ total }}
        confirmLabel={scope?.label ?? (def.archivable ? 'Archive all' : 'Delete all')}
        destructive
        busy={removeAll.isPending}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
