import { MEDICAMENT_STATUS_UPDATED, medicaments, toggledMedicamentStatus } from '@chairside/domain';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import { useMemo } from 'react';
import type { RowAction } from '../../resources/columns';
import { problemMessage } from '../../resources/errors';
import { usePatchResource } from '../../resources/useResourceMutations';
import { useToast } from '../../shell/toast';

/**
 * The row action that switches a medicament between Available and
 * Unavailable in one click (PATCH with the version read; an expired one has
 * no switch).
 */
export function useStatusToggle(): RowAction {
  const toast = useToast();
  const patch = usePatchResource(medicaments);
  const { mutate } = patch;
  return useMemo(
    () => ({
      label: (record) => (record.status === 'Available' ? 'Mark as Unavailable' : 'Mark as Available'),
      icon: <SwapHorizOutlined fontSize="small" />,
      shows: (record) => toggledMedicamentStatus(record.status) !== null,
      writes: true,
      onClick: (record) => {
        const status = toggledMedicamentStatus(record.status);
        if (!status) return;
        mutate(
          { id: record.id, body: { status, version: record.version } },
          {
            onSuccess: () => toast.success(MEDICAMENT_STATUS_UPDATED),
            onError: (error) => toast.error(problemMessage(error)),
          },
        );
      },
    }),
    [mutate, toast],
  );
}
