import { type AllergyWarning, prescriptions } from '@chairside/domain';
import { Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../api/client';
import { resourceKeys } from '../../resources/queryKeys';
import { AllergyAlert } from './AllergyCheck';

/**
 * The spec's 'Warning: Patient is allergic to …!' for each allergy of the
 * patient that a medicament of the prescription names (by its name or an
 * active ingredient), computed by the server from the patient's record.
 */
export function AllergyWarnings({ prescription }: { prescription: number }) {
  const { data } = useQuery({
    queryKey: [...resourceKeys.detail(prescriptions.name, prescription), 'allergy-warnings'],
    queryFn: () => get<AllergyWarning[]>(`/${prescriptions.name}/${prescription}/allergy-warnings`),
  });
  if (!data?.length) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }} role="alert">
      {data.map((w) => (
        <AllergyAlert key={`${w.allergy}-${w.medicamentId}`} warning={w} />
      ))}
    </Stack>
  );
}
