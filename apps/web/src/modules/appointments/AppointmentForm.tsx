import {
  appointments,
  type BookingProblemExtras,
  doctors,
  type FreeSlot,
  fromMinutes,
  type TimeSlot,
  toMinutes,
} from '@chairside/domain';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  CircularProgress,
  Grid,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { type Control, Controller, useForm, useWatch } from 'react-hook-form';
import { ApiError } from '../../api/client';
import { useAuth } from '../../auth/AuthContext';
import { useTranslation } from '../../i18n/useTranslation';
import { flattenErrors, GENERIC_ERROR } from '../../resources/errors';
import { FieldInput } from '../../resources/fields/FieldInput';
import { formResolver } from '../../resources/formResolver';
import { type FormValues, initialFormValues } from '../../resources/formValues';
import { STALE_VERSION } from '../../resources/ResourceForm';
import { serverFieldErrors } from '../../resources/serverErrors';
import type { ResourceRecord } from '../../resources/types';
import { useResource } from '../../resources/useResource';
import { useCreateResource, useUpdateResource } from '../../resources/useResourceMutations';
import { useToast } from '../../shell/toast';
import { type BookingProblem, BookingProblemAlert } from './BookingProblemAlert';
import { FreeSlots } from './FreeSlots';

const LENGTHS = [15, 30, 45, 60, 90, 120];

export interface AppointmentFormProps {
  /** The appointment to edit; absent: a new booking. */
  record?: ResourceRecord;
  /** Values of a new booking (a patient, a doctor, a day chosen elsewhere). */
  defaults?: Record<string, unknown>;
  onSaved(record: ResourceRecord): void;
  onCancel(): void;
  /** Told whether the form holds unsaved changes or is saving. */
  onGuard?(guard: { dirty: boolean; saving: boolean }): void;
}

function FieldControl({
  name,
  control,
  disabled,
  labels,
}: {
  name: string;
  control: Control<FormValues, unknown, FormValues>;
  disabled?: boolean;
  labels?: Record<string, string | null>;
}) {
  const field = appointments.fields[name];
  if (!field) return null;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: c, fieldState }) => (
        <FieldInput
          name={name}
          field={field}
          value={c.value}
          onChange={c.onChange}
          onBlur={c.onBlur}
          inputRef={c.ref}
          errors={flattenErrors(fieldState.error)}
          disabled={disabled}
          valueLabel={labels?.[name]}
        />
      )}
    />
  );
}

const lengthOf = (start: unknown, end: unknown): number | null =>
  typeof start === 'string' && typeof end === 'string' && start && end && end > start
    ? toMinutes(end) - toMinutes(start)
    : null;

/**
 * Booking and changing an appointment: patient, doctor (its clinic comes
 * with it), day, then one of the doctor's free times, or times typed by hand.
 * A refused booking says why and offers the doctor's next free slot. The
 * same schema as the server validates it; an administrator may book outside
 * the working hours on purpose.
 */
