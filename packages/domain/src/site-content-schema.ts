import { z } from 'zod';
import { fieldMessage } from './field-messages.js';
import { SITE_SECTIONS, type SiteSection, type SiteTextField } from './site-content.js';

/** Spec 002 §5: every field of a front-office form is required; lines are trimmed, blanks dropped. */
function fieldSchema(f: SiteTextField): z.ZodType {
  const required = fieldMessage('required', { label: f.label });
  const tooLong = fieldMessage('maxLength', { label: f.label, max: f.max });
  if (f.kind === 'lines') {
    return z
      .array(z.string().trim().max(f.max, tooLong))
      .transform((list) => list.filter(Boolean))
      .pipe(
        z
          .array(z.string())
          .min(1, required)
          .max(f.maxItems ?? 12, fieldMessage('maxEntries', { label: f.label, max: f.maxItems ?? 12 })),
      );
  }
  return z.string({ error: required }).trim().min(1, required).max(f.max, tooLong);
}

const schemas = new Map<SiteSection, z.ZodType<Record<string, string | string[]>>>();

/** The body of `PUT /api/site/content/{section}`: its fields, strict, each required. */
export function siteSectionSchema(section: SiteSection): z.ZodType<Record<string, string | string[]>> {
  let schema = schemas.get(section);
  if (!schema) {
    const shape: Record<string, z.ZodType> = {};
    for (const f of SITE_SECTIONS[section].fields) shape[f.key] = fieldSchema(f);
    schema = z.strictObject(shape) as unknown as z.ZodType<Record<string, string | string[]>>;
    schemas.set(section, schema);
  }
  return schema;
}
