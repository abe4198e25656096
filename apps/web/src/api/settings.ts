import type { ClinicSettings } from '@chairside/domain';
import { useTranslation } from '../i18n/useTranslation';
import { get } from './client';
import { sharedQuery } from './sharedQuery';

export type SettingsRecord = ClinicSettings & { version: number };

/** The clinic settings (public: the landing and login pages read them too); saving them sets them here. */
export const settingsQuery = sharedQuery(() => get<SettingsRecord>('/settings'), 5 * 60_000);

export const useSettings = () => settingsQuery.use();

/** The clinic's name from the settings, 'App' until it is known. */
export function useAppName(): string {
  const { t } = useTranslation();
  const { data } = useSettings();
  return data?.system.appName.trim() || t('App');
}
