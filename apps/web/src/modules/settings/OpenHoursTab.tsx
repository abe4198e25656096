import { formatDayHours, WEEK_DAYS } from '@chairside/domain';
import { Box } from '@mui/material';
import { useState } from 'react';
import type { SettingsRecord } from '../../api/settings';
import { ltr } from '../../i18n/bidi';
import { useTranslation } from '../../i18n/useTranslation';
import { EditSettingsDialog } from './EditSettingsDialog';
import { OpenHoursForm } from './OpenHoursForm';
import { SettingsCard } from './SettingsCard';
import { useSaveSettings } from './useSaveSettings';
import { ValueList } from './ValueList';

const FORM_ID = 'open-hours-settings-form';

/** Open Hours: the week shown on the public page. */
export function OpenHoursTab({ settings, canEdit }: { settings: SettingsRecord; canEdit: boolean }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const { save, saving } = useSaveSettings();
  const hours = settings.openHours;
  return (
    <>
      <SettingsCard title={t('Open Hours')} onEdit={canEdit ? () => setEditing(true) : null}>
        <ValueList
          rows={WEEK_DAYS.map((day) => ({
            label: t(day),
            value: hours[day].closed ? (
              <Box component="span" sx={{ color: 'error.main' }}>
                {t('Closed')}
              </Box>
            ) : (
              ltr(formatDayHours(hours[day]))
            ),
          }))}
        />
      </SettingsCard>
      <EditSettingsDialog open={editing} onClose={() => setEditing(false)} formId={FORM_ID} saving={saving} wide>
        <OpenHoursForm id={FORM_ID} initial={hours} save={save} onDone={() => setEditing(false)} />
      </EditSettingsDialog>
    </>
  );
}
