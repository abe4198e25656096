import { patients } from '@chairside/domain';
import { Alert, Paper } from '@mui/material';
import { useTranslation } from '../../i18n/useTranslation';
import { DetailSections } from '../../resources/DetailSections';
import type { ResourceRecord } from '../../resources/types';

/** The card itself: allergies first, where nobody misses them, then every section of the record. */
export function PatientOverview({ record }: { record: ResourceRecord }) {
  const { t } = useTranslation();
  const allergies = Array.isArray(record.allergies) ? record.allergies.map(String) : [];
  return (
    <>
      {allergies.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('Allergies: {{list}}', { list: allergies.join(', ') })}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <DetailSections def={patients} record={record} headingLevel="h2" />
      </Paper>
    </>
  );
}
