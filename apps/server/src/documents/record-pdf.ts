import type { AnyResource, ClinicSettings, FieldDef } from '@chairside/domain';
import type { Row } from '../resources/columns.js';
import { type DocumentFormat, formatFieldText } from './format.js';
import { documentFrame } from './frame.js';
import type { PdfBlock, PdfDocumentModel, PdfField } from './pdf.js';

/** The record's sections as the detail view groups them: declared ones, then the fields no section names. */
function sectionsOf(def: AnyResource): { title: string; keys: string[] }[] {
  const named = new Set((def.sections ?? []).flatMap((s) => s.fields));
  const rest = Object.keys(def.fields).filter((k) => !named.has(k));
  const sections = (def.sections ?? []).map((s) => ({ title: s.title, keys: [...s.fields] }));
  if (rest.length) sections.push({ title: sections.length ? 'Other' : 'Details', keys: rest });
  return sections;
}

const isParagraph = (f: FieldDef): boolean => f.kind === 'text' && f.multiline === true;
/** A time the system stamps (a reminder's last sending): the office's bookkeeping, not the patient's document. */
const isStamp = (f: FieldDef): boolean => f.kind === 'datetime' && f.readOnly === true;

/**
 * The record's sections as document blocks in the reader's language: each
 * section's heading, its fields as labelled rows, long texts as paragraphs,
 * rows fields as tables; references by the referenced record's name, never
 * its id. A field left empty is left out (unless it says what empty means:
 * `No result yet`), and a section with nothing to say with it. `skip` leaves
 * fields out (those the title already says).
 */
export function recordBlocks(
  def: AnyResource,
  record: Row,
  format: DocumentFormat,
  skip: ReadonlySet<string> = new Set(),
): PdfBlock[] {
  const { t } = format;
  const labels = (record.labels ?? {}) as Record<string, string | null>;
  const blocks: PdfBlock[] = [];
  for (const section of sectionsOf(def)) {
    const keys = section.keys.filter((k) => !skip.has(k) && def.fields[k] && !isStamp(def.fields[k]));
    const heading =
      section.title === 'Other' || section.title === 'Details' ? t.word(section.title) : t.text(section.title);
    const start = blocks.length;
    let rows: PdfField[] = [];
    const flush = () => {
      if (rows.length) blocks.push({ kind: 'fields', rows });
      rows = [];
    };
    for (const key of keys) {
      const field = def.fields[key] as FieldDef;
      const value = record[key];
      const label = t.text(field.label);
      if (field.kind === 'rows' && Array.isArray(value) && value.length) {
        flush();
        blocks.push({
          kind: 'table',
          // The section's heading already names a field that is the whole section.
          label: field.label === section.title ? undefined : label,
          columns: Object.values(field.fields).map((f) => t.text(f.label)),
          rows: value.map((row: Record<string, unknown>, i) =>
            Object.entries(field.fields).map(([k, sub]) =>
              formatFieldText(sub, row[k], format, labels[`${key}.${i}.${k}`]),
            ),
          ),
        });
      } else if (isParagraph(field) && typeof value === 'string' && value.trim()) {
        flush();
        blocks.push({ kind: 'paragraph', label, text: value });
      } else {
        const text = formatFieldText(field, value, format, labels[key]) || (field.emptyText && t.text(field.emptyText));
        if (text) rows.push({ label, value: text });
      }
    }
    flush();
    if (blocks.length > start) blocks.splice(start, 0, { kind: 'heading', text: heading });
  }
  return blocks;
}

/**
 * A record as a document the clinic hands over: its letterhead, the record
 * type as the title and the record's own title under it (`Lab Test`,
 * `Complete blood count`), then every section (see `recordBlocks`). No
 * internal id or audit stamp is printed.
 */
export function recordDocument(
  def: AnyResource,
  record: Row,
  settings: ClinicSettings,
  format: DocumentFormat,
): PdfDocumentModel {
  const title = format.t.text(def.label);
  const own = record[def.titleField];
  return {
    ...documentFrame(settings, format, { title }),
    title,
    ...(typeof own === 'string' && own ? { subtitle: own } : {}),
    blocks: recordBlocks(def, record, format),
  };
}
