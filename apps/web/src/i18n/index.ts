import { LANGUAGES, type Language } from '@chairside/domain';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadRtlCache } from '../app/emotionCache';
import { translateFieldMessage } from './fieldMessages';
import { toLanguage } from './language';

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

export { toLanguage };

/** True once the user picked a language on this device (then the clinic default does not override it). */
export const hasChosenLanguage = (): boolean => localStorage.getItem(STORAGE_KEY) !== null;

/**
 * The catalogues, each its own chunk: a page downloads only the language it
 * shows (each is ~30 KB gzipped; all three were in the entry chunk).
 */
const CATALOGUES: Record<Exclude<Language, 'en'>, () => Promise<{ default: Record<string, string> }>> = {
  fr: () => import('./locales/fr.json'),
  es: () => import('./locales/es.json'),
  ar: () => import('./locales/ar.json'),
};

/** Loads a language's catalogue into i18next, once. */
async function loadCatalogue(lng: Language): Promise<void> {
  if (lng === 'en' || i18n.hasResourceBundle(lng, 'translation')) return;
  const { default: catalogue } = await CATALOGUES[lng]();
  i18n.addResourceBundle(lng, 'translation', catalogue);
}

/**
 * Shows the app in a language once its catalogue is there (never English text in between) and,
 * for Arabic, the right-to-left styles (never a left-to-right frame in between).
 */
async function switchTo(lng: Language): Promise<void> {
  await Promise.all([loadCatalogue(lng), isRtl(lng) ? loadRtlCache() : undefined]);
  await i18n.changeLanguage(lng);
}

/** Switch language for this session only, without remembering it (the clinic's default language). */
export function applyDefaultLanguage(lng: Language): void {
  if (!hasChosenLanguage() && i18n.language !== lng) void switchTo(lng);
}

/**
 * A field's validation message that its catalogue does not hold word for word
 * (`Birth Date is required`) is translated from its template and the field's
 * label (see `fieldMessages.ts`); an exact entry still wins.
 */
const fieldMessages = {
  type: 'postProcessor' as const,
  name: 'fieldMessages',
  process(value: string, key: string | string[], options: { lng?: string }): string {
    const lng = toLanguage(options.lng ?? i18n.language);
    const english = Array.isArray(key) ? key[0] : key;
    if (lng === 'en' || english === undefined || value !== english) return value;
    const lookup = (text: string): string | undefined => {
      const found: unknown = i18n.getResource(lng, 'translation', text);
      return typeof found === 'string' ? found : undefined;
    };
    return translateFieldMessage(english, lookup) ?? value;
  },
};

const first = initialLanguage();
void i18n
  .use(initReactI18next)
  .use(fieldMessages)
  .init({
    resources: { en: { translation: {} } },
    partialBundledLanguages: true,
    lng: 'en',
    fallbackLng: 'en',
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    postProcess: ['fieldMessages'],
  });

/** Settles once the first language's catalogue is loaded (or failed to load: then English): render after it. */
export const i18nReady: Promise<void> = switchTo(first).catch(() => undefined);

export function setLanguage(lng: Language): void {
  localStorage.setItem(STORAGE_KEY, lng);
  void switchTo(lng);
}

export default i18n;
