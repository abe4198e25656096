import {
  agreeingForm,
  type ChoiceField,
  contextFree,
  type Language,
  type NumberingSystem,
  optionText,
} from '@chairside/domain';
// One source of translations: the web's catalogues (English text is the key), bundled into the server.
import ar from '../../../web/src/i18n/locales/ar.json';
import es from '../../../web/src/i18n/locales/es.json';
import fr from '../../../web/src/i18n/locales/fr.json';
import { fillPlaceholders } from './placeholders.js';
import type { DocumentWord } from './words.js';

export const CATALOGUES: Readonly<Record<Exclude<Language, 'en'>, Readonly<Record<string, string>>>> = { fr, es, ar };

/** Puts the English text of the app (a document word, a field label, a choice) into one language. */
export interface Translator {
  language: Language;
  /** The clinic's tooth numbering: how a tooth field's canonical id is written. */
  numbering: NumberingSystem;
  /** A word the documents print themselves (listed in `words.ts`, so a test finds a missing translation). */
  word(english: DocumentWord, values?: Readonly<Record<string, string | number>>): string;
  /** A text of the domain (a field label, a choice, a record type's name): its translation, else itself. */
  text(english: string): string;
  /** A status in agreement with the record it describes (`Paid` of an `Invoice`: *Payée*); see `agreeingForm`. */
  agreeing(english: string, noun: string): string;
  /**
   * An option of a choice field as a reader reads it: a country's name, a tooth in
   * the clinic's numbering, a status in agreement, or its translation.
   */
  option(field: ChoiceField, option: string): string;
}

export function translator(language: Language, numbering: NumberingSystem = 'universal'): Translator {
  const catalogue = language === 'en' ? undefined : CATALOGUES[language];
  // A text with a context (`Service|maintenance`) prints the context's translation, else the plain word's.
  const text = (english: string): string => {
    const found = catalogue?.[english];
    if (found) return found;
    const plain = contextFree(english);
    return plain === undefined ? english : text(plain);
  };
  const lookup = (key: string): string | undefined => catalogue?.[key] || undefined;
  return {
    language,
    numbering,
    text,
    word: (english, values) => fillPlaceholders(text(english), values),
    agreeing: (english, noun) => agreeingForm(lookup, english, noun) ?? text(english),
    option(field, option) {
      if (field.display) return optionText(field, option, language, numbering);
      return field.agreesWith ? this.agreeing(option, field.agreesWith) : text(option);
    },
  };
}
