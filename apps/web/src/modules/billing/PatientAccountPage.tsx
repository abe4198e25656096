import { patients } from '@chairside/domain';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { useResource } from '../../resources/useResource';
import { PatientAccount } from './PatientAccount';

/** `/patient/:id/account`: a patient's account on a page of its own. */
export default function PatientAccountPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const patient = useResource(patients, Number.isInteger(id) && id > 0 ? id : null);
  return (
    <Box>
      <Button component={RouterLink} to={`/patient/${id}`} startIcon={<ArrowBackOutlined />} sx={{ mb: 1 }}>
        {t('Back to patient')}
      </Button>
      <Typography variant="h4" component="h1">
        {t('Account of {{name}}', { name: String(patient.data?.fullName ?? '') })}
      </Typography>
      <PatientAccount patientId={id} />
    </Box>
  );
}
