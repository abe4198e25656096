import { CHART_ENTRY_KINDS, TOOTH_CONDITIONS } from '@chairside/domain';
import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from '../../i18n/useTranslation';
import { type ChartPalette, CONDITION_SYMBOLS } from './Odontogram';

const swatch = { width: 16, height: 16, border: '1px solid #455a64' } as const;

/**
 * What the chart's colours and marks mean: a colour per status (found, done
 * here, existing, planned as a dashed ring), then the letters that say what
 * whole-tooth work is, so colour is never the only sign.
 */
export function ChartLegend({ palette }: { palette: ChartPalette }) {
  const { t } = useTranslation();
  const symbols = TOOTH_CONDITIONS.filter((c) => CONDITION_SYMBOLS[c] || c === 'Missing');
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
        {CHART_ENTRY_KINDS.filter((k) => k !== 'Planned' && k !== 'Referred').map((k) => (
          <Stack component="li" key={k} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Box aria-hidden sx={{ ...swatch, bgcolor: palette[k] }} />
            <Typography variant="body2">{t(k)}</Typography>
          </Stack>
        ))}
        <Stack component="li" direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <Box aria-hidden sx={{ width: 16, height: 16, border: `2px dashed ${palette.Planned}`, borderRadius: 1 }} />
          <Typography variant="body2">{t('Planned work')}</Typography>
        </Stack>
        {symbols.map((c) => (
          <Stack component="li" key={c} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" sx={{ fontWeight: 700, minWidth: 20 }}>
              {c === 'Missing' ? '✕' : CONDITION_SYMBOLS[c]}
            </Typography>
            <Typography variant="body2">{t(c)}</Typography>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
