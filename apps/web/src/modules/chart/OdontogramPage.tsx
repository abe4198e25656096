import { patients } from '@chairside/domain';
import { Box, Paper, Typography } from '@mui/material';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { ReferenceAutocomplete } from '../../resources/ReferenceAutocomplete';
import { useResource } from '../../resources/useResource';
import { PatientChart } from './PatientChart';

/**
 * The Odontogram screen (spec 002): choose a patient, chart their mouth. Only
 * the patient is needed; the doctor, clinic and visit of the old selectors are
 * the context of each entry. The patient is kept in the address (`?patient=12`).
 */
export default function OdontogramPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('patient'));
  const patient = Number.isInteger(raw) && raw > 0 ? raw : null;
  const record = useResource(patients, patient);
  const name = record.data ? String(record.data.fullName) : '';
  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t('Odontogram')}
      </Typography>
      <ReferenceAutocomplete
        resource={patients.name}
        value={patient}
        valueLabel={name || null}
        onChange={(id) => setParams(id ? { patient: String(id) } : {}, { replace: true })}
        label={t('Patient')}
        name="patient"
        sx={{ maxWidth: 420, mb: 3 }}
        fullWidth
      />
      {patient === null ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography color="text.secondary">{t('Choose a patient to open their chart.')}</Typography>
        </Paper>
      ) : (
        <PatientChart patient={patient} patientName={name} />
      )}
    </Box>
  );
}
