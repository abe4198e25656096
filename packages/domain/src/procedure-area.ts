import { ALL_TEETH, type Arch, type NumberingSystem, type Side, type Tooth, toothById, toothLabel } from './teeth.js';

/**
 * Where a procedure record is in the mouth (issue 28): on no tooth (the whole
 * mouth: an exam), on one tooth (and maybe some of its surfaces), on a span of
 * teeth (a bridge: one record from its first to its last tooth, in one arch),
 * or on a quadrant, a sextant or an arch (a scaling).
 */
export const PROCEDURE_AREAS = ['Mouth', 'Tooth', 'Span', 'Quadrant', 'Sextant', 'Arch'] as const;
export type ProcedureArea = (typeof PROCEDURE_AREAS)[number];

interface RegionDef {
  area: 'Quadrant' | 'Sextant' | 'Arch';
  arch: Arch;
  side?: Side;
  /** Sextants: the front six teeth of the arch, or the teeth behind the canines. */
  part?: 'anterior' | 'posterior';
}

/**
 * The quadrants (the FDI order: upper right, upper left, lower left, lower
 * right), the six standard sextants (S1 upper right posterior … S6 lower right
 * posterior) and the two arches. Stored as these English names, translated on
 * every screen and document.
 */
const REGION_DEFS = {
  'Upper Right Quadrant': { area: 'Quadrant', arch: 'upper', side: 'right' },
  'Upper Left Quadrant': { area: 'Quadrant', arch: 'upper', side: 'left' },
  'Lower Left Quadrant': { area: 'Quadrant', arch: 'lower', side: 'left' },
  'Lower Right Quadrant': { area: 'Quadrant', arch: 'lower', side: 'right' },
  'Sextant 1 (Upper Right)': { area: 'Sextant', arch: 'upper', side: 'right', part: 'posterior' },
  'Sextant 2 (Upper Anterior)': { area: 'Sextant', arch: 'upper', part: 'anterior' },
  'Sextant 3 (Upper Left)': { area: 'Sextant', arch: 'upper', side: 'left', part: 'posterior' },
  'Sextant 4 (Lower Left)': { area: 'Sextant', arch: 'lower', side: 'left', part: 'posterior' },
  'Sextant 5 (Lower Anterior)': { area: 'Sextant', arch: 'lower', part: 'anterior' },
  'Sextant 6 (Lower Right)': { area: 'Sextant', arch: 'lower', side: 'right', part: 'posterior' },
  'Upper Arch': { area: 'Arch', arch: 'upper' },
  'Lower Arch': { area: 'Arch', arch: 'lower' },
} as const satisfies Record<string, RegionDef>;

export type ProcedureRegion = keyof typeof REGION_DEFS;
export const PROCEDURE_REGIONS = Object.keys(REGION_DEFS) as ProcedureRegion[];

const regionDef = (region: unknown): RegionDef | undefined =>
  typeof region === 'string' && region in REGION_DEFS ? REGION_DEFS[region as ProcedureRegion] : undefined;

/** Whether a tooth is in a quadrant, sextant or arch (canines and incisors are a sextant's anterior teeth). */
export function inRegion(tooth: Tooth, region: string): boolean {
  const def = regionDef(region);
  if (!def || def.arch !== tooth.arch) return false;
  if (def.part === 'anterior') return tooth.position <= 3;
  if (def.part === 'posterior' && tooth.position <= 3) return false;
  return !def.side || def.side === tooth.side;
}

/** Two teeth a span may join: the same arch of the same dentition. */
const sameRow = (a: Tooth, b: Tooth) => a.arch === b.arch && a.dentition === b.dentition;

/** A span's teeth in mouth order, its ends included (a 14–16 bridge: 14, 15, 16); empty when they cannot be one span. */
export function spanTeeth(first: string, last: string): string[] {
  const a = toothById(first);
  const b = toothById(last);
  if (!a || !b || !sameRow(a, b)) return [];
  const from = ALL_TEETH.indexOf(a);
  const to = ALL_TEETH.indexOf(b);
  return ALL_TEETH.slice(Math.min(from, to), Math.max(from, to) + 1).map((t) => t.id);
}

/** The fields of a record that say where it is. */
export interface AreaValues {
  tooth?: unknown;
  lastTooth?: unknown;
  region?: unknown;
}

