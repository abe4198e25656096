import { centsToMoney, surfaceCode, toothLabel } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { formatAmount, printDay } from '../../documents/format.js';
import { documentFrame } from '../../documents/frame.js';
import type { DocumentSource } from '../../documents/layout.js';
import type { PdfDocumentModel } from '../../documents/pdf.js';

interface ItemRow {
  phase: number;
  tooth: string;
  surfaces: string[];
  procedure: string;
  description: string | null;
  priceCents: string;
  status: string;
}

/**
 * A treatment plan for the patient to take home: who and what, then its
 * procedures by phase and tooth with their fees, the plan total, what is
 * accepted and what is done. Declined procedures are listed, not counted.
 */
export async function treatmentPlanDocument({
  record,
  settings,
  format,
  rows,
}: DocumentSource): Promise<PdfDocumentModel> {
  const { t } = format;
  const labels = (record.labels ?? {}) as Record<string, string | null>;
  const items = await rows<ItemRow>(sql`
    select phase, tooth, surfaces, procedure, description, price_cents::text as "priceCents", status
    from treatment_plan_items where plan = ${record.id} order by phase, tooth, id`);
  const numbering = settings.localisation.toothNumbering;
  const sum = (keep: (i: ItemRow) => boolean) =>
    formatAmount(centsToMoney(items.filter(keep).reduce((n, i) => n + Number(i.priceCents), 0)), format);
  const title = t.word('Treatment Plan');
  return {
    ...documentFrame(settings, format, { title }),
    title,
    subtitle: [labels.patient, t.text(String(record.treatmentType ?? ''))].filter(Boolean).join(' · '),
    blocks: [
      {
        kind: 'fields',
        rows: [
          { label: t.word('Patient'), value: labels.patient ?? '—' },
          { label: t.word('Doctor'), value: labels.doctor ?? '—' },
          { label: t.word('Status'), value: t.text(String(record.status ?? '')) },
          { label: t.word('Estimated Duration (days)'), value: String(record.estimatedDuration ?? '') },
          { label: t.word('Date'), value: printDay(String(record.createdAt), format) },
        ],
      },
      { kind: 'paragraph', label: t.word('Description'), text: String(record.description ?? '') },
      {
        kind: 'table',
        label: t.word('Procedures'),
        columns: [
          t.word('Phase'),
          t.word('Tooth'),
          t.word('Surfaces'),
          t.word('Procedure'),
          t.word('Fee'),
          t.word('Status'),
        ],
        rows: items.map((i) => [
          String(i.phase),
          toothLabel(i.tooth, numbering),
          surfaceCode(i.surfaces),
          [t.text(i.procedure), i.description].filter(Boolean).join(' — '),
          formatAmount(centsToMoney(Number(i.priceCents)), format),
          t.text(i.status),
        ]),
      },
      {
        kind: 'fields',
        rows: [
          { label: t.word('Plan Total'), value: sum((i) => i.status !== 'Declined') },
          { label: t.word('Accepted Total'), value: sum((i) => i.status === 'Accepted' || i.status === 'Completed') },
          { label: t.word('Done'), value: sum((i) => i.status === 'Completed') },
        ],
      },
      { kind: 'signature', label: t.word('Patient signature') },
    ],
  };
}
