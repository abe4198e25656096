import { chartEntries } from '@chairside/domain';
import { Box, Typography } from '@mui/material';
import { useTranslation } from '../../i18n/useTranslation';
import { FieldValue } from '../../resources/FieldValue';
import { useFormatContext } from '../../resources/useFormatContext';
import { useResource } from '../../resources/useResource';

const SHOWN = ['date', 'diagnosis', 'procedure', 'operation', 'treatmentSummary', 'notes', 'doctor'] as const;

/** What the entry that last shaped a tooth says: its diagnosis, procedure, operation, treatment summary, notes. */
export function LatestEntry({ id }: { id: number }) {
  const { t } = useTranslation();
  const ctx = useFormatContext();
  const entry = useResource(chartEntries, id);
  if (!entry.data) return null;
  const record = entry.data;
  return (
    <Box
      component="dl"
      sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
    >
      {SHOWN.map((key) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t(chartEntries.fields[key].label)}
          </Typography>
          <Box component="dd" sx={{ m: 0 }}>
            <FieldValue
              field={chartEntries.fields[key]}
              value={record[key]}
              label={record.labels?.[key]}
              ctx={ctx}
              variant="detail"
              record={record}
            />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
