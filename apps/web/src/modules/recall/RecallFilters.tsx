import { addMonths, dayOf, RESOURCE_CATALOGUE, today } from '@chairside/domain';
import { FormControlLabel, MenuItem, Stack, Switch, TextField } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { ReferenceAutocomplete } from '../../resources/ReferenceAutocomplete';

export interface RecallFilterValues {
  month: string;
  onlyMonth: boolean;
  recallType: number | null;
  clinic: number | null;
  doctor: number | null;
  booked: 'any' | 'yes' | 'no';
  contacted: 'any' | 'yes' | 'no';
  q: string;
}

/** This month and the eleven after it, `YYYY-MM`. */
const monthsAhead = (): string[] =>
  Array.from({ length: 12 }, (_, i) => addMonths(`${today().slice(0, 7)}-01`, i).slice(0, 7));

export const initialRecallFilters = (): RecallFilterValues => ({
  month: today().slice(0, 7),
  onlyMonth: false,
  recallType: null,
  clinic: null,
  doctor: null,
  booked: 'any',
  contacted: 'any',
  q: '',
});

/** The recall list's filters: the month, recall type, clinic, usual doctor, booked, contacted, a name. */
export function RecallFilters({
  value,
  onChange,
}: {
  value: RecallFilterValues;
  onChange(next: RecallFilterValues): void;
}) {
  const { t, i18n } = useTranslation();
  const set = <K extends keyof RecallFilterValues>(key: K, v: RecallFilterValues[K]) =>
    onChange({ ...value, [key]: v });
  const monthName = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
    [i18n.language],
  );
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, mb: 2, alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label={t('Due by the end of')}
        value={value.month}
        onChange={(e) => set('month', e.target.value)}
        sx={{ minWidth: 180 }}
      >
        {monthsAhead().map((m) => (
          <MenuItem key={m} value={m}>
            {monthName.format(dayOf(`${m}-01`))}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={<Switch checked={value.onlyMonth} onChange={(e) => set('onlyMonth', e.target.checked)} />}
        label={t('Only that month (hide overdue)')}
      />
      <ReferenceAutocomplete
        resource={RESOURCE_CATALOGUE.recallTypes.name}
        label={t('Recall Type')}
        value={value.recallType}
        onChange={(id) => set('recallType', id)}
        size="small"
        fullWidth={false}
        sx={{ minWidth: 200 }}
      />
      <ReferenceAutocomplete
        resource={RESOURCE_CATALOGUE.clinics.name}
        label={t('Clinic')}
        value={value.clinic}
        onChange={(id) => set('clinic', id)}
        size="small"
        fullWidth={false}
        sx={{ minWidth: 180 }}
      />
      <ReferenceAutocomplete
        resource={RESOURCE_CATALOGUE.doctors.name}
        label={t('Usual Doctor')}
        value={value.doctor}
        onChange={(id) => set('doctor', id)}
        size="small"
        fullWidth={false}
        sx={{ minWidth: 180 }}
      />
      <TextField
        select
        size="small"
        label={t('Visit booked')}
        value={value.booked}
        onChange={(e) => set('booked', e.target.value as RecallFilterValues['booked'])}
        sx={{ minWidth: 140 }}
      >
        <MenuItem value="any">{t('Any')}</MenuItem>
        <MenuItem value="yes">{t('Already booked')}</MenuItem>
        <MenuItem value="no">{t('Not booked')}</MenuItem>
      </TextField>
      <TextField
        select
        size="small"
        label={t('Contacted')}
        value={value.contacted}
        onChange={(e) => set('contacted', e.target.value as RecallFilterValues['contacted'])}
        sx={{ minWidth: 140 }}
      >
        <MenuItem value="any">{t('Any')}</MenuItem>
        <MenuItem value="yes">{t('Contacted')}</MenuItem>
        <MenuItem value="no">{t('Not contacted')}</MenuItem>
      </TextField>
      <TextField
        size="small"
        type="search"
        label={t('Patient')}
        value={value.q}
        onChange={(e) => set('q', e.target.value)}
      />
    </Stack>
  );
}
