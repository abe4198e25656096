import { patients } from '@chairside/domain';
import { Alert, Box, CircularProgress } from '@mui/material';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { duplicateValues } from '../../resources/duplicate';
import { ResourceFormPage } from '../../resources/ResourceFormPage';
import { useResource } from '../../resources/useResource';
import { useToast } from '../../shell/toast';
import { duplicateCheck } from './DuplicateCheck';
import { PATIENT_PAGES } from './pages';

const positiveId = (s: string | null | undefined): number | null =>
  s && /^\d+$/.test(s) && Number(s) > 0 ? Number(s) : null;

/**
 * Add New Patient (`/patients/add`, `/add-patient`), its copy of another patient
 * (`?from=ID`, the Duplicate action) and Edit Patient (`/patients/:id/edit`).
 */
export default function PatientFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const { id: idParam } = useParams();
  const [params] = useSearchParams();
  const id = positiveId(idParam);
  const from = id === null ? positiveId(params.get('from')) : null;
  const source = useResource(patients, from);

  if (idParam !== undefined && id === null) return <Alert severity="info">{t(patients.messages.noneSelected)}</Alert>;
  if (from !== null && !source.data)
    return source.isError ? (
      <Alert severity="info">{t(patients.messages.noneSelected)}</Alert>
    ) : (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
        <CircularProgress aria-label={t('Loading…')} />
      </Box>
    );

  return (
    <ResourceFormPage
      def={patients}
      id={id}
      title={id === null ? 'Add New Patient' : 'Edit Patient'}
      saveLabel="Save Patient"
      extension={duplicateCheck}
      defaults={source.data ? duplicateValues(patients, source.data) : undefined}
      onDone={(record) => {
        if (record && from !== null) toast.success('Patient duplicated successfully');
        navigate(record ? PATIENT_PAGES.view(record.id) : id !== null ? PATIENT_PAGES.view(id) : PATIENT_PAGES.list);
      }}
    />
  );
}
