import { type ClinicSettings, marketingSettingsSchema } from '@chairside/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { applyFieldErrors } from '../../api/errors';
import { FormSwitchField } from '../../components/FormSwitchField';
import { FormTextField } from '../../components/FormTextField';
import { useTranslation } from '../../i18n/useTranslation';
import type { SaveOutcome } from './useSaveSettings';

const FIELDS = ['trackEngagement', 'conversionDays'] as const;

/** The number of days is typed as text: read as a number, then the domain's rules. */
const formSchema = z
  .object({ trackEngagement: z.boolean(), conversionDays: z.coerce.number<string | number>() })
  .pipe(marketingSettingsSchema);

interface MarketingFormProps {
  id: string;
  initial: ClinicSettings['marketing'];
  save(patch: Partial<ClinicSettings>, applyErrors: (e: unknown) => boolean): Promise<SaveOutcome>;
  onDone(): void;
}

/** Whether campaigns track opens and clicks, and how long after a campaign a booking counts as its conversion. */
export function MarketingForm({ id, initial, save, onDone }: MarketingFormProps) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(formSchema),
    defaultValues: initial,
  });
  const onSubmit = handleSubmit(async (marketing) => {
    const outcome = await save({ marketing }, (e) => applyFieldErrors(e, FIELDS, setError, 'marketing.'));
    if (outcome !== 'failed') onDone();
  });
  return (
    <Stack component="form" id={id} noValidate onSubmit={onSubmit} spacing={2} sx={{ pt: 1 }}>
      <FormSwitchField control={control} name="trackEngagement" label={t('Track opens and clicks of campaigns')} />
      <FormTextField
        control={control}
        name="conversionDays"
        label={t('Conversion window (days)')}
        helperText={t('A booking by a recipient within this many days of a campaign counts as its conversion.')}
        type="number"
        required
        fullWidth
      />
    </Stack>
  );
}
