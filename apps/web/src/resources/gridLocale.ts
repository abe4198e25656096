import type { Language } from '@chairside/domain';
import type { GridLocaleText } from '@mui/x-data-grid';
import { use } from 'react';
import { loadWithEveryLanguage, toLanguage } from '../i18n';

type GridWords = Partial<GridLocaleText>;

/** The Data Grid's own texts (pagination, selection, column menu) in fr/es/ar, a chunk each; English is built in. */
const LOADERS: Record<Exclude<Language, 'en'>, () => Promise<GridWords>> = {
  fr: () => import('./gridLocales/fr').then((m) => m.default),
  es: () => import('./gridLocales/es').then((m) => m.default),
  ar: () => import('./gridLocales/ar').then((m) => m.default),
};
const loading = new Map<Language, Promise<void>>();
const loaded = new Map<Language, GridWords>();

/** Loads a language's grid texts, once. */
function loadGridLocale(lng: Language): Promise<void> {
  if (lng === 'en') return Promise.resolve();
  let promise = loading.get(lng);
  if (!promise) {
    promise = LOADERS[lng]().then(
      (words) => void loaded.set(lng, words),
      (error: unknown) => {
        loading.delete(lng); // a later render tries again
        throw error;
      },
    );
    loading.set(lng, promise);
  }
  return promise;
}

// Once a list has been shown, a change of language waits for its grid texts as for its catalogue.
loadWithEveryLanguage(loadGridLocale);

/**
 * The grid's texts in the interface language, undefined for English. The first list shown in
 * another language suspends until its texts are there: never English pagination in between.
 */
export function useGridLocaleText(language: string): GridWords | undefined {
  const lng = toLanguage(language);
  if (lng === 'en') return undefined;
  const words = loaded.get(lng);
  if (words) return words;
  use(loadGridLocale(lng));
  return loaded.get(lng);
}
