import { z } from 'zod';
import { PROCEDURE_AREAS, PROCEDURE_REGIONS, spanTeeth } from './procedure-area.js';

/**
 * What a tooth may be found with or have done to it (spec 002 §4's healthy,
 * decayed, missing and filled, and what dentists chart besides), and how the
 * chart's current state follows from its entries.
 */
export const TOOTH_CONDITIONS = [
  'Healthy',
  'Decayed',
  'Missing',
  'Filled',
  'Crown',
  'Root Canal',
  'Implant',
  'Bridge Pontic',
  'Bridge Abutment',
  'Fractured',
  'To Be Extracted',
  'Extracted',
  'Sealant',
  'Veneer',
] as const;
export type ToothCondition = (typeof TOOTH_CONDITIONS)[number];

/**
 * Where a procedure record stands (issue 28): a finding (Condition), work
 * planned, completed here, existing from before (here or elsewhere), or
 * referred to another practitioner. Planned → Completed is a status change
 * of the same record.
 */
export const CHART_ENTRY_KINDS = [
  'Condition',
  'Planned',
  'Completed',
  'Existing',
  'Existing Elsewhere',
  'Referred',
] as const;
export type ChartEntryKind = (typeof CHART_ENTRY_KINDS)[number];

/** Kinds that are work in the mouth now (drawn as the tooth's state); Planned and Referred are drawn apart. */
export const DONE_KINDS: readonly ChartEntryKind[] = ['Condition', 'Completed', 'Existing', 'Existing Elsewhere'];

/**
 * The chart's colours by status, the charting convention (red planned, blue
 * completed, green existing), with a high-contrast variant for low vision and
 * grey-scale print: darker hues and distinct line styles carry the difference.
 */
export const KIND_COLORS: Record<ChartEntryKind, string> = {
  Condition: '#e65100',
  Planned: '#d32f2f',
  Completed: '#1565c0',
  Existing: '#2e7d32',
  'Existing Elsewhere': '#66bb6a',
  Referred: '#6a1b9a',
};
export const KIND_COLORS_HIGH_CONTRAST: Record<ChartEntryKind, string> = {
  Condition: '#8a3000',
  Planned: '#b00000',
  Completed: '#0033a0',
  Existing: '#005000',
  'Existing Elsewhere': '#005000',
  Referred: '#4a0072',
};

/** Conditions that may be charted on surfaces; the others are of the whole tooth. */
export const SURFACE_CONDITIONS: readonly ToothCondition[] = ['Healthy', 'Decayed', 'Filled', 'Fractured', 'Sealant'];

/** Teeth that are no longer in the mouth: drawn with a cross. */
export const ABSENT_CONDITIONS: readonly ToothCondition[] = ['Missing', 'Extracted'];

/** The chart's colours (spec 002 §4 for the first four). */
export const CONDITION_COLORS: Record<ToothCondition, string> = {
  Healthy: '#4caf50',
  Decayed: '#d32f2f',
  Missing: '#9e9e9e',
  Filled: '#fbc02d',
  Crown: '#8e24aa',
  'Root Canal': '#e65100',
  Implant: '#1565c0',
  'Bridge Pontic': '#00838f',
  'Bridge Abutment': '#26a69a',
  Fractured: '#6d4c41',
  'To Be Extracted': '#ad1457',
  Extracted: '#9e9e9e',
  Sealant: '#7cb342',
  Veneer: '#5c6bc0',
};

/** One entry as the state needs it, in the order they were charted (date, then id). */
export interface ChartEntryLike {
  id: number;
  tooth: string;
  surfaces: readonly string[];
  kind: ChartEntryKind;
  condition: ToothCondition;
  date: string;
}

export interface ToothState {
  /** The whole tooth: its latest whole-tooth entry, Healthy when none. */
  condition: ToothCondition;
  /** The status of the entry that set `condition` (Condition when uncharted). */
  kind: ChartEntryKind;
  /** Each surface's latest finding since the tooth's own latest entry. */
  surfaces: Record<string, ToothCondition>;
  /** The status of the entry that set each surface. */
  surfaceKinds: Record<string, ChartEntryKind>;
  /** Missing or extracted (and not since replaced by an implant). */
  absent: boolean;
  /** Procedures planned on it and not yet charted as done. */
  planned: { condition: ToothCondition; surfaces: string[] }[];
  /** Id of the latest entry that shaped it, null for an uncharted tooth. */
  lastEntry: number | null;
}

export const HEALTHY_TOOTH: ToothState = {
  condition: 'Healthy',
  kind: 'Condition',
  surfaces: {},
  surfaceKinds: {},
  absent: false,
  planned: [],
  lastEntry: null,
};

const byChartOrder = (a: ChartEntryLike, b: ChartEntryLike) =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id;

