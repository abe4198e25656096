import { z } from 'zod';
import { type NumberingSystem, PERMANENT_TEETH, toothLabel } from './teeth.js';

/**
 * The periodontal chart's pure rules: six sites per tooth, the ranges of each
 * measurement, the clinical attachment level, the summary of an exam and the
 * comparison of two.
 *
 * Sign convention: the gingival margin (GM) is the distance from the
 * cemento-enamel junction to the margin, positive when the margin has receded
 * below the junction (recession, root exposed), negative when it stands above
 * it (swelling, overgrowth). The clinical attachment level is then
 * CAL = PD + GM: a 4 mm pocket with 2 mm of recession has lost 6 mm of attachment.
 */

/** The six sites in the order a hygienist probes them on each tooth: three buccal, then three lingual. */
export const PERIO_SITES = ['MB', 'B', 'DB', 'ML', 'L', 'DL'] as const;
export type PerioSite = (typeof PERIO_SITES)[number];
export const BUCCAL_SITES = ['MB', 'B', 'DB'] as const;
export const LINGUAL_SITES = ['ML', 'L', 'DL'] as const;

export const FURCATION_GRADES = ['I', 'II', 'III'] as const;
export const PD_RANGE = { min: 0, max: 15 } as const;
export const GM_RANGE = { min: -5, max: 15 } as const;
export const MOBILITY_RANGE = { min: 0, max: 3 } as const;
/** A pocket this deep or deeper is highlighted and counted. */
export const DEEP_POCKET_MM = 4;

const mm = z.number({ error: 'must be a whole number of millimetres' }).int('must be a whole number of millimetres');

export const perioSiteSchema = z.strictObject({
  pd: mm.nullable().default(null),
  gm: mm.nullable().default(null),
  /** Computed by the server (PD + GM); a value sent is replaced. */
  cal: z.number().int().nullable().default(null),
  bleeding: z.boolean().default(false),
  suppuration: z.boolean().default(false),
});
export type PerioSiteReading = z.infer<typeof perioSiteSchema>;

export const perioToothSchema = z.strictObject({
  tooth: z.enum(PERMANENT_TEETH.map((t) => t.id) as [string, ...string[]], 'must be a permanent tooth'),
  mobility: z.number().int('must be a whole number').nullable().default(null),
  furcation: z.enum(FURCATION_GRADES, 'Furcation must be I, II or III').nullable().default(null),
  sites: z.strictObject({
    MB: perioSiteSchema,
    B: perioSiteSchema,
    DB: perioSiteSchema,
    ML: perioSiteSchema,
    L: perioSiteSchema,
    DL: perioSiteSchema,
  }),
});
export type PerioTooth = z.infer<typeof perioToothSchema>;

export const perioReadingsSchema = z.array(perioToothSchema).max(32, 'An exam holds at most 32 teeth');

/** A site with nothing measured. */
export const emptySite = (): PerioSiteReading => ({
  pd: null,
  gm: null,
  cal: null,
  bleeding: false,
  suppuration: false,
});
export const emptyTooth = (tooth: string): PerioTooth => ({
  tooth,
  mobility: null,
  furcation: null,
  sites: { MB: emptySite(), B: emptySite(), DB: emptySite(), ML: emptySite(), L: emptySite(), DL: emptySite() },
});

/** CAL = PD + GM (see the sign convention above); unknown while either is. */
export const attachmentLevel = (site: Pick<PerioSiteReading, 'pd' | 'gm'>): number | null =>
  site.pd === null ? null : site.pd + (site.gm ?? 0);

/** The readings with every site's CAL computed. */
export const withAttachmentLevels = (teeth: readonly PerioTooth[]): PerioTooth[] =>
  teeth.map((t) => ({
    ...t,
    sites: Object.fromEntries(
      PERIO_SITES.map((s) => [s, { ...t.sites[s], cal: attachmentLevel(t.sites[s]) }]),
    ) as PerioTooth['sites'],
  }));

/** An out-of-range value: where (`readings.3.sites.DB.pd`) and what, naming the tooth in the clinic's numbering. */
export interface PerioProblem {
  path: string;
  message: string;
}

