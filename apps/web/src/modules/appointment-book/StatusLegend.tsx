import { APPOINTMENT_STATUSES } from '@chairside/domain';
import { Box, Typography } from '@mui/material';
import { useTranslation } from '../../i18n/useTranslation';
import { useStatusColor } from './AppointmentBlock';

/** What the colours of the visits mean: each status beside the colour of its visits' edge. */
export function StatusLegend() {
  const { t } = useTranslation();
  const colorOf = useStatusColor();
  return (
    <Box
      component="ul"
      aria-label={t('Status colours')}
      sx={{ listStyle: 'none', m: 0, mb: 1, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}
    >
      {APPOINTMENT_STATUSES.map((status) => (
        <Box component="li" key={status} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Box
            aria-hidden
            sx={{
              width: 12,
              height: 12,
              borderRadius: 0.5,
              bgcolor: colorOf(status),
            }}
          />
          <Typography variant="caption" component="span" sx={{ color: 'text.primary' }}>
            {t(status)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
