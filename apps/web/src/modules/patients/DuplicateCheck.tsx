import { type PatientDuplicate, patients } from '@chairside/domain';
import { Alert, AlertTitle, Box, Checkbox, FormControlLabel, Link } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { get } from '../../api/client';
import { ltr } from '../../i18n/bidi';
import { useTranslation } from '../../i18n/useTranslation';
import type { FormExtension, FormExtensionProps } from '../../resources/formExtension';
import { resourceKeys } from '../../resources/queryKeys';
import { useDebounced } from '../../resources/useDebounced';
import { PATIENT_PAGES } from './pages';

const HELD = 'This patient may already be on file. Open the record listed, or confirm that this is another person.';
const CHECKING = 'Checking whether this patient is already on file…';

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/**
 * In the Add / Edit Patient form: the patients already on file with the same
 * name and birth date or the same telephone, asked of the server as they are
 * typed. While there are any, saving waits for a confirmation that this is
 * another person (or for the check itself, when Save comes first).
 */
function DuplicateCheck({ control, record, hold }: FormExtensionProps) {
  const { t } = useTranslation();
  const typed = {
    fullName: text(useWatch({ control, name: 'fullName' })),
    birthDate: text(useWatch({ control, name: 'birthDate' })),
    telephone: text(useWatch({ control, name: 'telephone' })),
  };
  const asked = useDebounced(typed, 400);
  const settled = JSON.stringify(asked) === JSON.stringify(typed);
  const query = Object.fromEntries(Object.entries(asked).filter(([, v]) => v !== ''));
  if (record) query.except = String(record.id);
  const { data, isFetching, isError } = useQuery({
    queryKey: [...resourceKeys.of(patients.name), 'duplicates', query],
    queryFn: () => get<PatientDuplicate[]>(`/${patients.name}/duplicates`, query),
    enabled: Boolean(asked.fullName || asked.telephone),
  });
  const found = (asked.fullName || asked.telephone) && !isError ? (data ?? []) : [];
  const ids = found.map((d) => d.id).join(',');
  const [confirmed, setConfirmed] = useState('');
  const pending = !settled || isFetching;
  useEffect(() => {
    if (pending) hold(CHECKING, true);
    else hold(ids && confirmed !== ids ? HELD : null);
  }, [hold, pending, ids, confirmed]);
  useEffect(() => () => hold(null), [hold]);

  if (!found.length) return null;
  return (
    <Alert severity="warning">
      <AlertTitle>{t('Possible duplicate patient')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {found.map((d) => (
          <li key={d.id}>
            <Link component={RouterLink} to={PATIENT_PAGES.view(d.id)} target="_blank">
              {d.fullName}
            </Link>
            {[d.medicalRecordNumber, d.birthDate, d.telephone].filter(Boolean).map((v) => ` · ${ltr(String(v))}`)} —{' '}
            {d.reasons.map((r) => t(r === 'telephone' ? 'same telephone' : 'same name and birth date')).join(', ')}
          </li>
        ))}
      </Box>
      <FormControlLabel
        control={<Checkbox checked={confirmed === ids} onChange={(e) => setConfirmed(e.target.checked ? ids : '')} />}
        label={t('This is another person: save anyway')}
      />
    </Alert>
  );
}

export const duplicateCheck: FormExtension = { Component: DuplicateCheck };
