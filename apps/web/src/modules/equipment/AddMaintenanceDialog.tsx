import { EQUIPMENT_MESSAGES, MAINTENANCE_FIELDS, type MaintenanceInput } from '@chairside/domain';
import dayjs from 'dayjs';
import { ApiError } from '../../api/client';
import { FieldsDialog } from '../../resources/FieldsDialog';
import type { ResourceRecord } from '../../resources/types';
import { useToast } from '../../shell/toast';
import { useAddMaintenance } from './api';

interface AddMaintenanceDialogProps {
  record: ResourceRecord;
  onClose(): void;
}

/** Records a maintenance entry (date, type, notes): Add stays disabled until a date and a type are given. */
export function AddMaintenanceDialog({ record, onClose }: AddMaintenanceDialogProps) {
  const toast = useToast();
  const add = useAddMaintenance();
  return (
    <FieldsDialog
      open
      title="Add Maintenance"
      subject={String(record.equipmentName ?? '')}
      fields={MAINTENANCE_FIELDS}
      initial={{ date: dayjs().format('YYYY-MM-DD'), type: '', nextServiceDue: '', notes: '' }}
      submitLabel="Add"
      ready={(v) => typeof v.date === 'string' && v.date !== '' && typeof v.type === 'string' && v.type !== ''}
      onSubmit={async (values) => {
        try {
          await add.mutateAsync({ id: record.id, entry: values as MaintenanceInput });
          toast.success(EQUIPMENT_MESSAGES.maintenanceAdded);
          onClose();
        } catch (error) {
          // Field messages show at their fields; anything else is said once.
          if (!(error instanceof ApiError && error.problem.errors?.length))
            toast.error(EQUIPMENT_MESSAGES.maintenanceFailed);
          throw error;
        }
      }}
      onClose={onClose}
    />
  );
}
