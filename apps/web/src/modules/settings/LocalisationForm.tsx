import {
  type ClinicSettings,
  CURRENCIES,
  CURRENCY_SYMBOLS,
  DATE_FORMATS,
  LANGUAGE_LABELS,
  LANGUAGES,
  localisationSettingsSchema,
  NUMBERING_LABELS,
  NUMBERING_SYSTEMS,
  TIME_FORMAT_LABELS,
  TIME_FORMATS,
} from '@chairside/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mui/material';
import dayjs from 'dayjs';
import { useForm } from 'react-hook-form';
import { applyFieldErrors } from '../../api/errors';
import { formatClockTime } from '../../components/clockTime';
import { FormSelectField } from '../../components/FormSelectField';
import { FormTextField } from '../../components/FormTextField';
import { useTranslation } from '../../i18n/useTranslation';
import type { SaveOutcome } from './useSaveSettings';

const FIELDS = ['language', 'dateFormat', 'timeFormat', 'currency', 'currencySymbol', 'toothNumbering'] as const;

const isCurrency = (v: string): v is (typeof CURRENCIES)[number] => (CURRENCIES as readonly string[]).includes(v);

interface LocalisationFormProps {
  id: string;
  initial: ClinicSettings['localisation'];
  save(patch: Partial<ClinicSettings>, applyErrors: (e: unknown) => boolean): Promise<SaveOutcome>;
  onDone(): void;
}

/** Default language, date and time format and currency of the clinic. */
export function LocalisationForm({ id, initial, save, onDone }: LocalisationFormProps) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError, setValue } = useForm({
    resolver: zodResolver(localisationSettingsSchema),
    defaultValues: initial,
  });
  const onSubmit = handleSubmit(async (localisation) => {
    const outcome = await save({ localisation }, (e) => applyFieldErrors(e, FIELDS, setError, 'localisation.'));
    if (outcome !== 'failed') onDone();
  });
  const today = dayjs();
  return (
    <Stack component="form" id={id} noValidate onSubmit={onSubmit} spacing={2} sx={{ pt: 1 }}>
      <FormSelectField
        control={control}
        name="language"
        label={t('Language')}
        fullWidth
        autoFocus
        options={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_LABELS[l] }))}
      />
      <FormSelectField
        control={control}
        name="dateFormat"
        label={t('Date format')}
        fullWidth
        options={DATE_FORMATS.map((f) => ({ value: f, label: `${f} (${today.format(f)})` }))}
      />
      <FormSelectField
        control={control}
        name="timeFormat"
        label={t('Time format')}
        fullWidth
        options={TIME_FORMATS.map((f) => ({
          value: f,
          label: `${t(TIME_FORMAT_LABELS[f])} (${formatClockTime('14:30', f)})`,
        }))}
      />
      <FormSelectField
        control={control}
        name="currency"
        label={t('Currency')}
        fullWidth
        options={CURRENCIES.map((c) => ({ value: c, label: `${c} (${CURRENCY_SYMBOLS[c]})` }))}
        onValueChange={(c) => {
          if (isCurrency(c)) setValue('currencySymbol', CURRENCY_SYMBOLS[c], { shouldValidate: true });
        }}
      />
      <FormTextField control={control} name="currencySymbol" label={t('Currency symbol')} fullWidth required />
      <FormSelectField
        control={control}
        name="toothNumbering"
        label={t('Tooth numbering')}
        fullWidth
        options={NUMBERING_SYSTEMS.map((n) => ({ value: n, label: t(NUMBERING_LABELS[n]) }))}
      />
    </Stack>
  );
}
