import { areaText, centsToMoney, PLAN_MESSAGES, surfaceCode } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { formatAmount, printDay, printInstant } from '../../documents/format.js';
import { documentFrame } from '../../documents/frame.js';
import type { DocumentSource } from '../../documents/layout.js';
import type { PdfBlock, PdfDocumentModel } from '../../documents/pdf.js';
import { planSignature } from './plan-routes.js';

interface ProcedureRow {
  phase: number | null;
  priority: string | null;
  tooth: string | null;
  lastTooth: string | null;
  region: string | null;
  surfaces: string[];
  kind: string;
  what: string;
  fee: string | null;
  insurance: string | null;
  patientShare: string | null;
  acceptance: string | null;
}

/**
 * A treatment plan for the patient to take home: who and what, then its
 * procedures by phase with each phase's subtotal, the fee, the insurer's
 * estimate and the patient's share, and the signature that accepted it (the
 * drawn image, the signer, the time, and the SHA-256 that seals the content).
 * Declined procedures are listed, not counted.
 */
export async function treatmentPlanDocument({
  record,
  settings,
  format,
  rows,
}: DocumentSource): Promise<PdfDocumentModel> {
  const { t } = format;
  const labels = (record.labels ?? {}) as Record<string, string | null>;
  const items = await rows<ProcedureRow>(sql`
    select e.phase, e.priority, e.tooth, e.last_tooth as "lastTooth", e.region, e.surfaces, e.kind,
      coalesce(s.name, e.condition, '') || coalesce(' — ' || e.treatment_summary, '') as what,
      e.fee_cents::text as fee, e.insurance_estimate_cents::text as insurance,
      e.patient_share_cents::text as "patientShare", e.acceptance
    from chart_entries e left join services s on s.id = e.service
    where e.plan = ${record.id} and e.archived_at is null order by e.phase, e.tooth, e.id`);
  const signature = await planSignature(rows, Number(record.id));
  const numbering = settings.localisation.toothNumbering;
  const money = (cents: number) => formatAmount(centsToMoney(cents), format);
  const counted = items.filter((i) => i.acceptance !== 'Declined');
  const sum = (list: ProcedureRow[], key: 'fee' | 'insurance' | 'patientShare') =>
    money(list.reduce((n, i) => n + Number(i[key] ?? 0), 0));
  const phases = [...new Set(counted.map((i) => i.phase ?? 1))];
  const title = t.word('Treatment Plan');
  const sealed: PdfBlock[] = signature
    ? [
        {
          kind: 'signature',
          label: t.word('Patient signature'),
          name: t.word('Signed by {{name}} on {{date}}', {
            name: signature.signer,
            date: printInstant(signature.signedAt, format),
          }),
          image: signature.image,
        },
        {
          kind: 'paragraph',
          label: t.word('Content seal (SHA-256)'),
          text: `${signature.hash}\n${t.text(signature.intact ? PLAN_MESSAGES.intact : PLAN_MESSAGES.changedSinceSigned)}`,
        },
      ]
    : [{ kind: 'signature', label: t.word('Patient signature') }];
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
          t.word('Procedure'),
          t.word('Priority'),
          t.word('Fee'),
          t.word('Insurance Estimate'),
          t.word('Patient Share'),
          t.word('Status'),
        ],
        rows: items.map((i) => [
          String(i.phase ?? 1),
          areaText(i, numbering, t.text) || '—',
          i.surfaces.length ? `${i.what} (${surfaceCode(i.surfaces)})` : i.what,
          i.priority ? t.text(i.priority) : '',
          i.fee === null ? '—' : money(Number(i.fee)),
          i.insurance === null ? '—' : money(Number(i.insurance)),
          i.patientShare === null ? '—' : money(Number(i.patientShare)),
          t.text(i.kind === 'Completed' ? 'Completed' : (i.acceptance ?? i.kind)),
        ]),
      },
      {
        kind: 'fields',
        rows: [
          ...phases.map((p) => ({
            label: t.word('Phase {{phase}} subtotal', { phase: String(p) }),
            value: sum(
              counted.filter((i) => (i.phase ?? 1) === p),
              'fee',
            ),
          })),
          { label: t.word('Plan Total'), value: sum(counted, 'fee') },
          { label: t.word('Insurance Estimate'), value: sum(counted, 'insurance') },
          { label: t.word('Patient Share'), value: sum(counted, 'patientShare') },
        ],
      },
      ...sealed,
    ],
  };
}
