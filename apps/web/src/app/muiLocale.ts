import type { Language } from '@chairside/domain';
import { enUS, type Localization } from '@mui/material/locale';

/**
 * MUI's own words (pagination, "Close", "Open") in a language: English in the entry, another
 * language's fetched with its catalogue (i18n waits for both), never all four on every page.
 */
const LOADERS: Record<Exclude<Language, 'en'>, () => Promise<Localization>> = {
  fr: () => import('./muiLocales/fr').then((m) => m.default),
  es: () => import('./muiLocales/es').then((m) => m.default),
  ar: () => import('./muiLocales/ar').then((m) => m.default),
};
const loaded = new Map<Language, Localization>([['en', enUS]]);

export async function loadMuiLocale(lng: Language): Promise<void> {
  if (lng !== 'en' && !loaded.has(lng)) loaded.set(lng, await LOADERS[lng]());
}

/** The language's MUI words once loaded (see `loadMuiLocale`), English until then. */
export const muiLocale = (lng: Language): Localization => loaded.get(lng) ?? enUS;
