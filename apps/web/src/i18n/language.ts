import { LANGUAGES, type Language } from '@chairside/domain';

/** The supported language an i18next language code stands for (`fr-CA` → `fr`). */
export function toLanguage(lng: string | undefined): Language {
  const short = (lng ?? 'en').slice(0, 2);
  return (LANGUAGES as readonly string[]).includes(short) ? (short as Language) : 'en';
}
