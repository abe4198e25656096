import { DEFAULT_SETTINGS } from '@chairside/domain';
import { useState } from 'react';
import type { SettingsRecord } from '../../api/settings';
import { ltr } from '../../i18n/bidi';
import { useTranslation } from '../../i18n/useTranslation';
import { BackupCard } from './BackupCard';
import { EditSettingsDialog } from './EditSettingsDialog';
import { RestoreDefaultButton } from './RestoreDefaultButton';
import { SettingsCard } from './SettingsCard';
import { SystemForm } from './SystemForm';
import { useSaveSettings } from './useSaveSettings';
import { ValueList } from './ValueList';

const FORM_ID = 'system-settings-form';

/** System: name and contact details of the clinic. */
export function SystemTab({ settings, canEdit }: { settings: SettingsRecord; canEdit: boolean }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const { save, saving } = useSaveSettings();
  const s = settings.system;
  return (
    <>
      <SettingsCard
        title={t('System')}
        onEdit={canEdit ? () => setEditing(true) : null}
        actions={
          <RestoreDefaultButton
            message="Restore the default system settings? The app name goes back to the default and the address, e-mail and phone are cleared."
            onRestore={() => save({ system: DEFAULT_SETTINGS.system })}
          />
        }
      >
        <ValueList
          rows={[
            { label: t('App name'), value: s.appName },
            { label: t('Address'), value: s.address },
            { label: t('Email'), value: s.email },
            { label: t('Phone'), value: s.phone && ltr(s.phone) },
            { label: t('Show logo'), value: s.showLogo ? t('Yes') : t('No') },
          ]}
        />
      </SettingsCard>
      {canEdit && <BackupCard />}
      <EditSettingsDialog open={editing} onClose={() => setEditing(false)} formId={FORM_ID} saving={saving}>
        <SystemForm id={FORM_ID} initial={s} save={save} onDone={() => setEditing(false)} />
      </EditSettingsDialog>
    </>
  );
}
