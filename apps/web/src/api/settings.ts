import type { ClinicSettings } from '@chairside/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../i18n/useTranslation';
import { get } from './client';

export type SettingsRecord = ClinicSettings & { version: number };
export const SETTINGS_KEY = ['settings'] as const;

/** The clinic settings (public: the landing and login pages read them too). */
export function useSettings() {
  return useQuery({ queryKey: SETTINGS_KEY, queryFn: () => get<SettingsRecord>('/settings'), staleTime: 5 * 60_000 });
}

/** The clinic's name from the settings, 'App' until it is known. */
export function useAppName(): string {
  const { t } = useTranslation();
  const { data } = useSettings();
  return data?.system.appName.trim() || t('App');
}
