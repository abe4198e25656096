import { useState } from 'react';
import type { SettingsRecord } from '../../api/settings';
import { useTranslation } from '../../i18n/useTranslation';
import { EditSettingsDialog } from './EditSettingsDialog';
import { MarketingForm } from './MarketingForm';
import { SettingsCard } from './SettingsCard';
import { useSaveSettings } from './useSaveSettings';
import { ValueList } from './ValueList';

const FORM_ID = 'marketing-settings-form';

/** Campaign tracking: off unless the clinic turns it on (opens and clicks are personal data). */
export function MarketingSettingsCard({ settings, canEdit }: { settings: SettingsRecord; canEdit: boolean }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const { save, saving } = useSaveSettings();
  const m = settings.marketing;
  return (
    <>
      <SettingsCard title={t('Marketing Campaigns')} onEdit={canEdit ? () => setEditing(true) : null}>
        <ValueList
          rows={[
            { label: t('Track opens and clicks of campaigns'), value: m.trackEngagement ? t('Yes') : t('No') },
            { label: t('Conversion window (days)'), value: String(m.conversionDays) },
          ]}
        />
      </SettingsCard>
      <EditSettingsDialog open={editing} onClose={() => setEditing(false)} formId={FORM_ID} saving={saving}>
        <MarketingForm id={FORM_ID} initial={m} save={save} onDone={() => setEditing(false)} />
      </EditSettingsDialog>
    </>
  );
}
