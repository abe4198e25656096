import i18n, { toLanguage } from '../i18n';

/** The reader's time zone, so that the PDF's times read as they do on screen. */
const timeZone = (): string | undefined => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
};

/** What every document the server prints is asked with: the language the user reads the app in, and their time zone. */
export const documentQuery = (): { lang: string; tz?: string } => {
  const tz = timeZone();
  return { lang: toLanguage(i18n.language), ...(tz ? { tz } : {}) };
};

/** The address of a document to open in the browser's viewer (to read or print), in the user's language. */
export const inlineDocumentUrl = (path: string): string =>
  `/api${path}?${new URLSearchParams({ ...documentQuery(), inline: '1' }).toString()}`;
