import { CONDITION_COLORS, TOOTH_CONDITIONS } from '@chairside/domain';
import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from '../../i18n/useTranslation';
import { CONDITION_SYMBOLS } from './Odontogram';

/** What each colour and letter of the chart means, with the cross of a missing tooth and the ring of planned work. */
export function ChartLegend() {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-label={t('Legend')} sx={{ mt: 1 }}>
      <Typography variant="subtitle2" component="h2">
        {t('Legend')}
      </Typography>
      <Stack
        component="ul"
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 1.5, p: 0, m: 0, listStyle: 'none' }}
      >
        {TOOTH_CONDITIONS.map((c) => (
          <Stack component="li" key={c} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Box
              aria-hidden
              sx={{
                width: 16,
                height: 16,
                border: '1px solid #455a64',
                bgcolor: CONDITION_COLORS[c],
              }}
            />
            {/* The letters drawn on the tooth are named beside the swatch, in text that reads on the page. */}
            <Typography variant="body2">
              {t(c)}
              {c === 'Missing' || c === 'Extracted' ? ' (✕)' : CONDITION_SYMBOLS[c] ? ` (${CONDITION_SYMBOLS[c]})` : ''}
            </Typography>
          </Stack>
        ))}
        <Stack component="li" direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <Box aria-hidden sx={{ width: 16, height: 16, border: '2px dashed #0277bd', borderRadius: 1 }} />
          <Typography variant="body2">{t('Planned work')}</Typography>
        </Stack>
      </Stack>
    </Box>
  );
}
