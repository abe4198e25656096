import { chartEntries, type FieldDef, surfacesOf } from '@chairside/domain';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { ApiError } from '../../api/client';
import { FieldsDialog } from '../../resources/FieldsDialog';
import { useToast } from '../../shell/toast';
import { useAddChartEntry } from './api';

const f = chartEntries.fields;

interface AddEntryDialogProps {
  patient: number;
  tooth: string;
  subject: string;
  /** The surface clicked on the chart, chosen already. */
  surface?: string;
  onClose(): void;
}

/** Charts a finding or a procedure on one tooth: its surfaces are the five that tooth has. */
export function AddEntryDialog({ patient, tooth, subject, surface, onClose }: AddEntryDialogProps) {
  const toast = useToast();
  const add = useAddChartEntry();
  const fields = useMemo<Record<string, FieldDef>>(
    () => ({
      date: f.date,
      kind: f.kind,
      condition: f.condition,
      surfaces: { ...f.surfaces, options: surfacesOf(tooth) },
      diagnosis: f.diagnosis,
      procedure: f.procedure,
      operation: f.operation,
      treatmentSummary: f.treatmentSummary,
      notes: f.notes,
      doctor: f.doctor,
      clinic: f.clinic,
      appointment: f.appointment,
    }),
    [tooth],
  );
  return (
    <FieldsDialog
      open
      title="Add Chart Entry"
      subject={subject}
      fields={fields}
      initial={{
        date: dayjs().format('YYYY-MM-DD'),
        kind: 'Condition',
        condition: '',
        surfaces: surface ? [surface] : [],
      }}
      submitLabel="Save"
      ready={(v) => typeof v.condition === 'string' && v.condition !== ''}
      onSubmit={async (values) => {
        try {
          await add.mutateAsync({ ...values, surfaces: values.surfaces ?? [], patient, tooth });
          toast.success(chartEntries.messages.created);
          onClose();
        } catch (error) {
          // Field messages show at their fields; anything else is the spec's one message.
          if (!(error instanceof ApiError && error.problem.errors?.length)) toast.error('Failed to save data.');
          throw error;
        }
      }}
      onClose={onClose}
    />
  );
}
