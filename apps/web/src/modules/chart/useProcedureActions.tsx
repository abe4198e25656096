import { chartEntries, PROCEDURE_MESSAGES, REVERSE_FIELDS } from '@chairside/domain';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import UndoOutlined from '@mui/icons-material/UndoOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { post } from '../../api/client';
import type { RowAction } from '../../resources/columns';
import { problemMessage } from '../../resources/errors';
import { FieldsDialog } from '../../resources/FieldsDialog';
import { resourceKeys } from '../../resources/queryKeys';
import type { ResourceRecord } from '../../resources/types';
import { useToast } from '../../shell/toast';

/**
 * Complete (planned work done today) and Reverse (a wrong completion, with a
 * reason): the two status moves of a procedure record, as row actions and
 * the reason's dialog. The server decides the day, the doctor and the charge.
 */
export function useProcedureActions() {
  const toast = useToast();
  const qc = useQueryClient();
  const [reversing, setReversing] = useState<ResourceRecord | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: resourceKeys.all });

  const actions = useMemo((): RowAction[] => {
    const complete = async (record: ResourceRecord) => {
      try {
        await post(`/${chartEntries.name}/${record.id}/complete`, { version: record.version });
        toast.success(PROCEDURE_MESSAGES.completed);
      } catch (error) {
        toast.error(problemMessage(error));
      }
      await qc.invalidateQueries({ queryKey: resourceKeys.all });
    };
    return [
      {
        label: 'Complete',
        icon: <CheckCircleOutlined fontSize="small" />,
        writes: true,
        shows: (r) => r.kind === 'Planned' || r.kind === 'Referred',
        onClick: (r) => void complete(r),
      },
      {
        label: 'Reverse completion',
        icon: <UndoOutlined fontSize="small" />,
        writes: true,
        shows: (r) => r.kind === 'Completed',
        onClick: setReversing,
      },
    ];
  }, [qc, toast]);

  const dialog = reversing && (
    <FieldsDialog
      open
      title="Reverse completion"
      subject={String((reversing.labels as Record<string, string> | undefined)?.service ?? reversing.condition ?? '')}
      fields={REVERSE_FIELDS}
      initial={{ reason: '' }}
      submitLabel="Reverse"
      onClose={() => setReversing(null)}
      onSubmit={async (values) => {
        try {
          await post(`/${chartEntries.name}/${reversing.id}/reverse`, {
            version: reversing.version,
            reason: values.reason,
          });
          toast.success(PROCEDURE_MESSAGES.reversed);
          setReversing(null);
        } catch (error) {
          toast.error(problemMessage(error));
          throw error;
        } finally {
          await refresh();
        }
      }}
    />
  );
  return { actions, dialog };
}
