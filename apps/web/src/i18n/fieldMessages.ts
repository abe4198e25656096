import { FIELD_MESSAGE_PARTS, FIELD_MESSAGES, type FieldMessageValues } from '@chairside/domain';
import { isolate } from './bidi';

type Part = keyof typeof FIELD_MESSAGE_PARTS;
const PART_PATTERN: Record<(typeof FIELD_MESSAGE_PARTS)[Part], string> = {
  text: '(.+?)',
  number: '(-?\\d+(?:\\.\\d+)?)',
  list: '(.+)',
};

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each template as a pattern that reads its parts back out of a filled message. */
const PATTERNS = Object.values(FIELD_MESSAGES).map((template) => {
  const parts: Part[] = [];
  const source = template
    .split(/({{\w+}})/)
    .map((piece) => {
      const name = /^{{(\w+)}}$/.exec(piece)?.[1] as Part | undefined;
      if (!name) return escapeRegExp(piece);
      parts.push(name);
      return PART_PATTERN[FIELD_MESSAGE_PARTS[name]];
    })
    .join('');
  return { template, parts, pattern: new RegExp(`^${source}$`, 's') };
});

/** The template a field's message was filled from, and its parts (`Birth Date is required` → `{{label}} is required`, Birth Date). */
export function matchFieldMessage(message: string): { template: string; values: FieldMessageValues } | null {
  for (const { template, parts, pattern } of PATTERNS) {
    const m = pattern.exec(message);
    if (m) return { template, values: Object.fromEntries(parts.map((part, i) => [part, m[i + 1] ?? ''])) };
  }
  return null;
}

/** A catalogue's translation of an English text, or undefined when it has none. */
export type Lookup = (english: string) => string | undefined;

/**
 * A field's message in another language, from its template's translation and
 * the field's translated label and options (each isolated, so `A+` keeps its
 * sign in Arabic); undefined unless the template and the label are both translated.
 */
export function translateFieldMessage(message: string, lookup: Lookup): string | undefined {
  const match = matchFieldMessage(message);
  if (!match) return undefined;
  const template = lookup(match.template);
  const label = lookup(String(match.values.label));
  if (template === undefined || label === undefined) return undefined;
  const values: Record<string, string> = {
    ...Object.fromEntries(Object.entries(match.values).map(([k, v]) => [k, String(v)])),
    label,
  };
  if (match.values.options !== undefined)
    values.options = String(match.values.options)
      .split(', ')
      .map((option) => isolate(lookup(option) ?? option))
      .join(', ');
  return template.replace(/{{\s*(\w+)\s*}}/g, (token, name: string) => values[name] ?? token);
}
