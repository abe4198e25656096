import type { AnyResource } from '@chairside/domain';
import { type ReactNode, useState } from 'react';
import { useToast } from '../shell/toast';
import { ConfirmDialog } from './ConfirmDialog';
import { deleteErrorMessage } from './deleteErrors';
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
        toast.error(deleteErrorMessage(error));
        setTarget(null);
      },
    });
  };

  const title = target ? target[def.titleField] : undefined;
  const dialog = (
    <ConfirmDialog
      open={target !== null}
      title="Delete"
      message={def.messages.confirmDelete}
      detail={typeof title === 'string' ? title : undefined}
      confirmLabel="Delete"
      destructive
      busy={remove.isPending}
      onConfirm={confirm}
      onCancel={() => setTarget(null)}
    />
  );
  return { request: setTarget, dialog };
}
