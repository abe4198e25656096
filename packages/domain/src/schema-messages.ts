import type { z } from 'zod';

/**
 * The inputs an error map is asked about: nothing, null, an empty text, a
 * text, a number and a list, so that a message chosen by what was sent
 * (`X is required` for nothing, `X must be a date` for a text) is found either way.
 */
const PROBES: readonly unknown[] = [undefined, null, '', 'x', 1, []];

type ErrorMap = (issue: { input: unknown; code: string; message?: string }) => unknown;
interface Def {
  error?: ErrorMap;
  checks?: readonly { _zod: { def: Def } }[];
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: readonly z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  items?: readonly z.ZodType[];
  rest?: z.ZodType | null;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  getter?: () => z.ZodType;
}

function messagesOf(error: ErrorMap | undefined): string[] {
  if (!error) return [];
  return PROBES.flatMap((input) => {
    const said = error({ input, code: 'custom' });
    const text = typeof said === 'string' ? said : (said as { message?: unknown } | undefined)?.message;
    return typeof text === 'string' ? [text] : [];
  });
}

/**
 * Every message a zod schema was given for its values (required, too long,
 * not an email, not one of the options…), walking objects, lists, unions,
 * pipes and wrappers: what a person may be shown when a check fails.
 * Zod's own English defaults are not listed (the schemas name theirs).
 */
export function schemaMessages(schema: z.ZodType): string[] {
  const found = new Set<string>();
  const seen = new Set<unknown>();
  const walk = (s: z.ZodType | null | undefined): void => {
    if (!s || seen.has(s)) return;
    seen.add(s);
    const def = s._zod.def as Def;
    for (const m of messagesOf(def.error)) found.add(m);
    for (const check of def.checks ?? []) {
      for (const m of messagesOf(check._zod.def.error)) found.add(m);
      walk(check as unknown as z.ZodType);
    }
    const children = [
      ...Object.values(def.shape ?? {}),
      def.element,
      def.innerType,
      def.in,
      def.out,
      ...(def.options ?? []),
      def.left,
      def.right,
      ...(def.items ?? []),
      def.rest,
      def.keyType,
      def.valueType,
      def.getter?.(),
    ];
    for (const child of children) walk(child);
  };
  walk(schema);
  return [...found];
}
