import { agreeingForm, contextFree, type Language } from '@chairside/domain';
import { translateFieldMessage } from './fieldMessages';

/** The values of a text's `{{name}}` placeholders (`count` is one like any other: no plural forms). */
export type TranslationValues = Readonly<Record<string, unknown>>;
/** Puts an English text (the key) into the current language, its placeholders filled. */
export type TFunction = (english: string, values?: TranslationValues) => string;

type Catalogue = Readonly<Record<string, string>>;

/**
 * Chairside's translations: English text is the key; fr/es/ar catalogues map it to their own text.
 * That is all the app asks of an i18n library (no plurals, namespaces, nesting or formatters), so
 * this is a few lines rather than i18next (18 KiB of the login page's JavaScript).
 */
const catalogues = new Map<Language, Catalogue>();
let current: Language = 'en';
const listeners = new Set<() => void>();

const fill = (text: string, values?: TranslationValues): string =>
  values
    ? text.replace(/{{\s*(\w+)\s*}}/g, (whole, name: string) => {
        const value = values[name];
        return value === undefined || value === null ? whole : String(value);
      })
    : text;

function lookupIn(lng: Language): (english: string) => string | undefined {
  const catalogue = catalogues.get(lng);
  // An empty translation is a missing one: the English text shows instead.
  return (english) => catalogue?.[english] || undefined;
}

/**
 * The translation function of a language. A field's validation message that its catalogue does not
 * hold word for word (`Birth Date is required`) is translated from its template and the field's
 * label (see `fieldMessages.ts`); an exact entry still wins.
 */
function translatorFor(lng: Language): TFunction {
  const lookup = lookupIn(lng);
  const translate: TFunction = (english, values) => {
    const found = lookup(english);
    if (found !== undefined) return fill(found, values);
    // `Service|maintenance`: the context's own translation, else the plain word's.
    const plain = contextFree(english);
    if (plain !== undefined) return translate(plain, values);
    const filled = fill(english, values);
    if (lng === 'en' || filled !== english) return filled;
    return translateFieldMessage(english, lookup) ?? english;
  };
  return translate;
}

/**
 * `english` (an adjective such as a status) in agreement with `noun` in `lng`: its form for the
 * noun's gender (catalogue keys `Invoice|gender` → `feminine`, then `Paid|feminine` → `Payée`);
 * the plain translation where the language, the noun or the word has no such form.
 */
export const inAgreement = (english: string, noun: string, lng: Language = current): string =>
  agreeingForm(lookupIn(lng), english, noun) ?? translator(lng)(english);

const translators = new Map<Language, TFunction>();

/** A language's translation function (the current language's by default), the same function each time. */
export function translator(lng: Language = current): TFunction {
  let t = translators.get(lng);
  if (!t) {
    t = translatorFor(lng);
    translators.set(lng, t);
  }
  return t;
}

export const currentLanguage = (): Language => current;
export const hasCatalogue = (lng: Language): boolean => lng === 'en' || catalogues.has(lng);

export function addCatalogue(lng: Language, catalogue: Catalogue): void {
  catalogues.set(lng, catalogue);
  translators.delete(lng);
}

/** Shows the interface in `lng` (its catalogue added first): every `useTranslation` renders again. */
export function changeLanguage(lng: Language): void {
  if (lng === current) return;
  current = lng;
  for (const listener of listeners) listener();
}

export function onLanguageChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
