import { useState } from 'react';
import type { SettingsRecord } from '../../api/settings';
import { useTranslation } from '../../i18n/useTranslation';
import { BillingForm, CREDIT_APPLICATION_LABELS } from './BillingForm';
import { EditSettingsDialog } from './EditSettingsDialog';
import { SettingsCard } from './SettingsCard';
import { useSaveSettings } from './useSaveSettings';
import { ValueList } from './ValueList';

const FORM_ID = 'billing-settings-form';

/** The patient's account: whether credit pays open invoices at once or when staff apply it. */
export function BillingSettingsCard({ settings, canEdit }: { settings: SettingsRecord; canEdit: boolean }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const { save, saving } = useSaveSettings();
  const b = settings.billing;
  return (
    <>
      <SettingsCard title={t('Billing')} onEdit={canEdit ? () => setEditing(true) : null}>
        <ValueList
          rows={[{ label: t('Apply credit on account'), value: t(CREDIT_APPLICATION_LABELS[b.creditApplication]) }]}
        />
      </SettingsCard>
      <EditSettingsDialog open={editing} onClose={() => setEditing(false)} formId={FORM_ID} saving={saving}>
        <BillingForm id={FORM_ID} initial={b} save={save} onDone={() => setEditing(false)} />
      </EditSettingsDialog>
    </>
  );
}
