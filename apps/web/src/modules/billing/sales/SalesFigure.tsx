import { Box, Paper, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';

export const CHART_HEIGHT = 280;

/** A chart in a captioned figure with what it shows defined under the title; 'No data' when there is nothing. */
export function SalesFigure({
  title,
  definition,
  empty,
  children,
}: {
  title: string;
  /** English: what the figure counts (translated). */
  definition: string;
  empty: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Paper variant="outlined" component="figure" aria-labelledby={id} sx={{ m: 0, p: 1.5, minWidth: 0 }}>
      <Typography id={id} component="figcaption" variant="subtitle2">
        {t(title)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t(definition)}
      </Typography>
      {empty ? (
        <Box sx={{ height: 120, display: 'grid', placeItems: 'center', color: 'text.secondary' }}>
          <Typography variant="body2">{t('No data')}</Typography>
        </Box>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>{children}</Box>
      )}
    </Paper>
  );
}
