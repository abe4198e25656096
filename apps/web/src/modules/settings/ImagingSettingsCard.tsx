import { type ClinicSettings, imagingSettingsSchema } from '@chairside/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { applyFieldErrors } from '../../api/errors';
import type { SettingsRecord } from '../../api/settings';
import { FormTextField } from '../../components/FormTextField';
import { useTranslation } from '../../i18n/useTranslation';
import { EditSettingsDialog } from './EditSettingsDialog';
import { SettingsCard } from './SettingsCard';
import { type SaveOutcome, useSaveSettings } from './useSaveSettings';
import { ValueList } from './ValueList';

const FORM_ID = 'imaging-settings-form';
const FIELDS = ['maxUploadMb'] as const;
/** The limit is typed as text: read as a number, then the domain's rules. */
const formSchema = z.object({ maxUploadMb: z.coerce.number<string | number>() }).pipe(imagingSettingsSchema);

function ImagingForm({
  initial,
  save,
  onDone,
}: {
  initial: ClinicSettings['imaging'];
  save(patch: Partial<ClinicSettings>, applyErrors: (e: unknown) => boolean): Promise<SaveOutcome>;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError } = useForm({ resolver: zodResolver(formSchema), defaultValues: initial });
  const onSubmit = handleSubmit(async (imaging) => {
    const outcome = await save({ imaging }, (e) => applyFieldErrors(e, FIELDS, setError, 'imaging.'));
    if (outcome !== 'failed') onDone();
  });
  return (
    <Stack component="form" id={FORM_ID} noValidate onSubmit={onSubmit} spacing={2} sx={{ pt: 1 }}>
      <FormTextField
        control={control}
        name="maxUploadMb"
        label={t('Largest image upload (MB)')}
        helperText={t('A file larger than this is refused; a CBCT series runs to hundreds of MB.')}
        type="number"
        required
        fullWidth
      />
    </Stack>
  );
}

/** Dental imaging: the largest file one upload may send. */
export function ImagingSettingsCard({ settings, canEdit }: { settings: SettingsRecord; canEdit: boolean }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const { save, saving } = useSaveSettings();
  return (
    <>
      <SettingsCard title={t('Dental Imaging')} onEdit={canEdit ? () => setEditing(true) : null}>
        <ValueList rows={[{ label: t('Largest image upload (MB)'), value: String(settings.imaging.maxUploadMb) }]} />
      </SettingsCard>
      <EditSettingsDialog open={editing} onClose={() => setEditing(false)} formId={FORM_ID} saving={saving}>
        <ImagingForm initial={settings.imaging} save={save} onDone={() => setEditing(false)} />
      </EditSettingsDialog>
    </>
  );
}
