import { type ChartEntryKind, SURFACE_CONDITIONS, TOOTH_CONDITIONS, type ToothCondition } from './chart-state.js';
import { type NumberingSystem, SURFACE_CODES, type SurfaceCode, surfacesOf, toothFromLabel } from './teeth.js';

/**
 * The quick-chart command (issue 28, fast charting): one line typed on the
 * chart, `[kind] [teeth] [surfaces] what`, e.g. `36 MO fil`, `c 19 DO FIL-01`,
 * `x LL6 decay`. Teeth are written in the clinic's numbering (several with
 * commas: `36,37`; none: the teeth selected on the chart); surfaces as letters
 * (`M O D B L`, `I F` on front teeth); `what` is a fee-schedule service by code
 * or name, or a condition, each by prefix. A service is Planned unless a leading
 * `c` (Completed), `e` (Existing) or `x` (Condition) says otherwise; a bare
 * condition is a Condition. Pure: the chart's box shows what it gives as you type.
 */

/** The kinds a quick-chart line can chart. */
export const QUICK_CHART_KINDS = ['Planned', 'Completed', 'Existing', 'Condition'] as const;
export type QuickChartKind = (typeof QUICK_CHART_KINDS)[number] & ChartEntryKind;

/** The leading letter that sets the kind. */
export const QUICK_CHART_MODIFIERS: Record<string, QuickChartKind> = {
  p: 'Planned',
  c: 'Completed',
  e: 'Existing',
  x: 'Condition',
};

/** A fee-schedule service as the quick chart needs it. */
export interface QuickChartService {
  id: number;
  code: string;
  name: string;
  /** The fee, `120.00`. */
  price: string;
  /** How the chart draws it; null for work drawn on no tooth. */
  chartAs: string | null;
}

/** What Enter charts: the same entry on each tooth. */
export interface QuickChartCommand {
  /** Canonical tooth ids. */
  teeth: string[];
  surfaces: SurfaceCode[];
  kind: QuickChartKind;
  service: QuickChartService | null;
  /** The condition charted when no service is: `Decayed`. */
  condition: ToothCondition | null;
}

export const QUICK_CHART_MESSAGES = {
  empty: 'Type a tooth, surfaces and a procedure: 36 MO fil',
  noTooth: 'Type a tooth number or select teeth on the chart.',
  unknownTooth: '“{{tooth}}” is not a tooth in {{numbering}} numbering.',
  noWhat: 'Type a procedure code or name, or a condition.',
  unknownWhat: 'No procedure or condition starts with “{{what}}”.',
  ambiguous: '“{{what}}” could be {{choices}}: type more.',
  foreignSurface: 'Tooth {{tooth}} has no {{surfaces}} surface.',
  repeatedSurface: 'Surface {{surface}} is written twice.',
  wholeTooth: '{{what}} is charted on the whole tooth, without surfaces.',
} as const;

export type QuickChartParse =
  | { ok: true; command: QuickChartCommand }
  | { ok: false; message: string; params: Record<string, string> };

export interface QuickChartOptions {
  numbering: NumberingSystem;
  services: readonly QuickChartService[];
  /** Teeth selected on the chart: used when the line names none. */
  selected?: readonly string[];
  /** Spells a tooth in the clinic's numbering, for messages. */
  label?: (id: string) => string;
}

const fail = (message: string, params: Record<string, string> = {}): QuickChartParse => ({
  ok: false,
  message,
  params,
});

type What = { service: QuickChartService; condition: null } | { service: null; condition: ToothCondition };

/** How well a text names a candidate: 0 exact, 1 prefix of code or name, 2 prefix of a word of the name; -1 not. */
function rank(text: string, code: string, name: string): number {
  const c = code.toLowerCase();
  const n = name.toLowerCase();
  if (text === c || text === n) return 0;
  if (c.startsWith(text) || n.startsWith(text)) return 1;
  if (n.split(/[\s-]+/).some((w) => w.startsWith(text))) return 2;
  return -1;
}

/** The best candidates of one list: those of the best rank. */
function best<T>(text: string, items: readonly T[], keys: (item: T) => [string, string]): T[] {
  const ranked = items.map((item) => ({ item, r: rank(text, ...keys(item)) })).filter((x) => x.r >= 0);
  const top = Math.min(...ranked.map((x) => x.r));
  return ranked.filter((x) => x.r === top).map((x) => x.item);
}

