import { DEFAULT_SETTINGS } from '@chairside/domain';
import { useMemo } from 'react';
import { useSettings } from '../api/settings';
import { toLanguage } from '../i18n';
import { useTranslation } from '../i18n/useTranslation';
import type { FormatContext } from './format';

/** The formatting context of the current language and the clinic's localisation settings. */
export function useFormatContext(): FormatContext {
  const { t, i18n } = useTranslation();
  const { data } = useSettings();
  const localisation = data?.localisation ?? DEFAULT_SETTINGS.localisation;
  const language = toLanguage(i18n.language);
  return useMemo(
    () => ({
      t,
      language,
      dateFormat: localisation.dateFormat,
      currency: localisation.currency,
      currencySymbol: localisation.currencySymbol,
      toothNumbering: localisation.toothNumbering,
    }),
    [
      t,
      language,
      localisation.dateFormat,
      localisation.currency,
      localisation.currencySymbol,
      localisation.toothNumbering,
    ],
  );
}
