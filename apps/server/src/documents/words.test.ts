import {
  ACCOUNT_ENTRY_KINDS,
  AGING_BUCKETS,
  CERTIFICATE_TITLES,
  CHART_ENTRY_KINDS,
  PLAN_ACCEPTANCES,
  PROCEDURE_PRIORITIES,
  RESOURCES,
  TOOTH_CONDITIONS,
} from '@chairside/domain';
import { describe, expect, it } from 'vitest';
import { CATALOGUES, translator } from './i18n.js';
import { DOCUMENT_WORDS } from './words.js';

const placeholders = (text: string): string[] => (text.match(/{{\s*\w+\s*}}/g) ?? []).sort();

/**
 * The domain's words a document prints through the catalogues: the choices of
 * every type with a PDF (statuses, payment methods…), certificate titles, the
 * account's entries and aging buckets, the chart's and the plan's words.
 */
const documentChoices = (): string[] => [
  ...RESOURCES.filter((def) => def.documents?.pdf).flatMap((def) =>
    Object.values(def.fields).flatMap((f) =>
      (f.kind === 'choice' && f.display !== 'region') || f.kind === 'choices' ? [...f.options] : [],
    ),
  ),
  ...Object.values(CERTIFICATE_TITLES),
  ...ACCOUNT_ENTRY_KINDS,
  ...AGING_BUCKETS.map((b) => b.label),
  ...TOOTH_CONDITIONS,
  ...CHART_ENTRY_KINDS,
  ...PLAN_ACCEPTANCES,
  ...PROCEDURE_PRIORITIES,
];

describe('the documents’ words', () => {
  it.each(Object.keys(CATALOGUES))('all have a %s translation that keeps their {{placeholders}}', (lng) => {
    const catalogue = CATALOGUES[lng as keyof typeof CATALOGUES];
    const missing = [...DOCUMENT_WORDS, ...documentChoices()].filter((w) => !catalogue[w]?.trim());
    expect(missing).toEqual([]);
    for (const word of DOCUMENT_WORDS) expect(placeholders(catalogue[word] ?? ''), word).toEqual(placeholders(word));
  });

  it('are filled in the reader’s language, English as written', () => {
    expect(translator('fr').word('Page {{page}} of {{count}}', { page: 1, count: 2 })).toBe('Page 1 sur 2');
    expect(translator('ar').word('Invoice')).toBe('فاتورة');
    expect(translator('en').word('Tax ({{rate}})', { rate: '7.5%' })).toBe('Tax (7.5%)');
    // A text no catalogue holds (a clinic's own word) prints as it is.
    expect(translator('es').text('Zirconia crown, shade A2')).toBe('Zirconia crown, shade A2');
  });
});
