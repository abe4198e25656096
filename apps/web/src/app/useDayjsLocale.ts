import dayjs from 'dayjs';
import 'dayjs/locale/ar';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import type { Language } from '@chairside/domain';
import { toLanguage } from '../i18n';
import { useTranslation } from '../i18n/useTranslation';

/**
 * Puts dayjs in the interface language (names of months and days in formatted dates) and returns
 * that language. Set while rendering, so the caller's children format their first render in it.
 */
export function useDayjsLocale(): Language {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  if (dayjs.locale() !== language) dayjs.locale(language);
  return language;
}