/** The service or condition a text names: services first (a condition when forced, or when no service matches). */
function findWhat(
  text: string,
  services: readonly QuickChartService[],
  conditionFirst: boolean,
): What | QuickChartParse {
  const wanted = text.toLowerCase();
  const fromServices = best(wanted, services, (s) => [s.code, s.name]);
  const fromConditions = best(wanted, TOOTH_CONDITIONS, (c) => [c, c]);
  const lists = conditionFirst ? [fromConditions, fromServices] : [fromServices, fromConditions];
  const found = lists.find((l) => l.length > 0);
  if (!found) return fail(QUICK_CHART_MESSAGES.unknownWhat, { what: text });
  if (found.length > 1) {
    const names = found.slice(0, 3).map((f) => (typeof f === 'string' ? f : f.name));
    return fail(QUICK_CHART_MESSAGES.ambiguous, { what: text, choices: names.join(', ') });
  }
  const one = found[0]!;
  return typeof one === 'string' ? { service: null, condition: one } : { service: one, condition: null };
}

const SURFACE_TOKEN = new RegExp(`^[${SURFACE_CODES.join('')}]+$`, 'i');

/** Teeth written in a token (`36` or `36,37`), or null when it is not teeth. */
function teethOf(token: string, numbering: NumberingSystem): { ids: string[] } | { unknown: string } | null {
  const parts = token.split(',').filter(Boolean);
  const ids = parts.map((p) => toothFromLabel(p, numbering));
  if (ids.every((id): id is string => id !== undefined)) return { ids: [...new Set(ids)] };
  // A number that is no tooth (`99`, FDI `19`) is a mistyped tooth, not the start of a procedure's name.
  const wrong = parts.find((p, i) => ids[i] === undefined && /^\d/.test(p));
  return parts.length > 1 || wrong ? { unknown: wrong ?? parts.find((_, i) => !ids[i]) ?? token } : null;
}

/** One reading of the line, its kind given (or not) by a leading letter. */
function read(tokens: string[], forced: QuickChartKind | null, options: QuickChartOptions): QuickChartParse {
  const rest = [...tokens];
  let teeth = [...(options.selected ?? [])];
  const first = rest[0] ? teethOf(rest[0], options.numbering) : null;
  if (first && 'unknown' in first)
    return fail(QUICK_CHART_MESSAGES.unknownTooth, { tooth: first.unknown, numbering: options.numbering });
  if (first) {
    teeth = first.ids;
    rest.shift();
  }
  let surfaces: SurfaceCode[] = [];
  if (rest.length > 1 && SURFACE_TOKEN.test(rest[0] ?? '')) {
    const letters = (rest.shift() ?? '').toUpperCase().split('') as SurfaceCode[];
    const twice = letters.find((s, i) => letters.indexOf(s) !== i);
    if (twice) return fail(QUICK_CHART_MESSAGES.repeatedSurface, { surface: twice });
    surfaces = letters;
  }
  if (!rest.length) return fail(QUICK_CHART_MESSAGES.noWhat);
  if (!teeth.length) return fail(QUICK_CHART_MESSAGES.noTooth);
  const label = options.label ?? ((id: string) => id);
  for (const tooth of teeth) {
    const own = surfacesOf(tooth) as readonly string[];
    const foreign = surfaces.filter((s) => !own.includes(s));
    if (foreign.length)
      return fail(QUICK_CHART_MESSAGES.foreignSurface, { tooth: label(tooth), surfaces: foreign.join(', ') });
  }
  const what = findWhat(rest.join(' '), options.services, forced === 'Condition');
  if ('ok' in what) return what;
  const drawn = what.service ? what.service.chartAs : what.condition;
  if (surfaces.length && drawn && !SURFACE_CONDITIONS.includes(drawn as ToothCondition))
    return fail(QUICK_CHART_MESSAGES.wholeTooth, { what: what.service?.name ?? drawn });
  const kind = forced ?? (what.service ? 'Planned' : 'Condition');
  return { ok: true, command: { teeth, surfaces, kind, ...what } };
}

/**
 * Reads a quick-chart line. A leading `c`, `e`, `x` or `p` is a tooth when
 * the numbering has one of that name (Universal primary teeth C, E, P) and
 * the line reads well so; otherwise it sets the kind.
 */
export function parseQuickChart(input: string, options: QuickChartOptions): QuickChartParse {
  const tokens = input.trim().split(/\s+/).filter(Boolean);
  if (!tokens.length) return fail(QUICK_CHART_MESSAGES.empty);
  const plain = read(tokens, null, options);
  const modifier = QUICK_CHART_MODIFIERS[tokens[0]?.toLowerCase() ?? ''];
  if (plain.ok || !modifier || tokens.length < 2) return plain;
  const kinded = read(tokens.slice(1), modifier, options);
  const isTooth = toothFromLabel(tokens[0] ?? '', options.numbering) !== undefined;
  return kinded.ok || !isTooth ? kinded : plain;
}
