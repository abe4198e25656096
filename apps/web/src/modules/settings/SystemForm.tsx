import { type ClinicSettings, systemSettingsSchema } from '@chairside/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { applyFieldErrors } from '../../api/errors';
import { FormSwitchField } from '../../components/FormSwitchField';
import { FormTextField } from '../../components/FormTextField';
import { useTranslation } from '../../i18n/useTranslation';
import type { SaveOutcome } from './useSaveSettings';

const FIELDS = ['appName', 'address', 'email', 'phone', 'showLogo'] as const;

interface SystemFormProps {
  id: string;
  initial: ClinicSettings['system'];
  save(patch: Partial<ClinicSettings>, applyErrors: (e: unknown) => boolean): Promise<SaveOutcome>;
  onDone(): void;
}

/** App name, address, e-mail, phone and logo: what the header and the public page show. */
export function SystemForm({ id, initial, save, onDone }: SystemFormProps) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(systemSettingsSchema),
    defaultValues: initial,
  });
  const onSubmit = handleSubmit(async (system) => {
    const outcome = await save({ system }, (e) => applyFieldErrors(e, FIELDS, setError, 'system.'));
    if (outcome !== 'failed') onDone();
  });
  return (
    <Stack component="form" id={id} noValidate onSubmit={onSubmit} spacing={2} sx={{ pt: 1 }}>
      <FormTextField control={control} name="appName" label={t('App name')} required fullWidth autoFocus />
      <FormTextField control={control} name="address" label={t('Address')} fullWidth autoComplete="street-address" />
      <FormTextField control={control} name="email" label={t('Email')} type="email" fullWidth autoComplete="email" />
      <FormTextField control={control} name="phone" label={t('Phone')} type="tel" fullWidth autoComplete="tel" />
      <FormSwitchField control={control} name="showLogo" label={t('Show logo')} />
    </Stack>
  );
}
