import { DEFAULT_SETTINGS, LANGUAGE_LABELS, NUMBERING_LABELS, TIME_FORMAT_LABELS } from '@chairside/domain';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { SettingsRecord } from '../../api/settings';
import { formatClockTime } from '../../components/clockTime';
import { ltr } from '../../i18n/bidi';
import { useTranslation } from '../../i18n/useTranslation';
import { EditSettingsDialog } from './EditSettingsDialog';
import { LocalisationForm } from './LocalisationForm';
import { RestoreDefaultButton } from './RestoreDefaultButton';
import { SettingsCard } from './SettingsCard';
import { useSaveSettings } from './useSaveSettings';
import { ValueList } from './ValueList';

const FORM_ID = 'localisation-settings-form';

/** Localisation: the clinic's default language, date and time format and currency. */
export function LocalisationTab({ settings, canEdit }: { settings: SettingsRecord; canEdit: boolean }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const { save, saving } = useSaveSettings();
  const l = settings.localisation;
  return (
    <>
      <SettingsCard
        title={t('Localisation')}
        onEdit={canEdit ? () => setEditing(true) : null}
        actions={
          <RestoreDefaultButton
            message="Restore the default localisation settings (English, YYYY-MM-DD, US dollar)?"
            onRestore={() => save({ localisation: DEFAULT_SETTINGS.localisation })}
          />
        }
      >
        <ValueList
          rows={[
            { label: t('Language'), value: LANGUAGE_LABELS[l.language] },
            { label: t('Date format'), value: ltr(`${l.dateFormat} (${dayjs().format(l.dateFormat)})`) },
            {
              label: t('Time format'),
              value: `${t(TIME_FORMAT_LABELS[l.timeFormat])} (${ltr(formatClockTime('14:30', l.timeFormat))})`,
            },
            { label: t('Currency'), value: l.currency },
            { label: t('Currency symbol'), value: l.currencySymbol },
            { label: t('Tooth numbering'), value: t(NUMBERING_LABELS[l.toothNumbering]) },
          ]}
        />
      </SettingsCard>
      <EditSettingsDialog open={editing} onClose={() => setEditing(false)} formId={FORM_ID} saving={saving}>
        <LocalisationForm id={FORM_ID} initial={l} save={save} onDone={() => setEditing(false)} />
      </EditSettingsDialog>
    </>
  );
}
