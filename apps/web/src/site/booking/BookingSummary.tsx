import type { BookingConfirmation } from '@chairside/domain';
import { Stack, Typography } from '@mui/material';
import { useFormatDate } from '../../app/useFormatDate';
import { useTranslation } from '../../i18n/useTranslation';

/** What was booked, and the reference to quote when calling the clinic. */
export function BookingSummary({ confirmation: c }: { confirmation: BookingConfirmation }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const rows: [string, React.ReactNode][] = [
    [t('When'), <bdi dir="ltr" key="when">{`${formatDate(c.date)} · ${c.startTime}–${c.endTime}`}</bdi>],
    [t('Doctor'), c.doctorName],
    [t('Clinic'), c.clinicName],
    [t('Type'), t(c.appointmentType)],
    [
      t('Reference'),
      <bdi dir="ltr" key="ref">
        {c.reference}
      </bdi>,
    ],
  ];
  return (
    <Stack component="dl" spacing={1} sx={{ m: 0 }}>
      {rows.map(([label, value]) => (
        <Stack key={label} direction="row" spacing={2}>
          <Typography component="dt" sx={{ width: 110, color: 'text.secondary' }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
