import { type ChartResponse, type NumberingSystem, surfacesOf } from '@chairside/domain';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { LatestEntry } from './LatestEntry';
import { useToothText } from './useToothText';

interface ToothPanelProps {
  chart: ChartResponse | undefined;
  tooth: string | null;
  numbering: NumberingSystem;
  canChart: boolean;
  onAdd(): void;
}

/** The selected tooth: its state, surface by surface, what is planned on it, and Add Entry. */
export function ToothPanel({ chart, tooth, numbering, canChart, onAdd }: ToothPanelProps) {
  const { t } = useTranslation();
  const text = useToothText(numbering);
  const headingId = useId();
  if (!tooth)
    return (
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography color="text.secondary">{t('Select a tooth to see details')}</Typography>
      </Paper>
    );
  const state = chart?.teeth[tooth];
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="h6" component="h2">
        {text.title(tooth)}
      </Typography>
      <Typography sx={{ mt: 1 }}>
        {t('Status')}: <strong>{text.condition(state?.condition ?? 'Healthy')}</strong>
      </Typography>
      <Box component="ul" sx={{ pl: 2, my: 1 }}>
        {surfacesOf(tooth).map((code) => (
          <li key={code}>
            {`${text.surface(tooth, code)} (${code}): ${text.condition(state?.surfaces[code] ?? state?.condition ?? 'Healthy')}`}
          </li>
        ))}
      </Box>
      {state?.planned.length ? (
        <Stack direction="row" useFlexGap sx={{ gap: 1, flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="body2">{t('Planned')}:</Typography>
          {state.planned.map((p) => (
            <Chip
              key={`${p.condition}-${p.surfaces.join('')}`}
              size="small"
              color="info"
              label={`${t(p.condition)} ${text.surfaces(p.surfaces)}`}
            />
          ))}
        </Stack>
      ) : null}
      {state?.lastEntry ? <LatestEntry id={state.lastEntry} /> : null}
      {canChart && (
        <Button variant="contained" startIcon={<AddOutlined />} onClick={onAdd} sx={{ mt: 1 }}>
          {t('Add Entry')}
        </Button>
      )}
    </Paper>
  );
}
