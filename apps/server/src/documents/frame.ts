import type { ClinicSettings } from '@chairside/domain';
import { now } from '@chairside/domain';
import { type DocumentFormat, printDayOf } from './format.js';
import { letterhead } from './letterhead.js';
import type { PdfDocumentModel } from './pdf.js';

/** What every document the clinic hands over shares, apart from its content. */
export type DocumentFrame = Omit<PdfDocumentModel, 'title' | 'subtitle' | 'blocks'>;

/**
 * The frame of a document in the reader's language: the clinic's letterhead
 * (name, address, phone · email; its logo when Settings shows it), the PDF's
 * language and direction (Arabic right to left), `Page 1 of 2` in words of
 * the language, and a footer naming the clinic, the document and the day it
 * was printed. `lines` replaces the settings' letterhead (a certificate's clinic).
 */
export function documentFrame(
  settings: ClinicSettings,
  format: DocumentFormat,
  document: { title: string; lines?: readonly string[]; now?: Date },
): DocumentFrame {
  const { t } = format;
  const clinic = document.lines?.[0] ?? settings.system.appName;
  const printed = t.word('Printed on {{date}}', { date: printDayOf(document.now ?? now(), format) });
  return {
    letterhead: [...(document.lines ?? letterhead(settings.system))],
    logo: settings.system.showLogo,
    language: t.language,
    direction: t.language === 'ar' ? 'rtl' : 'ltr',
    pageLabel: t.word('Page {{page}} of {{count}}'),
    footer: [clinic, document.title, printed].join(' · '),
    info: { author: clinic, subject: document.title },
  };
}