function applyEntry(state: ToothState, e: ChartEntryLike): ToothState {
  if (e.kind === 'Planned') {
    return { ...state, planned: [...state.planned, { condition: e.condition, surfaces: [...e.surfaces] }] };
  }
  // Referred work is not in the mouth yet: the chart lists it, the tooth keeps its state.
  if (e.kind === 'Referred') return state;
  const planned = state.planned.filter((p) => p.condition !== e.condition);
  if (e.surfaces.length) {
    const surfaces = { ...state.surfaces };
    const surfaceKinds = { ...state.surfaceKinds };
    for (const s of e.surfaces) {
      surfaces[s] = e.condition;
      surfaceKinds[s] = e.kind;
    }
    return { ...state, surfaces, surfaceKinds, planned, lastEntry: e.id };
  }
  // A whole-tooth entry covers what was charted on its surfaces before (a crown over a filling).
  return {
    condition: e.condition,
    kind: e.kind,
    surfaces: {},
    surfaceKinds: {},
    absent: ABSENT_CONDITIONS.includes(e.condition),
    planned,
    lastEntry: e.id,
  };
}

/**
 * The chart now: each charted tooth's state from its entries, latest per tooth
 * and per surface (a filling after decay, an extraction after a crown). Teeth
 * never charted are absent from the map (healthy).
 */
export function chartState(entries: readonly ChartEntryLike[]): Record<string, ToothState> {
  const state: Record<string, ToothState> = {};
  for (const e of [...entries].sort(byChartOrder)) state[e.tooth] = applyEntry(state[e.tooth] ?? HEALTHY_TOOTH, e);
  return state;
}

const BRIDGE_UNITS: readonly ToothCondition[] = ['Bridge Abutment', 'Bridge Pontic'];

/**
 * A span (a bridge: one record from its first to its last tooth) as the
 * entries of its teeth: a bridge's end teeth are its abutments and the teeth
 * between them its pontics; other work is charted on every tooth of the span.
 */
export function spanEntries(e: ChartEntryLike, lastTooth: string): ChartEntryLike[] {
  const teeth = spanTeeth(e.tooth, lastTooth);
  const bridge = BRIDGE_UNITS.includes(e.condition);
  return teeth.map((tooth, i) => {
    const end = i === 0 || i === teeth.length - 1;
    const condition: ToothCondition = bridge ? (end ? 'Bridge Abutment' : 'Bridge Pontic') : e.condition;
    return { ...e, tooth, surfaces: [], condition };
  });
}

/** How many teeth show each condition (a surface finding counts its tooth once). */
export function conditionCounts(state: Readonly<Record<string, ToothState>>): Partial<Record<ToothCondition, number>> {
  const counts: Partial<Record<ToothCondition, number>> = {};
  for (const t of Object.values(state)) {
    const found = new Set<ToothCondition>([t.condition, ...Object.values(t.surfaces)]);
    if (found.size > 1) found.delete('Healthy');
    for (const c of found) counts[c] = (counts[c] ?? 0) + 1;
  }
  return counts;
}

const toothStateSchema = z.object({
  condition: z.enum(TOOTH_CONDITIONS),
  kind: z.enum(CHART_ENTRY_KINDS),
  surfaces: z.record(z.string(), z.enum(TOOTH_CONDITIONS)),
  surfaceKinds: z.record(z.string(), z.enum(CHART_ENTRY_KINDS)),
  absent: z.boolean(),
  planned: z.array(z.object({ condition: z.enum(TOOTH_CONDITIONS), surfaces: z.array(z.string()) })),
  lastEntry: z.number().int().nullable(),
});

/** A procedure on more than one tooth, drawn over its teeth: a span (a bridge) or a quadrant, sextant or arch. */
const chartAreaSchema = z.object({
  /** The procedure record. */
  entry: z.number().int(),
  area: z.enum(PROCEDURE_AREAS),
  kind: z.enum(CHART_ENTRY_KINDS),
  /** First and last tooth of a span (canonical ids), null for a region. */
  tooth: z.string().nullable(),
  lastTooth: z.string().nullable(),
  region: z.enum(PROCEDURE_REGIONS as [string, ...string[]]).nullable(),
  condition: z.enum(TOOTH_CONDITIONS).nullable(),
  /** The service's code (`SRP-Q`), null when it names none. */
  code: z.string().nullable(),
  date: z.string(),
});
export type ChartArea = z.infer<typeof chartAreaSchema>;

/** `GET /api/patients/:id/chart`: everything the odontogram draws, in one answer. */
export const chartResponseSchema = z.object({
  patient: z.number().int(),
  /** Charted teeth by canonical id; a tooth not listed is healthy and uncharted. */
  teeth: z.record(z.string(), toothStateSchema),
  /** Spans and regions, oldest first: each drawn once across its teeth. */
  areas: z.array(chartAreaSchema),
  /** Teeth per condition shown now. */
  counts: z.record(z.string(), z.number().int()),
  /** Live entries in the patient's history. */
  entries: z.number().int(),
  /** Date of the latest entry, or null. */
  lastCharted: z.string().nullable(),
  /** The day the chart is drawn as of (today unless `asOf` was asked). */
  asOf: z.string(),
});
export const chartQuerySchema = z.strictObject({
  asOf: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD')
    .optional()
    .describe('Draw the chart as it was at the end of this day (today when left out)'),
});
export type ChartResponse = z.infer<typeof chartResponseSchema>;
