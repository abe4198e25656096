import type { Language } from '@chairside/domain';
import { LocalizationProvider } from '@mui/x-date-pickers';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { enUS, esES, frFR } from '@mui/x-date-pickers/locales';
import type { ReactNode } from 'react';
import { arPickers } from './pickersArabic';
import { useDayjsLocale } from './useDayjsLocale';

const PICKER_TEXTS = {
  en: enUS,
  fr: frFR,
  es: esES,
  ar: arPickers,
} as const satisfies Record<Language, Pick<typeof enUS, 'components'>>;

/**
 * The date pickers in the interface language: their adapter and words (and dayjs's locale). Around
 * each picker and the booking page, not the whole shell: a list without a date filter loads no
 * picker code.
 */
export function DateLocalization({ children }: { children: ReactNode }) {
  const language = useDayjsLocale();
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