/** Every value out of its range, each named by tooth and site: `Tooth 14 DB: probing depth must be 0–15 mm`. */
export function perioProblems(teeth: readonly PerioTooth[], numbering: NumberingSystem): PerioProblem[] {
  const problems: PerioProblem[] = [];
  const seen = new Set<string>();
  teeth.forEach((t, i) => {
    const name = `Tooth ${toothLabel(t.tooth, numbering)}`;
    if (seen.has(t.tooth)) problems.push({ path: `readings.${i}.tooth`, message: `${name} is charted twice` });
    seen.add(t.tooth);
    if (t.mobility !== null && (t.mobility < MOBILITY_RANGE.min || t.mobility > MOBILITY_RANGE.max))
      problems.push({ path: `readings.${i}.mobility`, message: `${name}: mobility must be 0–3` });
    for (const s of PERIO_SITES) {
      const { pd, gm } = t.sites[s];
      if (pd !== null && (pd < PD_RANGE.min || pd > PD_RANGE.max))
        problems.push({ path: `readings.${i}.sites.${s}.pd`, message: `${name} ${s}: probing depth must be 0–15 mm` });
      if (gm !== null && (gm < GM_RANGE.min || gm > GM_RANGE.max))
        problems.push({
          path: `readings.${i}.sites.${s}.gm`,
          message: `${name} ${s}: gingival margin must be −5–15 mm`,
        });
    }
  });
  return problems;
}

export interface PerioSummary {
  /** Sites with a probing depth. */
  sites: number;
  /** Mean probing depth, one decimal, as text (`2.4`); null with no site probed. */
  meanPd: string | null;
  /** Whole per cent of probed sites at 4 mm or deeper. */
  deepPercent: number;
  /** Whole per cent of probed sites that bled. */
  bleedingPercent: number;
  deepSites: number;
  bleedingSites: number;
}

/** `sum / n` to one decimal, computed in tenths of a millimetre (integers), as text. */
const tenths = (sum: number, n: number): string => {
  const t = Math.round((sum * 10) / n);
  return `${Math.trunc(t / 10)}.${Math.abs(t % 10)}`;
};
const percent = (part: number, whole: number): number => (whole ? Math.round((part * 100) / whole) : 0);

/** Mean probing depth, % of sites ≥ 4 mm and % bleeding, over the probed sites of an exam. */
export function perioSummary(teeth: readonly PerioTooth[]): PerioSummary {
  let sites = 0;
  let sum = 0;
  let deep = 0;
  let bleeding = 0;
  for (const t of teeth)
    for (const s of PERIO_SITES) {
      const site = t.sites[s];
      if (site.pd === null) continue;
      sites++;
      sum += site.pd;
      if (site.pd >= DEEP_POCKET_MM) deep++;
      if (site.bleeding) bleeding++;
    }
  return {
    sites,
    meanPd: sites ? tenths(sum, sites) : null,
    deepPercent: percent(deep, sites),
    bleedingPercent: percent(bleeding, sites),
    deepSites: deep,
    bleedingSites: bleeding,
  };
}

export const PERIO_TRENDS = ['Better', 'Worse', 'Same'] as const;
export type PerioTrend = (typeof PERIO_TRENDS)[number];

export interface PerioToothComparison {
  tooth: string;
  /** Deepest pocket then and now (mm); null when not probed in that exam. */
  maxPdBefore: number | null;
  maxPdAfter: number | null;
  /** Sum of the six probing depths, then and now. */
  totalPdBefore: number | null;
  totalPdAfter: number | null;
  bleedingBefore: number;
  bleedingAfter: number;
  /** Better: shallower pockets (or the same with less bleeding); Worse: deeper (or more bleeding). */
  trend: PerioTrend;
}

const toothTotals = (t: PerioTooth | undefined) => {
  if (!t) return { max: null, total: null, bleeding: 0 };
  const pds = PERIO_SITES.map((s) => t.sites[s].pd).filter((v): v is number => v !== null);
  return {
    max: pds.length ? Math.max(...pds) : null,
    total: pds.length ? pds.reduce((a, b) => a + b, 0) : null,
    bleeding: PERIO_SITES.filter((s) => t.sites[s].bleeding).length,
  };
};

