import type { ChipColor, FieldDef, SummaryChartResult } from '@chairside/domain';

/**
 * Twenty colours that stay apart from one another (and readable on white),
 * so that a pie of twenty slices never shows two slices alike.
 */
export const CHART_PALETTE = [
  '#1f77b4',
  '#ff7f0e',
  '#2ca02c',
  '#d62728',
  '#9467bd',
  '#8c564b',
  '#e377c2',
  '#7f7f7f',
  '#bcbd22',
  '#17becf',
  '#393b79',
  '#ad494a',
  '#637939',
  '#ce6dbd',
  '#8c6d31',
  '#3182bd',
  '#e6550d',
  '#31a354',
  '#756bb1',
  '#636363',
] as const;

/** The colour of each chip colour name, as the theme draws a chip of that colour. */
export type ChipPalette = Partial<Record<ChipColor, string>>;

/**
 * One colour per value (a category or a series): the colour of the value's
 * chip when its field gives it one not already taken, so that a value looks
 * the same in the grid and in the chart; the next unused palette colour otherwise.
 */
export function valueColors(keys: readonly string[], field: FieldDef | undefined, chips: ChipPalette): string[] {
  const used = new Set<string>();
  const chipOf = (key: string): string | undefined => {
    if (field?.kind !== 'choice') return undefined;
    const name = field.colors?.[key];
    return name && name !== 'default' ? chips[name] : undefined;
  };
  const wanted = keys.map(chipOf);
  // First come, first served: two values of one chip colour cannot both have it.
  const taken = wanted.map((c) => {
    if (!c || used.has(c)) return undefined;
    used.add(c);
    return c;
  });
  let next = 0;
  return taken.map((c) => {
    if (c) return c;
    while (used.has(CHART_PALETTE[next % CHART_PALETTE.length]!) && next < CHART_PALETTE.length) next++;
    const colour = CHART_PALETTE[next % CHART_PALETTE.length]!;
    used.add(colour);
    next++;
    return colour;
  });
}

/**
 * The chart that suits the data: a line only over time (months of a date
 * field) and only between two months or more, bars for categories and for a
 * single month (a line of one point is no line), whatever was declared; a pie stays a pie.
 */
export function chartKind(
  chart: Pick<SummaryChartResult, 'type'>,
  groupField: FieldDef | undefined,
  groups: number,
): 'pie' | 'line' | 'bar' {
  if (chart.type === 'pie') return 'pie';
  const overTime = groupField?.kind === 'date' || groupField?.kind === 'datetime';
  return chart.type === 'line' && overTime && groups > 1 ? 'line' : 'bar';
}
