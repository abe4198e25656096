import { billingSettingsSchema, type ClinicSettings, CREDIT_APPLICATIONS } from '@chairside/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { applyFieldErrors } from '../../api/errors';
import { FormSelectField } from '../../components/FormSelectField';
import { useTranslation } from '../../i18n/useTranslation';
import type { SaveOutcome } from './useSaveSettings';

/** How each way of using credit reads on screen (i18n keys). */
export const CREDIT_APPLICATION_LABELS = {
  automatic: 'Automatically, on the oldest open invoice',
  manual: 'By hand, from the patient’s account',
} as const satisfies Record<(typeof CREDIT_APPLICATIONS)[number], string>;

interface BillingFormProps {
  id: string;
  initial: ClinicSettings['billing'];
  save(patch: Partial<ClinicSettings>, applyErrors: (e: unknown) => boolean): Promise<SaveOutcome>;
  onDone(): void;
}

/** What is done with a patient's credit (a payment on no invoice, an overpayment). */
export function BillingForm({ id, initial, save, onDone }: BillingFormProps) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(billingSettingsSchema),
    defaultValues: initial,
  });
  const onSubmit = handleSubmit(async (billing) => {
    const outcome = await save({ billing }, (e) => applyFieldErrors(e, ['creditApplication'], setError, 'billing.'));
    if (outcome !== 'failed') onDone();
  });
  return (
    <Stack component="form" id={id} noValidate onSubmit={onSubmit} spacing={2} sx={{ pt: 1 }}>
      <FormSelectField
        control={control}
        name="creditApplication"
        label={t('Apply credit on account')}
        options={CREDIT_APPLICATIONS.map((v) => ({ value: v, label: t(CREDIT_APPLICATION_LABELS[v]) }))}
        required
        fullWidth
      />
    </Stack>
  );
}