const given = (v: unknown): v is string => typeof v === 'string' && v !== '';

/** Which kind of area the record's fields name (a region's kind, a span, a tooth, else the mouth). */
export function areaOf(v: AreaValues): ProcedureArea {
  const def = regionDef(v.region);
  if (def) return def.area;
  if (given(v.tooth)) return given(v.lastTooth) && v.lastTooth !== v.tooth ? 'Span' : 'Tooth';
  return 'Mouth';
}

/** The teeth a record covers: its tooth, its span, its region's teeth of a dentition (permanent unless told). */
export function areaTeeth(v: AreaValues, dentition: Tooth['dentition'] = 'permanent'): string[] {
  if (given(v.region)) {
    return ALL_TEETH.filter((t) => t.dentition === dentition && inRegion(t, String(v.region))).map((t) => t.id);
  }
  if (given(v.tooth) && given(v.lastTooth)) return spanTeeth(v.tooth, v.lastTooth);
  return given(v.tooth) ? [v.tooth] : [];
}

/**
 * The area as people read it: a tooth or a span in the clinic's numbering
 * (`14–16`, from its lower number), a region in the reader's words (`translate` is the screen's or
 * document's translator), empty for the whole mouth.
 */
export function areaText(v: AreaValues, numbering: NumberingSystem, translate: (english: string) => string): string {
  if (given(v.region)) return translate(v.region);
  if (!given(v.tooth)) return '';
  const first = toothLabel(v.tooth, numbering);
  if (!given(v.lastTooth) || v.lastTooth === v.tooth) return first;
  // Whichever end was picked first, the span reads from its lower number: FDI 14–16, Universal 3–5.
  const ends = [first, toothLabel(v.lastTooth, numbering)].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  return ends.join('–');
}

export const AREA_MESSAGES = {
  regionWithTooth: 'A quadrant, sextant or arch covers its own teeth: clear the tooth, or the area.',
  spanNeedsFirst: 'A span runs from a first tooth to a last one: choose the first tooth too.',
  spanOfOne: 'A span covers two teeth or more: choose a last tooth other than the first.',
  spanAcrossArches: 'A span stays in one arch of one dentition: choose a last tooth in the first tooth’s arch.',
  surfacesOnArea: 'Surfaces belong to one tooth: a span or an area is charted without surfaces.',
} as const;

/** The 422 of a record whose area is not the one its service is charted on. */
export const SERVICE_AREA_MESSAGES: Record<ProcedureArea, string> = {
  Mouth: 'This service is charted on the whole mouth: clear the tooth and the area.',
  Tooth: 'This service is charted on one tooth: choose the tooth, without a last tooth or an area.',
  Span: 'This service is charted on a span of teeth: choose its first and last tooth.',
  Quadrant: 'This service is charted on a quadrant: choose one under Area.',
  Sextant: 'This service is charted on a sextant: choose one under Area.',
  Arch: 'This service is charted on an arch: choose one under Area.',
};

/** The field a 422 about a record's area names: where the user fixes it. */
export const AREA_FIELD: Record<ProcedureArea, 'tooth' | 'lastTooth' | 'region'> = {
  Mouth: 'tooth',
  Tooth: 'tooth',
  Span: 'lastTooth',
  Quadrant: 'region',
  Sextant: 'region',
  Arch: 'region',
};

/** Whether a span's two ends may be one span (same arch and dentition, two different teeth). */
export function spanProblem(v: AreaValues): string | null {
  if (!given(v.lastTooth)) return null;
  if (!given(v.tooth)) return AREA_MESSAGES.spanNeedsFirst;
  if (v.lastTooth === v.tooth) return AREA_MESSAGES.spanOfOne;
  const a = toothById(v.tooth);
  const b = toothById(v.lastTooth);
  return a && b && !sameRow(a, b) ? AREA_MESSAGES.spanAcrossArches : null;
}

/** The teeth a span from `tooth` may end on: the others of its arch in its dentition, in mouth order. */
export function spanPartners(tooth: string): string[] {
  const first = toothById(tooth);
  return first ? ALL_TEETH.filter((t) => t !== first && sameRow(t, first)).map((t) => t.id) : [];
}
