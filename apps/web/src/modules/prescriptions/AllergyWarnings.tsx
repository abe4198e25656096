import { type AllergyWarning, PRESCRIPTION_MESSAGES, prescriptions } from '@chairside/domain';
import { Alert, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { get } from '../../api/client';
import { resourceKeys } from '../../resources/queryKeys';

/**
 * The spec's 'Warning: Patient is allergic to …!' for each allergy of the
 * patient that a medicament of the prescription names (by its name or an
 * active ingredient), computed by the server from the patient's record.
 */
export function AllergyWarnings({ prescription }: { prescription: number }) {
  const { t } = useTranslation();
  const { data } = useQuery({
    queryKey: [...resourceKeys.detail(prescriptions.name, prescription), 'allergy-warnings'],
    queryFn: () => get<AllergyWarning[]>(`/${prescriptions.name}/${prescription}/allergy-warnings`),
  });
  if (!data?.length) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      {data.map((w) => (
        <Alert key={`${w.allergy}-${w.medicament}`} severity="error" role="alert">
          {t(PRESCRIPTION_MESSAGES.allergy, { allergy: w.allergy })} ({w.medicament})
        </Alert>
      ))}
    </Stack>
  );
}
