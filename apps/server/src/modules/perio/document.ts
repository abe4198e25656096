import {
  BUCCAL_SITES,
  LINGUAL_SITES,
  PERMANENT_TEETH,
  type PerioSite,
  type PerioTooth,
  perioSummary,
  toothLabel,
} from '@chairside/domain';
import { printDay } from '../../documents/format.js';
import { documentFrame } from '../../documents/frame.js';
import type { DocumentSource } from '../../documents/layout.js';
import type { PdfDocumentModel } from '../../documents/pdf.js';

const SITES: readonly PerioSite[] = [...BUCCAL_SITES, ...LINGUAL_SITES];

/** `5/7*`: probing depth / attachment level, `*` when it bled, `S` when it suppurated. */
const siteText = (tooth: PerioTooth, site: PerioSite): string => {
  const s = tooth.sites[site];
  if (s.pd === null) return '';
  return `${s.pd}/${s.cal ?? s.pd}${s.bleeding ? '*' : ''}${s.suppuration ? 'S' : ''}`;
};

/**
 * A periodontal exam to print or send: who, when, by whom, the summary, and a
 * row per tooth (in mouth order, in the clinic's numbering) of its six sites,
 * mobility and furcation.
 */
export function perioExamDocument({ record, settings, format }: DocumentSource): PdfDocumentModel {
  const { t } = format;
  const labels = (record.labels ?? {}) as Record<string, string | null>;
  const readings = (Array.isArray(record.readings) ? record.readings : []) as PerioTooth[];
  const byTooth = new Map(readings.map((r) => [r.tooth, r]));
  const summary = perioSummary(readings);
  const numbering = settings.localisation.toothNumbering;
  const title = t.word('Periodontal Exam');
  const rows = PERMANENT_TEETH.flatMap(({ id }) => {
    const tooth = byTooth.get(id);
    return tooth
      ? [
          [
            toothLabel(id, numbering),
            ...SITES.map((s) => siteText(tooth, s)),
            String(tooth.mobility ?? ''),
            tooth.furcation ?? '',
          ],
        ]
      : [];
  });
  return {
    ...documentFrame(settings, format, { title }),
    title,
    subtitle: [labels.patient, printDay(String(record.examDate), format, 'medium')].filter(Boolean).join(' · '),
    blocks: [
      {
        kind: 'fields',
        rows: [
          { label: t.word('Patient'), value: labels.patient ?? '—' },
          { label: t.word('Date'), value: printDay(String(record.examDate), format, 'medium') },
          { label: t.word('Doctor'), value: labels.doctor ?? '—' },
          { label: t.word('Mean probing depth'), value: summary.meanPd === null ? '—' : `${summary.meanPd} mm` },
          { label: t.word('Sites ≥ 4 mm'), value: `${summary.deepPercent}%` },
          { label: t.word('Bleeding on probing'), value: `${summary.bleedingPercent}%` },
        ],
      },
      {
        kind: 'paragraph',
        text: t.word('Each site: probing depth / attachment level in mm; * bleeding, S suppuration.'),
        emphasis: 'italic',
      },
      rows.length
        ? {
            kind: 'table',
            columns: [t.word('Tooth'), ...SITES, t.word('Mobility'), t.word('Furcation')],
            rows,
            widths: [1.2, 1, 1, 1, 1, 1, 1, 1, 1],
          }
        : { kind: 'paragraph', text: t.word('No teeth charted.') },
      ...(record.notes ? [{ kind: 'paragraph' as const, label: t.word('Notes'), text: String(record.notes) }] : []),
    ],
  };
}
