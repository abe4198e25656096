import { areaText, surfaceCode, today, toothLabel, toothNameParts } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { printDay } from '../../documents/format.js';
import { documentFrame } from '../../documents/frame.js';
import type { DocumentSource } from '../../documents/layout.js';
import type { PdfDocumentModel } from '../../documents/pdf.js';
import { recordDocument } from '../../documents/record-pdf.js';
import { readChart } from './state.js';

/** The longest history a printed chart lists (the newest entries). */
const HISTORY_ROWS = 500;

interface EntryRow {
  date: string;
  tooth: string | null;
  lastTooth: string | null;
  region: string | null;
  surfaces: string[];
  kind: string;
  condition: string | null;
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
  const { t } = format;
  const card = recordDocument(def, record, settings, format);
  const id = Number(record.id);
  const numbering = settings.localisation.toothNumbering;
  const [chart, history] = await Promise.all([
    readChart(rows, id, today()),
    rows<EntryRow>(sql`select date::text as date, tooth, last_tooth as "lastTooth", region, surfaces, kind, condition, notes from chart_entries
      where patient = ${id} and archived_at is null order by date desc, id desc limit ${HISTORY_ROWS}`),
  ]);
  // A tooth's name in the reader's words, as the chart on screen says it (`useToothText`).
  const name = (id: string) => {
    const { where, which, primary } = toothNameParts(id);
    return t.word('{{where}} {{which}}', { where: t.text(where), which: t.text(primary ? `primary ${which}` : which) });
  };
  const tooth = (id: string) => `${toothLabel(id, numbering)} (${name(id)})`;
  const teeth = Object.entries(chart?.teeth ?? {}).map(([id, s]) => [
    tooth(id),
    t.text(s.condition),
    Object.entries(s.surfaces)
      .map(([code, c]) => `${code}: ${t.text(c)}`)
      .join(', '),
    s.planned.map((p) => `${t.text(p.condition)} ${surfaceCode(p.surfaces)}`.trim()).join(', '),
  ]);
  const title = t.word('Patient Chart');
  return {
    ...card,
    ...documentFrame(settings, format, { title }),
    title,
    blocks: [
      ...card.blocks,
      { kind: 'heading', text: t.word('Dental Chart') },
      teeth.length
        ? {
            kind: 'table',
            columns: [t.word('Tooth'), t.word('Status'), t.word('Surfaces'), t.word('Planned')],
            rows: teeth,
          }
        : { kind: 'paragraph', text: t.word('No teeth charted: all healthy.') },
      { kind: 'heading', text: t.word('Chart History') },
      history.length
        ? {
            kind: 'table',
            columns: [
              t.word('Date'),
              t.word('Tooth'),
              t.word('Surfaces'),
              t.word('Kind'),
              t.word('Status'),
              t.word('Notes'),
            ],
            rows: history.map((e) => [
              printDay(e.date, format, 'medium'),
              areaText(e, numbering, t.text) || '—',
              surfaceCode(e.surfaces),
              t.text(e.kind),
              e.condition ? t.text(e.condition) : '—',
              e.notes ?? '',
            ]),
          }
        : { kind: 'paragraph', text: t.word('No history yet.') },
    ],
  };
}
