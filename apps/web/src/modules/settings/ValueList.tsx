import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';

export interface ValueRow {
  label: string;
  value: ReactNode;
}

/** Label / value pairs as a description list; empty values say "Not set". */
export function ValueList({ rows }: { rows: readonly ValueRow[] }) {
  const { t } = useTranslation();
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, gap: 1, m: 0 }}>
      {rows.map((r) => (
        <Box key={r.label} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ color: 'text.secondary' }}>
            {r.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
            {r.value === '' || r.value === null || r.value === undefined ? (
              <Box component="span" sx={{ color: 'text.disabled' }}>
                {t('Not set')}
              </Box>
            ) : (
              r.value
            )}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