export function AppointmentForm({ record, defaults, onSaved, onCancel, onGuard }: AppointmentFormProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const { user } = useAuth();
  const create = useCreateResource(appointments);
  const update = useUpdateResource(appointments);
  const [problem, setProblem] = useState<BookingProblem | null>(null);
  const [length, setLength] = useState(() => lengthOf(record?.startTime, record?.endTime) ?? 30);

  const resolver = useMemo(() => formResolver(appointments), []);
  const form = useForm<FormValues, unknown, FormValues>({
    defaultValues: initialFormValues(appointments, record, defaults),
    resolver,
  });
  const { isDirty, isSubmitting } = form.formState;
  useEffect(() => onGuard?.({ dirty: isDirty, saving: isSubmitting }), [isDirty, isSubmitting, onGuard]);

  const [doctorId, clinicId, date, start, end, recallType] = useWatch({
    control: form.control,
    name: ['doctor', 'clinic', 'appointmentDate', 'startTime', 'endTime', 'recallType'],
  });
  const doctor = useResource(doctors, typeof doctorId === 'number' ? doctorId : null);
  // A doctor sees patients at one clinic: choosing another doctor chooses it (the form's own doctor keeps its clinic).
  const doctorClinic = doctor.data?.clinic;
  const [firstDoctor] = useState(() => form.getValues('doctor'));
  useEffect(() => {
    const kept = doctorId === firstDoctor && form.getValues('clinic') !== null;
    if (typeof doctorClinic === 'number' && !kept && form.getValues('clinic') !== doctorClinic)
      form.setValue('clinic', doctorClinic, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  }, [doctorClinic, doctorId, firstDoctor, form]);

  const slotQuery =
    typeof doctorId === 'number' && typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date)
      ? {
          doctor: doctorId,
          clinic: typeof clinicId === 'number' ? clinicId : null,
          date,
          duration: length,
          exclude: record?.id ?? null,
        }
      : null;

  const place = (slot: TimeSlot, day?: string) => {
    const opts = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    if (day) form.setValue('appointmentDate', day, opts);
    form.setValue('startTime', slot.start, opts);
    form.setValue('endTime', slot.end, opts);
  };
  const chooseLength = (minutes: number) => {
    setLength(minutes);
    if (typeof start === 'string' && /^\d\d:\d\d$/.test(start))
      form.setValue('endTime', fromMinutes(Math.min(toMinutes(start) + minutes, 1439)), { shouldDirty: true });
  };
  const takeSlot = (slot: FreeSlot) => {
    place(slot, slot.date);
    setProblem(null);
    form.clearErrors();
  };

  const showProblem = (error: ApiError) => {
    const errors = serverFieldErrors(appointments, error);
    for (const e of errors) if (e.field) form.setError(e.field, { type: 'server', message: e.message });
    const extras = error.problem as BookingProblemExtras;
    // Each reason on its own, so that each is translated.
    const reasons = [...new Set((error.problem.errors ?? []).map((e) => e.message))];
    setProblem({
      messages: reasons.length ? reasons : [error.problem.detail ?? error.problem.title],
      clash: extras.clash,
      nextFree: 'nextFree' in extras ? extras.nextFree : undefined,
    });
  };

  const submit = form.handleSubmit(async (body) => {
    setProblem(null);
    try {
      const saved = record
        ? await update.mutateAsync({ id: record.id, body: { ...body, version: record.version } })
        : await create.mutateAsync(body);
      toast.success(record ? appointments.messages.updated : appointments.messages.created);
      onGuard?.({ dirty: false, saving: false });
      onSaved(saved);
    } catch (error) {
      const clash = error instanceof ApiError && error.status === 409 && 'clash' in error.problem;
      if (
        error instanceof ApiError &&
        error.status === 409 &&
        record &&
        !clash &&
        error.problem.errors?.[0]?.path === 'version'
      )
        toast.error(STALE_VERSION);
      else if (error instanceof ApiError && [403, 409, 422].includes(error.status)) showProblem(error);
      else if (error instanceof ApiError && error.status === 400) showProblem(error);
      else toast.error(GENERIC_ERROR);
    }
  });

  const disabled = isSubmitting;
  const admin = user?.role === 'Admin';
  const labels = record?.labels;
  const half = { xs: 12, sm: 6 } as const;

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t(record ? 'Edit Appointment' : 'Book Appointment')}>
      {problem && <BookingProblemAlert problem={problem} onUseSlot={takeSlot} />}
      {!problem && form.formState.submitCount > 0 && Object.keys(form.formState.errors).length > 0 && (
        <Alert severity="error" sx={{ mb: 2 }}>
          <AlertTitle>{t('Please correct the errors below.')}</AlertTitle>
        </Alert>
      )}
      <Stack spacing={3}>
        <Box component="section">
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
            {t('Visit')}
          </Typography>
          <Grid container spacing={2}>
            {['patient', 'doctor', 'clinic', 'appointmentType'].map((name) => (
              <Grid key={name} size={half}>
                <FieldControl name={name} control={form.control} disabled={disabled} labels={labels} />
              </Grid>
            ))}
            {/* Only on a visit booked from the recall list: which recall it answers (the dashboard counts it). */}
            {recallType !== null && recallType !== undefined && (
              <Grid size={half}>
                <FieldControl name="recallType" control={form.control} disabled={disabled} labels={labels} />
              </Grid>
            )}
            <Grid size={12}>
              <FieldControl name="reasonForVisit" control={form.control} disabled={disabled} />
            </Grid>
          </Grid>
        </Box>
        <Box component="section">
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
            {t('When')}
          </Typography>
          <Grid container spacing={2}>
            <Grid size={half}>
              <FieldControl name="appointmentDate" control={form.control} disabled={disabled} />
            </Grid>
            <Grid size={half}>
              <TextField
                select
                label={t('Length')}
                name="length"
                value={length}
                onChange={(e) => chooseLength(Number(e.target.value))}
                disabled={disabled}
                fullWidth
              >
                {LENGTHS.map((m) => (
                  <MenuItem key={m} value={m}>
                    {t('{{n}} minutes', { n: m })}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={12}>
              <FreeSlots
                query={slotQuery}
                selected={typeof start === 'string' && typeof end === 'string' ? { start, end } : null}
                onPick={(slot) => place(slot)}
              />
            </Grid>
            <Grid size={half}>
              <FieldControl name="startTime" control={form.control} disabled={disabled} />
            </Grid>
            <Grid size={half}>
              <FieldControl name="endTime" control={form.control} disabled={disabled} />
            </Grid>
            {(admin || record?.outsideHours === true) && (
              <Grid size={12}>
                <FieldControl name="outsideHours" control={form.control} disabled={disabled || !admin} />
              </Grid>
            )}
          </Grid>
        </Box>
        <Box component="section">
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
            {t('Contact')}
          </Typography>
          <Grid container spacing={2}>
            {['telephone', 'email'].map((name) => (
              <Grid key={name} size={half}>
                <FieldControl name={name} control={form.control} disabled={disabled} />
              </Grid>
            ))}
            <Grid size={12}>
              <FieldControl name="notes" control={form.control} disabled={disabled} />
            </Grid>
          </Grid>
        </Box>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', pt: 3 }}>
        <Button onClick={onCancel} disabled={disabled}>
          {t('Cancel')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={disabled}
          startIcon={disabled ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {t(record ? 'Save' : 'Book Appointment')}
        </Button>
      </Stack>
    </Box>
  );
}
