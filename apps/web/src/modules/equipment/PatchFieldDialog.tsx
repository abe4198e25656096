import { equipment } from '@chairside/domain';
import { problemMessage } from '../../resources/errors';
import { FieldsDialog } from '../../resources/FieldsDialog';
import type { ResourceRecord } from '../../resources/types';
import { usePatchResource } from '../../resources/useResourceMutations';
import { useToast } from '../../shell/toast';

interface PatchFieldDialogProps {
  record: ResourceRecord;
  /** The equipment field the dialog sets (required here, whatever the record form says). */
  field: 'nextServiceDue' | 'assignedTechnician';
  title: string;
  submitLabel: string;
  /** English toast once saved. */
  done: string;
  onClose(): void;
}

/**
 * Schedule Maintenance (the next service date) and Assign Technician: one
 * field of the equipment, saved with a PATCH and the version the list read.
 */
export function PatchFieldDialog({ record, field, title, submitLabel, done, onClose }: PatchFieldDialogProps) {
  const toast = useToast();
  const patch = usePatchResource(equipment);
  const def = equipment.fields[field];
  return (
    <FieldsDialog
      open
      title={title}
      subject={String(record.equipmentName ?? '')}
      fields={{ [field]: { ...def, required: true } }}
      initial={{ [field]: record[field] ?? null }}
      submitLabel={submitLabel}
      onSubmit={async (values) => {
        try {
          await patch.mutateAsync({ id: record.id, body: { [field]: values[field], version: record.version } });
          toast.success(done);
          onClose();
        } catch (error) {
          toast.error(problemMessage(error));
          throw error;
        }
      }}
      onClose={onClose}
    />
  );
}
