import { centsToMoney, surfaceCode, toothLabel } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { formatAmount, formatDay, formatInstant } from '../../documents/format.js';
import type { DocumentSource } from '../../documents/layout.js';
import { letterhead } from '../../documents/letterhead.js';
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
  const labels = (record.labels ?? {}) as Record<string, string | null>;
  const items = await rows<ItemRow>(sql`
    select phase, tooth, surfaces, procedure, description, price_cents::text as "priceCents", status
    from treatment_plan_items where plan = ${record.id} order by phase, tooth, id`);
  const numbering = settings.localisation.toothNumbering;
  const sum = (keep: (i: ItemRow) => boolean) =>
    formatAmount(centsToMoney(items.filter(keep).reduce((n, i) => n + Number(i.priceCents), 0)), format);
  return {
    title: 'Treatment Plan',
    subtitle: `${labels.patient ?? ''} · ${String(record.treatmentType ?? '')}`,
    letterhead: letterhead(settings.system),
    blocks: [
      {
        kind: 'fields',
        rows: [
          { label: 'Patient', value: labels.patient ?? '—' },
          { label: 'Doctor', value: labels.doctor ?? '—' },
          { label: 'Status', value: String(record.status ?? '') },
          { label: 'Estimated Duration (days)', value: String(record.estimatedDuration ?? '') },
          { label: 'Date', value: formatDay(String(record.createdAt).slice(0, 10), format.dateFormat) },
        ],
      },
      { kind: 'paragraph', label: 'Description', text: String(record.description ?? '') },
      {
        kind: 'table',
        label: 'Procedures',
        columns: ['Phase', 'Tooth', 'Surfaces', 'Procedure', 'Fee', 'Status'],
        rows: items.map((i) => [
          String(i.phase),
          toothLabel(i.tooth, numbering),
          surfaceCode(i.surfaces),
          [i.procedure, i.description].filter(Boolean).join(' — '),
          formatAmount(centsToMoney(Number(i.priceCents)), format),
          i.status,
        ]),
      },
      {
        kind: 'fields',
        rows: [
          { label: 'Plan Total', value: sum((i) => i.status !== 'Declined') },
          { label: 'Accepted Total', value: sum((i) => i.status === 'Accepted' || i.status === 'Completed') },
          { label: 'Done', value: sum((i) => i.status === 'Completed') },
        ],
      },
      { kind: 'signature', label: 'Patient signature' },
    ],
    footer: `${settings.system.appName} · Treatment plan #${record.id} · printed ${formatInstant(new Date().toISOString(), format)}`,
    info: { author: settings.system.appName, subject: 'Treatment Plan' },
  };
}
