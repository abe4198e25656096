import type { AnyResource } from '@chairside/domain';
import { type ReactNode, useState } from 'react';
import { useToast } from '../shell/toast';
import { ConfirmDialog } from './ConfirmDialog';
import { deleteErrorMessage } from './deleteErrors';
import { recordTitle } from './format';
import type { ResourceRecord } from './types';
import { useDeleteResource } from './useResourceMutations';

interface ConfirmDelete {
  /** Ask to delete this record. */
  request(record: ResourceRecord): void;
  /** The confirmation dialog; render it once. */
  dialog: ReactNode;
}

/** Delete one record after the resource's `confirmDelete` question; toasts the outcome. */
export function useConfirmDelete(def: AnyResource, onDeleted?: (id: number) => void): ConfirmDelete {
  const toast = useToast();
  const remove = useDeleteResource(def);
  const [target, setTarget] = useState<ResourceRecord | null>(null);

  const confirm = () => {
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: () => {
        toast.success(def.messages.deleted);
        setTarget(null);
        onDeleted?.(target.id);
      },
      onError: (error) => {
        toast.error(deleteErrorMessage(error, def.messages.deleteFailed));
        setTarget(null);
      },
    });
  };

  const title = recordTitle(def, target);
  // A question that names the record (`Delete "{{name}}"?`) needs no separate detail line.
  const named = def.messages.confirmDelete.includes('{{name}}');
  const dialog = (
    <ConfirmDialog
      open={target !== null}
      title={def.archivable ? 'Archive' : 'Delete'}
      message={def.messages.confirmDelete}
      values={{ name: title ?? '' }}
      detail={named ? undefined : title}
      confirmLabel={def.archivable ? 'Archive' : 'Delete'}
      destructive
      busy={remove.isPending}
      onConfirm={confirm}
      onCancel={() => setTarget(null)}
    />
  );
  return { request: setTarget, dialog };
}
