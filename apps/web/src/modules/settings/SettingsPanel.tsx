import { Skeleton } from '@mui/material';
import { useSettings } from '../../api/settings';
import { useAuth } from '../../auth/AuthContext';
import { useTranslation } from '../../i18n/useTranslation';
import { LoadErrorAlert } from '../../resources/LoadErrorAlert';
import { BillingSettingsCard } from './BillingSettingsCard';
import { ImagingSettingsCard } from './ImagingSettingsCard';
import { LocalisationTab } from './LocalisationTab';
import { MarketingSettingsCard } from './MarketingSettingsCard';
import { OpenHoursTab } from './OpenHoursTab';
import { SystemTab } from './SystemTab';
import type { SettingsTabKey } from './tabs';

/** The System, Localisation, Open Hours, Marketing, Billing or Dental Imaging tab, once the settings are loaded. */
export function SettingsPanel({ tab }: { tab: Exclude<SettingsTabKey, 'users'> }) {
  const { t } = useTranslation();
  const { can } = useAuth();
  const { data, isError, refetch, isFetching } = useSettings();
  const canEdit = can('settings.manage');

  if (isError && !data)
    return (
      <LoadErrorAlert
        onRetry={refetch}
        retrying={isFetching}
        message="The settings could not be loaded. Check your connection and try again."
      />
    );
  if (!data) return <Skeleton variant="rectangular" height={240} aria-label={t('Loading…')} />;
  if (tab === 'system') return <SystemTab settings={data} canEdit={canEdit} />;
  if (tab === 'localisation') return <LocalisationTab settings={data} canEdit={canEdit} />;
  if (tab === 'marketing') return <MarketingSettingsCard settings={data} canEdit={canEdit} />;
  if (tab === 'billing') return <BillingSettingsCard settings={data} canEdit={canEdit} />;
  if (tab === 'imaging') return <ImagingSettingsCard settings={data} canEdit={canEdit} />;
  return <OpenHoursTab settings={data} canEdit={canEdit} />;
}
