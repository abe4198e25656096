import { LANGUAGES, type Language } from '@chairside/domain';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import ar from './locales/ar.json';
import es from './locales/es.json';
import fr from './locales/fr.json';

/**
 * English text is the key: `t('Username is required')`. The English "catalogue"
 * is therefore the source itself; fr/es/ar map English text to their own.
 * Domain labels and messages go through `t` the same way.
 */
const STORAGE_KEY = 'chairside.language';

export function initialLanguage(): Language {
  const saved = localStorage.getItem(STORAGE_KEY);
  if (saved && (LANGUAGES as readonly string[]).includes(saved)) return saved as Language;
  const nav = navigator.language.slice(0, 2);
  return (LANGUAGES as readonly string[]).includes(nav) ? (nav as Language) : 'en';
}

export const isRtl = (lng: string): boolean => lng === 'ar';

/** The supported language an i18next language code stands for (`fr-CA` → `fr`). */
export function toLanguage(lng: string | undefined): Language {
  const short = (lng ?? 'en').slice(0, 2);
  return (LANGUAGES as readonly string[]).includes(short) ? (short as Language) : 'en';
}

/** True once the user picked a language on this device (then the clinic default does not override it). */
export const hasChosenLanguage = (): boolean => localStorage.getItem(STORAGE_KEY) !== null;

/** Switch language for this session only, without remembering it (the clinic's default language). */
export function applyDefaultLanguage(lng: Language): void {
  if (!hasChosenLanguage() && i18n.language !== lng) void i18n.changeLanguage(lng);
}

void i18n.use(initReactI18next).init({
  resources: { en: { translation: {} }, fr: { translation: fr }, es: { translation: es }, ar: { translation: ar } },
  lng: initialLanguage(),
  fallbackLng: 'en',
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnEmptyString: false,
});

export function setLanguage(lng: Language): void {
  localStorage.setItem(STORAGE_KEY, lng);
  void i18n.changeLanguage(lng);
}

export default i18n;
