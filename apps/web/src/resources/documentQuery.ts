import { toLanguage } from '../i18n/language';

/** The reader's time zone, so that the PDF's times read as they do on screen. */
const timeZone = (): string | undefined => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
};

/**
 * What every document the server prints is asked with: the language the user
 * reads the app in (i18next's, `fr-CA` → `fr`), and their time zone.
 */
export const documentQuery = (language: string | undefined): { lang: string; tz?: string } => {
  const tz = timeZone();
  return { lang: toLanguage(language), ...(tz ? { tz } : {}) };
};

/** The address of a document to open in the browser's viewer (to read or print), in the user's language. */
export const inlineDocumentUrl = (path: string, language: string | undefined): string =>
  `/api${path}?${new URLSearchParams({ ...documentQuery(language), inline: '1' }).toString()}`;

/**
 * What an export is asked with: the user's language, for its headers, sheet
 * name and choices (its numbers, money and dates stay typed cells, so no time zone).
 */
export const exportQuery = (language: string | undefined): { lang: string } => ({ lang: toLanguage(language) });
