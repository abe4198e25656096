/** The interface languages. No zod here: the login page's JavaScript imports this module. */
export const LANGUAGES = ['en', 'fr', 'es', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

/** True for a language the interface is written in. */
export const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

export const LANGUAGE_LABELS: Record<Language, string> = {
  en: 'English',
  fr: 'Français',
  es: 'Español',
  ar: 'العربية',
};
