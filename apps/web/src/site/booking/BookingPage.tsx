import {
  APPOINTMENT_TYPES,
  BOOKING_HONEYPOT,
  BOOKING_MESSAGES,
  type BookingConfirmation,
  type BookingRequest,
  bookingIcs,
  bookingRequestSchema,
  now,
} from '@chairside/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import EventOutlined from '@mui/icons-material/EventOutlined';
import { Alert, Button, Grid, Stack, Typography } from '@mui/material';
import { useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ApiError, post } from '../../api/client';
import { applyFieldErrors } from '../../api/errors';
import { DateLocalization } from '../../app/DateLocalization';
import { QueryProvider } from '../../app/QueryProvider';
import { useFormatDate } from '../../app/useFormatDate';
import { FormSelectField } from '../../components/FormSelectField';
import { FormTextField } from '../../components/FormTextField';
import { useTranslation } from '../../i18n/useTranslation';
import { localDate } from '../../modules/appointment-book/calendarRange';
import { AuthLayout } from '../AuthLayout';
import { Honeypot } from '../Honeypot';
import { BookingSummary } from './BookingSummary';
import { bookingWeek, newIdempotencyKey } from './bookingWeek';
import { type ChosenSlot, SlotPicker } from './SlotPicker';
import { useBookingOptions, useBookingSlots } from './useBooking';

const FIELDS = ['clinic', 'doctor', 'appointmentType', 'fullName', 'email', 'telephone', 'reasonForVisit'] as const;
const SLOT_PATHS = ['date', 'startTime'];

type Values = BookingRequest & { clinic: number | ''; doctor: number | '' };
const EMPTY = {
  clinic: '',
  doctor: '',
  date: '',
  startTime: '',
  appointmentType: 'In-Person',
  fullName: '',
  email: '',
  telephone: '',
  reasonForVisit: '',
  [BOOKING_HONEYPOT]: '',
} as unknown as Values;

const idOf = (value: unknown): number | null => (value === '' || value == null ? null : Number(value));

function failureOf(error: unknown): string {
  if (error instanceof ApiError && [409, 422, 429].includes(error.status) && error.problem.detail)
    return error.problem.detail;
  return BOOKING_MESSAGES.failed;
}

/**
 * The public booking page (`/book-appointment`, spec 000 §2.7): clinic and
 * doctor, a free time from the doctor's real availability, then who the
 * visitor is. Sent with an idempotency key, so a double click or a retry
 * books once; a time taken meanwhile is said so and the times are read again.
 */
