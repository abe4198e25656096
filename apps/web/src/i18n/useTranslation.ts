import type { Language } from '@chairside/domain';
import { useMemo, useSyncExternalStore } from 'react';
import { currentLanguage, onLanguageChange, type TFunction, translator } from './translator';

export type { TFunction } from './translator';

/** The current language's `t` (a new function when the language changes) and the language itself. */
export function useTranslation(): { t: TFunction; i18n: { language: Language } } {
  const language = useSyncExternalStore(onLanguageChange, currentLanguage);
  return useMemo(() => ({ t: translator(language), i18n: { language } }), [language]);
}
