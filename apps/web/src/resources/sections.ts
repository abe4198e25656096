import type { AnyResource, FieldDef } from '@chairside/domain';

export interface FieldSection {
  /** English section title (i18n key); undefined for the last, unnamed section. */
  title?: string;
  fields: [string, FieldDef][];
}

/**
 * The resource's fields grouped by its `sections`, keeping only those `include`
 * accepts; fields no section names go in a last, unnamed section. Empty sections are dropped.
 */
export function sectionsOf(def: AnyResource, include: (field: FieldDef) => boolean = () => true): FieldSection[] {
  const named = new Set<string>();
  const out: FieldSection[] = [];
  for (const section of def.sections ?? []) {
    const fields: [string, FieldDef][] = [];
    for (const key of section.fields) {
      const field = def.fields[key];
      named.add(key);
      if (field && include(field)) fields.push([key, field]);
    }
    if (fields.length) out.push({ title: section.title, fields });
  }
  const rest = Object.entries(def.fields).filter(([key, field]) => !named.has(key) && include(field));
  if (rest.length) out.push({ fields: rest });
  return out;
}

/**
 * Fields the form shows: the client may write them and they are not hidden from
 * forms. Files are read-only in the record's body but have a control of their
 * own, which uploads them.
 */
export const isFormField = (field: FieldDef): boolean =>
  (!field.readOnly || field.kind === 'files') && !field.formHidden;

/** A field takes the whole row of a two-column layout. */
export const isFullWidth = (field: FieldDef): boolean =>
  field.span === 'full' || field.kind === 'json' || (field.kind === 'text' && field.multiline === true);

/** A section's heading is worth showing: it has a title that does not just repeat the label of its only field. */
export const headingOf = (section: FieldSection): string | undefined => {
  const only = section.fields.length === 1 ? section.fields[0]?.[1] : undefined;
  return only && only.label.toLowerCase() === section.title?.toLowerCase() ? undefined : section.title;
};
