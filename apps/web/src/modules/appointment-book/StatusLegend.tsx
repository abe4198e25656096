import { APPOINTMENT_STATUSES } from '@chairside/domain';
import { alpha, Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useStatusColor } from './AppointmentBlock';

/** What the colours of the visits mean: each status drawn as a visit of that status is. */
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
              width: 14,
              height: 14,
              borderRadius: 0.5,
              borderInlineStart: 4,
              borderColor: colorOf(status),
              bgcolor: (theme) => alpha(colorOf(status), theme.palette.mode === 'dark' ? 0.35 : 0.16),
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