function Booking() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const today = localDate(now());
  const options = useBookingOptions();
  const [week, setWeek] = useState(0);
  const [chosen, setChosen] = useState<ChosenSlot | null>(null);
  const [slotError, setSlotError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [booked, setBooked] = useState<BookingConfirmation | null>(null);
  const key = useRef(newIdempotencyKey());
  // A reminder's Reschedule link names the doctor and clinic: `?doctor=3&clinic=1`.
  const [params] = useSearchParams();
  const { control, handleSubmit, register, setError, setValue, formState } = useForm<Values>({
    resolver: zodResolver(bookingRequestSchema) as never,
    defaultValues: { ...EMPTY, clinic: params.get('clinic') ?? '', doctor: params.get('doctor') ?? '' } as Values,
  });
  // The selects hold the ids as text.
  const [clinicValue, doctorValue] = useWatch({ control, name: ['clinic', 'doctor'] });
  const clinic = idOf(clinicValue);
  const doctor = idOf(doctorValue);
  const range = bookingWeek(today, week);
  const slots = useBookingSlots({ doctor, clinic, ...range });

  const doctors = (options.data?.doctors ?? []).filter((d) => d.clinic === null || d.clinic === clinic);
  const clinicName = options.data?.clinics.find((c) => c.id === clinic)?.name;
  const doctorName = options.data?.doctors.find((d) => d.id === doctor)?.fullName;

  const choose = (slot: ChosenSlot | null) => {
    setChosen(slot);
    setSlotError(null);
    setValue('date', slot?.date ?? '');
    setValue('startTime', slot?.start ?? '');
  };

  const onSubmit = handleSubmit(
    async (values) => {
      setFailure(null);
      try {
        setBooked(await post<BookingConfirmation>('/booking', values, { 'idempotency-key': key.current }));
      } catch (e) {
        const refused = e instanceof ApiError && (e.status === 409 || e.fieldErrors().startTime !== undefined);
        if (refused) {
          // The time went (or never was free): choose again; the refused attempt stored nothing.
          choose(null);
          setSlotError(failureOf(e));
          await slots.refetch();
        } else if (!applyFieldErrors(e, FIELDS, setError)) setFailure(failureOf(e));
        if (e instanceof ApiError) key.current = newIdempotencyKey();
      }
    },
    (errors) => {
      if (SLOT_PATHS.some((p) => p in errors)) setSlotError(t('Choose a free time first.'));
    },
  );

  const footer = (
    <Button component={RouterLink} to="/">
      {t('Back to the website')}
    </Button>
  );

  // The confirmation stays until the visitor leaves (the spec's 1.5 s redirect took the reference away).
  if (booked)
    return (
      <AuthLayout title={t('Book Appointment')} width="sm" footer={footer}>
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {t(BOOKING_MESSAGES.booked)}
        </Alert>
        <BookingSummary confirmation={booked} />
        <CalendarLink confirmation={booked} />
      </AuthLayout>
    );

  return (
    <AuthLayout title={t('Book Appointment')} width="sm" footer={footer}>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        {t('Choose a clinic, a doctor and a free time; the clinic will confirm your visit.')}
      </Typography>
      {options.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t(BOOKING_MESSAGES.optionsFailed)}
        </Alert>
      )}
      {failure && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {t(failure)}
        </Alert>
      )}
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} sx={{ position: 'relative' }}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormSelectField
              control={control}
              name="clinic"
              label={t('Clinic')}
              required
              fullWidth
              options={(options.data?.clinics ?? []).map((c) => ({
                value: String(c.id),
                label: c.city ? `${c.name} (${c.city})` : c.name,
              }))}
              onValueChange={() => {
                setValue('doctor', '' as unknown as number);
                choose(null);
              }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormSelectField
              control={control}
              name="doctor"
              label={t('Doctor')}
              required
              fullWidth
              disabled={clinic === null}
              options={doctors.map((d) => ({
                value: String(d.id),
                label: d.specialization ? `${d.fullName} · ${t(d.specialization)}` : d.fullName,
              }))}
              onValueChange={() => {
                setWeek(0);
                choose(null);
              }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormSelectField
              control={control}
              name="appointmentType"
              label={t('Type')}
              fullWidth
              options={APPOINTMENT_TYPES.map((v) => ({ value: v, label: t(v) }))}
            />
          </Grid>
        </Grid>
        {doctor !== null && (
          <SlotPicker
            range={range}
            slots={slots.data}
            loading={slots.isFetching}
            failed={slots.isError}
            canGoBack={week > 0}
            chosen={chosen}
            onWeek={(step) => {
              setWeek((w) => Math.max(0, w + step));
              choose(null);
            }}
            onChoose={choose}
          />
        )}
        {slotError && (
          <Alert severity="warning" role="alert">
            {t(slotError)}
          </Alert>
        )}
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('Your details')}
        </Typography>
        <FormTextField control={control} name="fullName" label={t('Full Name')} autoComplete="name" required />
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={control} name="email" label={t('Email')} type="email" autoComplete="email" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={control} name="telephone" label={t('Telephone')} type="tel" autoComplete="tel" />
          </Grid>
        </Grid>
        <FormTextField
          control={control}
          name="reasonForVisit"
          label={t('Reason for Visit')}
          required
          multiline
          minRows={2}
        />
        <Honeypot {...register(BOOKING_HONEYPOT)} />
        {chosen && doctorName && clinicName && (
          <Alert severity="info" icon={false}>
            {t('{{doctor}} at {{clinic}}', { doctor: doctorName, clinic: clinicName })} ·{' '}
            <bdi dir="ltr">
              {formatDate(chosen.date)} {chosen.start}
            </bdi>
          </Alert>
        )}
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {t('Book Appointment')}
          </Button>
        </Stack>
      </Stack>
    </AuthLayout>
  );
}

/** Add to calendar: the booked visit as an `.ics` file, made in the browser from the confirmation. */
function CalendarLink({ confirmation }: { confirmation: BookingConfirmation }) {
  const { t } = useTranslation();
  const href = useMemo(
    () => `data:text/calendar;charset=utf-8,${encodeURIComponent(bookingIcs(confirmation, now()))}`,
    [confirmation],
  );
  return (
    <Button
      component="a"
      href={href}
      download={`appointment-${confirmation.reference}.ics`}
      startIcon={<EventOutlined />}
      variant="outlined"
      sx={{ mt: 2 }}
    >
      {t('Add to calendar')}
    </Button>
  );
}

/** The booking page, its dates in the interface language. */
export default function BookingPage() {
  return (
    <QueryProvider>
      <DateLocalization>
        <Booking />
      </DateLocalization>
    </QueryProvider>
  );
}
