import {
  chartEntries,
  type FieldDef,
  SURFACE_CONDITIONS,
  spanPartners,
  surfacesOf,
  type ToothCondition,
  today,
} from '@chairside/domain';
import { useMemo } from 'react';
import { ApiError } from '../../api/client';
import { FieldsDialog } from '../../resources/FieldsDialog';
import { useToast } from '../../shell/toast';
import { useAddChartEntry } from './api';

const f = chartEntries.fields;

interface AddEntryDialogProps {
  patient: number;
  /** The tooth charted on (the first of a span); null for a quadrant, sextant, arch or the whole mouth. */
  tooth: string | null;
  subject: string;
  /** The surface clicked on the chart, chosen already. */
  surface?: string;
  /** The other end of a span picked on the chart (Shift+click), chosen already. */
  lastTooth?: string;
  onClose(): void;
}

/**
 * Charts a finding or a procedure on one tooth (its surfaces are the five
 * that tooth has), on a span from it (a bridge: its last tooth, in the same
 * arch), or — without a tooth — on a quadrant, sextant or arch or the whole
 * mouth; a service from the fee schedule gives the fee and the drawing.
 */
export function AddEntryDialog({ patient, tooth, subject, surface, lastTooth, onClose }: AddEntryDialogProps) {
  const toast = useToast();
  const add = useAddChartEntry();
  const fields = useMemo<Record<string, FieldDef>>(
    () => ({
      date: f.date,
      kind: f.kind,
      condition: f.condition,
      service: f.service,
      fee: f.fee,
      ...(tooth
        ? {
            surfaces: { ...f.surfaces, options: surfacesOf(tooth) },
            lastTooth: { ...f.lastTooth, options: spanPartners(tooth) },
          }
        : { region: f.region }),
      plan: f.plan,
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
        date: today(),
        kind: tooth ? 'Condition' : 'Planned',
        condition: '',
        ...(tooth ? { surfaces: surface ? [surface] : [], lastTooth: lastTooth ?? '' } : { region: '' }),
      }}
      submitLabel="Save"
      ready={(v) => (typeof v.condition === 'string' && v.condition !== '') || typeof v.service === 'number'}
      onSubmit={async (values) => {
        // A surface clicked on the chart is dropped for whole-tooth work (a crown, a missing tooth) and for a span.
        const whole =
          !!values.lastTooth ||
          (typeof values.condition === 'string' && !SURFACE_CONDITIONS.includes(values.condition as ToothCondition));
        const surfaces = whole || !tooth ? [] : (values.surfaces ?? []);
        try {
          await add.mutateAsync({ ...values, surfaces, patient, tooth });
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
