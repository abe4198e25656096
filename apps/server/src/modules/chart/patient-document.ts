import { surfaceCode, toothLabel, toothName } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { formatDay } from '../../documents/format.js';
import type { DocumentSource } from '../../documents/layout.js';
import type { PdfDocumentModel } from '../../documents/pdf.js';
import { recordDocument } from '../../documents/record-pdf.js';
import { readChart } from './state.js';

/** The longest history a printed chart lists (the newest entries). */
const HISTORY_ROWS = 500;

interface EntryRow {
  date: string;
  tooth: string;
  surfaces: string[];
  kind: string;
  condition: string;
  notes: string | null;
}

/**
 * A patient's chart to print or send: the card (every section), then each
 * charted tooth as it is now (whole tooth, surfaces, planned work) and the
 * history, newest first. Teeth never charted are healthy and not listed.
 */
export async function patientChartDocument({
  def,
  record,
  settings,
  format,
  rows,
}: DocumentSource): Promise<PdfDocumentModel> {
  const card = recordDocument(def, record, settings, format);
  const id = Number(record.id);
  const numbering = settings.localisation.toothNumbering;
  const [chart, history] = await Promise.all([
    readChart(rows, id),
    rows<EntryRow>(sql`select date::text as date, tooth, surfaces, kind, condition, notes from chart_entries
      where patient = ${id} and archived_at is null order by date desc, id desc limit ${HISTORY_ROWS}`),
  ]);
  const tooth = (t: string) => `${toothLabel(t, numbering)} (${toothName(t)})`;
  const teeth = Object.entries(chart.teeth).map(([t, s]) => [
    tooth(t),
    s.condition,
    Object.entries(s.surfaces)
      .map(([code, c]) => `${code}: ${c}`)
      .join(', '),
    s.planned.map((p) => `${p.condition} ${surfaceCode(p.surfaces)}`.trim()).join(', '),
  ]);
  return {
    ...card,
    title: 'Patient Chart',
    blocks: [
      ...card.blocks,
      { kind: 'heading', text: 'Dental Chart' },
      teeth.length
        ? { kind: 'table', columns: ['Tooth', 'Status', 'Surfaces', 'Planned'], rows: teeth }
        : { kind: 'paragraph', text: 'No teeth charted: all healthy.' },
      { kind: 'heading', text: 'Chart History' },
      history.length
        ? {
            kind: 'table',
            columns: ['Date', 'Tooth', 'Surfaces', 'Kind', 'Status', 'Notes'],
            rows: history.map((e) => [
              formatDay(e.date, format.dateFormat),
              toothLabel(e.tooth, numbering),
              surfaceCode(e.surfaces),
              e.kind,
              e.condition,
              e.notes ?? '',
            ]),
          }
        : { kind: 'paragraph', text: 'No history yet.' },
    ],
  };
}