/** Tooth by tooth, the earlier exam against the later one, in mouth order, for teeth probed in both. */
export function comparePerio(before: readonly PerioTooth[], after: readonly PerioTooth[]): PerioToothComparison[] {
  const then = new Map(before.map((t) => [t.tooth, t]));
  const now = new Map(after.map((t) => [t.tooth, t]));
  return PERMANENT_TEETH.filter((t) => then.has(t.id) && now.has(t.id)).map(({ id }) => {
    const a = toothTotals(then.get(id));
    const b = toothTotals(now.get(id));
    const pdMove = a.total !== null && b.total !== null ? b.total - a.total : 0;
    const move = pdMove !== 0 ? pdMove : b.bleeding - a.bleeding;
    return {
      tooth: id,
      maxPdBefore: a.max,
      maxPdAfter: b.max,
      totalPdBefore: a.total,
      totalPdAfter: b.total,
      bleedingBefore: a.bleeding,
      bleedingAfter: b.bleeding,
      trend: move < 0 ? 'Better' : move > 0 ? 'Worse' : 'Same',
    };
  });
}

export const perioComparisonSchema = z.object({
  before: z.object({ id: z.number().int(), examDate: z.string() }),
  after: z.object({ id: z.number().int(), examDate: z.string() }),
  teeth: z.array(
    z.object({
      tooth: z.string(),
      maxPdBefore: z.number().int().nullable(),
      maxPdAfter: z.number().int().nullable(),
      totalPdBefore: z.number().int().nullable(),
      totalPdAfter: z.number().int().nullable(),
      bleedingBefore: z.number().int(),
      bleedingAfter: z.number().int(),
      trend: z.enum(PERIO_TRENDS),
    }),
  ),
  better: z.number().int(),
  worse: z.number().int(),
});
export type PerioComparison = z.infer<typeof perioComparisonSchema>;

/** One stop of the probe: a site of a tooth. */
export interface ProbeStop {
  tooth: string;
  site: PerioSite;
}

/** A pass along one side of an arch: the teeth in Universal order or back, buccal or lingual. */
const PASSES: { from: number; to: number; side: 'buccal' | 'lingual' }[] = [
  { from: 1, to: 16, side: 'buccal' },
  { from: 16, to: 1, side: 'lingual' },
  { from: 17, to: 32, side: 'lingual' },
  { from: 32, to: 17, side: 'buccal' },
];

/**
 * The order a hygienist probes a mouth in, as most perio charts take it: upper
 * buccal from the patient's right to left (teeth 1→16), upper lingual back
 * (16→1), lower lingual left to right (17→32), lower buccal back (32→17); on
 * each tooth the three sites of that side, distal first while the probe moves
 * towards the midline and mesial first once it moves away. Teeth not given
 * (missing) are skipped.
 */
export function probingOrder(present: readonly string[]): ProbeStop[] {
  const here = new Set(present);
  const stops: ProbeStop[] = [];
  for (const pass of PASSES) {
    const step = pass.from < pass.to ? 1 : -1;
    for (let n = pass.from; n !== pass.to + step; n += step) {
      const tooth = PERMANENT_TEETH[n - 1];
      if (!tooth || !here.has(tooth.id)) continue;
      // Universal numbers rise from the patient's right to left on the upper arch, left to right on the lower.
      const nextTooth = PERMANENT_TEETH[n - 1 + step];
      const towardsMidline = nextTooth
        ? nextTooth.position < tooth.position && nextTooth.quadrant === tooth.quadrant
        : false;
      const crossing = nextTooth ? nextTooth.quadrant !== tooth.quadrant && nextTooth.arch === tooth.arch : false;
      const sites = pass.side === 'buccal' ? (['DB', 'B', 'MB'] as const) : (['DL', 'L', 'ML'] as const);
      const ordered = towardsMidline || crossing ? sites : [...sites].reverse();
      for (const site of ordered) stops.push({ tooth: tooth.id, site });
    }
  }
  return stops;
}
