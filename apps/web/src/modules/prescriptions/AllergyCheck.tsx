import { type AllergyWarning, PRESCRIPTION_MESSAGES, prescriptions } from '@chairside/domain';
import { Alert, Stack } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { get } from '../../api/client';
import { useTranslation } from '../../i18n/useTranslation';
import type { FormExtension, FormExtensionProps } from '../../resources/formExtension';
import { resourceKeys } from '../../resources/queryKeys';

/** The medicaments the form's medication rows name so far (the server accepts up to 20). */
const chosen = (rows: unknown): number[] =>
  Array.isArray(rows)
    ? [
        ...new Set(
          rows
            .map((r) => Number((r as { medicament?: unknown } | null)?.medicament))
            .filter((id) => Number.isInteger(id) && id > 0),
        ),
      ].slice(0, 20)
    : [];

/** One warning: the allergy, the medicament, and the drug class that ties them when it is not the medicament itself. */
export function AllergyAlert({ warning }: { warning: AllergyWarning }) {
  const { t } = useTranslation();
  const via = warning.drugClass ? ` — ${t(warning.drugClass)}` : '';
  return (
    <Alert severity="error">
      {t(PRESCRIPTION_MESSAGES.allergy, { allergy: warning.allergy })} ({warning.medicament}
      {via})
    </Alert>
  );
}

/**
 * In the prescription form, under the medications: the patient's allergies
 * that the chosen medicaments touch, by name, ingredient or drug class, asked
 * of the server as soon as a medicament is picked (before anything is saved).
 */
function AllergyCheck({ control }: FormExtensionProps) {
  const patient = Number(useWatch({ control, name: 'patient' }));
  const medicaments = chosen(useWatch({ control, name: 'medications' }));
  const ready = Number.isInteger(patient) && patient > 0 && medicaments.length > 0;
  const { data } = useQuery({
    queryKey: [...resourceKeys.of(prescriptions.name), 'allergy-check', patient, medicaments.join(',')],
    queryFn: () =>
      get<AllergyWarning[]>(`/${prescriptions.name}/allergy-check`, { patient, medicaments: medicaments.join(',') }),
    enabled: ready,
    placeholderData: keepPreviousData,
  });
  const warnings = ready ? (data ?? []) : [];
  return (
    <Stack spacing={1} role="status" aria-live="polite">
      {warnings.map((w) => (
        <AllergyAlert key={`${w.allergy}-${w.medicamentId}`} warning={w} />
      ))}
    </Stack>
  );
}

export const allergyCheck: FormExtension = { after: 'Medications', Component: AllergyCheck };
