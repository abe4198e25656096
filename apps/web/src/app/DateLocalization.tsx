import type { Language } from '@chairside/domain';
import { LocalizationProvider } from '@mui/x-date-pickers';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { enUS, esES, frFR } from '@mui/x-date-pickers/locales';
import dayjs from 'dayjs';
import 'dayjs/locale/ar';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../i18n';
import { arPickers } from './pickersArabic';

const PICKER_TEXTS = {
  en: enUS,
  fr: frFR,
  es: esES,
  ar: arPickers,
} as const satisfies Record<Language, Pick<typeof enUS, 'components'>>;

/**
 * Dates in the interface language: dayjs's locale and the date pickers' adapter and words.
 * Around the admin shell and the booking page only (the pickers and dayjs are no part of the
 * login page's JavaScript).
 */
export function DateLocalization({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  // Set while rendering, so children format their first render in the language too.
  if (dayjs.locale() !== language) dayjs.locale(language);
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={language}
      localeText={PICKER_TEXTS[language].components.MuiLocalizationProvider.defaultProps.localeText}
    >
      {children}
    </LocalizationProvider>
  );
}
