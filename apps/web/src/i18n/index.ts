import { LANGUAGES, type Language } from '@chairside/domain';
import { loadRtlCache } from '../app/emotionCache';
import { loadMuiLocale } from '../app/muiLocale';
import { toLanguage } from './language';
import { addCatalogue, changeLanguage, currentLanguage, hasCatalogue } from './translator';

/**
 * English text is the key: `t('Username is required')`. The English "catalogue"
 * is therefore the source itself; fr/es/ar map English text to their own.
 * Domain labels and messages go through `t` the same way (see `translator.ts`).
 */
const STORAGE_KEY = 'chairside.language';

export function initialLanguage(): Language {
  const saved = localStorage.getItem(STORAGE_KEY);
  if (saved && (LANGUAGES as readonly string[]).includes(saved)) return saved as Language;
  const nav = navigator.language.slice(0, 2);
  return (LANGUAGES as readonly string[]).includes(nav) ? (nav as Language) : 'en';
}

export const isRtl = (lng: string): boolean => lng === 'ar';

export { currentLanguage, toLanguage };

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

/** Loads a language's catalogue, once. */
async function loadCatalogue(lng: Language): Promise<void> {
  if (lng === 'en' || hasCatalogue(lng)) return;
  const { default: catalogue } = await CATALOGUES[lng]();
  addCatalogue(lng, catalogue);
}

/** Words of screens loaded later (the data grid's), fetched with every later change of language. */
const extraLoaders: ((lng: Language) => Promise<void>)[] = [];

/** Adds a language's words to every later switch (see `switchTo`); `load` must load each language once. */
export function loadWithEveryLanguage(load: (lng: Language) => Promise<void>): void {
  extraLoaders.push(load);
}

/**
 * Shows the app in a language once its catalogue is there (never English text in between) and,
 * MUI's words, and for Arabic the right-to-left styles (never a left-to-right frame in between).
 */
async function switchTo(lng: Language): Promise<void> {
  await Promise.all([
    loadCatalogue(lng),
    loadMuiLocale(lng),
    isRtl(lng) ? loadRtlCache() : undefined,
    ...extraLoaders.map((load) => load(lng)),
  ]);
  changeLanguage(lng);
}

/** Switch language for this session only, without remembering it (the clinic's default language). */
export function applyDefaultLanguage(lng: Language): void {
  if (!hasChosenLanguage() && currentLanguage() !== lng) void switchTo(lng);
}

/** Settles once the first language's catalogue is loaded (or failed to load: then English): render after it. */
export const i18nReady: Promise<void> = switchTo(initialLanguage()).catch(() => undefined);

export function setLanguage(lng: Language): void {
  localStorage.setItem(STORAGE_KEY, lng);
  void switchTo(lng);
}
