import type { AnyResource, ClinicSettings, FieldDef } from '@chairside/domain';
import type { Row } from '../resources/columns.js';
import { type DocumentFormat, formatFieldText, formatInstant } from './format.js';
import { letterhead } from './letterhead.js';
import type { PdfBlock, PdfDocumentModel, PdfField } from './pdf.js';

const EMPTY = '—';

/** The record's sections as the detail view groups them: declared ones, then the fields no section names. */
function sectionsOf(def: AnyResource): { title: string; keys: string[] }[] {
  const named = new Set((def.sections ?? []).flatMap((s) => s.fields));
  const rest = Object.keys(def.fields).filter((k) => !named.has(k));
  const sections = (def.sections ?? []).map((s) => ({ title: s.title, keys: [...s.fields] }));
  if (rest.length) sections.push({ title: sections.length ? 'Other' : 'Details', keys: rest });
  return sections;
}

const isParagraph = (f: FieldDef): boolean => f.kind === 'text' && f.multiline === true;

/**
 * A record as a document: its title, then each section with its fields as
 * labelled rows, long texts as paragraphs and rows fields as tables.
 * References read as the referenced record's name, never its id.
 */
export function recordDocument(
  def: AnyResource,
  record: Row,
  settings: ClinicSettings,
  format: DocumentFormat,
  now = new Date(),
): PdfDocumentModel {
  const labels = (record.labels ?? {}) as Record<string, string | null>;
  const blocks: PdfBlock[] = [];
  for (const section of sectionsOf(def)) {
    blocks.push({ kind: 'heading', text: section.title });
    let rows: PdfField[] = [];
    const flush = () => {
      if (rows.length) blocks.push({ kind: 'fields', rows });
      rows = [];
    };
    for (const key of section.keys) {
      const field = def.fields[key];
      if (!field) continue;
      const value = record[key];
      const empty = field.emptyText ?? EMPTY;
      if (field.kind === 'rows' && Array.isArray(value) && value.length) {
        flush();
        blocks.push({
          kind: 'table',
          // The section's heading already names a field that is the whole section.
          label: field.label === section.title ? undefined : field.label,
          columns: Object.values(field.fields).map((f) => f.label),
          rows: value.map((row: Record<string, unknown>, i) =>
            Object.entries(field.fields).map(([k, sub]) =>
              formatFieldText(sub, row[k], format, labels[`${key}.${i}.${k}`]),
            ),
          ),
        });
      } else if (isParagraph(field) && typeof value === 'string' && value.trim()) {
        flush();
        blocks.push({ kind: 'paragraph', label: field.label, text: value });
      } else {
        rows.push({ label: field.label, value: formatFieldText(field, value, format, labels[key]) || empty });
      }
    }
    flush();
  }
  const title = record[def.titleField];
  const { system } = settings;
  return {
    title: typeof title === 'string' && title ? title : def.label,
    // The record's times under its title, not as a last block that may spill alone onto a second page.
    subtitle: [
      `${def.label} #${record.id}`,
      `Created ${formatInstant(String(record.createdAt), format)}`,
      `Last updated ${formatInstant(String(record.updatedAt), format)}`,
    ].join(' · '),
    letterhead: letterhead(system),
    blocks,
    footer: `${system.appName} · ${def.label} #${record.id} · printed ${formatInstant(now.toISOString(), format)}`,
    info: { author: system.appName, subject: def.label },
  };
}
