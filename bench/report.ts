// The honest benchmark's figures: each endpoint's blocks summed per side, the ratios and the goals, as a table.
import type { LoadResult } from './load.js';
import type { Side } from './replay.js';

/** One measured block: an endpoint, a round, a side, and the 1-minute load average before and after it. */
export interface Block {
  endpoint: string;
  round: number;
  side: Side;
  result: LoadResult;
  loadBefore: number;
  loadAfter: number;
  /** Real blocks: how many statement lists the real server sent, by length ("950×3 12×5"). */
  shape?: string;
  writes: { sent: number; failed: number };
}

/**
 * A real block's shape when every request outlasted the recording window: the thin server had nothing of
 * this run to replay, so real ÷ thin is not a measure.
 */
export const NONE_RECORDED = 'none recorded';

export interface SideFigures {
  requestsPerSec: number;
  /** Median of the blocks' p50; the highest of their p99 (the worst round). */
  p50: number;
  p99: number;
}

export interface EndpointFigures {
  endpoint: string;
  real: SideFigures;
  thin: SideFigures;
  ceiling: SideFigures;
  /** real req/s ÷ thin req/s (null when nothing was recorded to replay), and ÷ ceiling req/s, over all rounds. */
  toThin: number | null;
  toCeiling: number;
  /** Per round, real ÷ thin (how much the rounds agree); empty when nothing was recorded to replay. */
  roundRatios: number[];
  load: { min: number; max: number };
  /** The real server at the front desk's pace (`--pace`), when measured. */
  paced?: { rate: number; requestsPerSec: number; p50: number; p99: number };
  /** p99: at full load (the closed loop); pacedP99: at the front desk's pace. */
  goals: { thin: boolean | null; ceiling: boolean; p99: boolean | null; pacedP99?: boolean | null };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[(s.length - 1) >> 1]! + s[s.length >> 1]!) / 2 : 0;
};
const round = (n: number, places = 2) => Math.round(n * 10 ** places) / 10 ** places;

function figures(blocks: Block[]): SideFigures {
  const seconds = blocks.reduce((t, b) => t + b.result.durationS, 0);
  const requests = blocks.reduce((t, b) => t + b.result.requestsTotal, 0);
  return {
    requestsPerSec: round(seconds ? requests / seconds : 0, 1),
    p50: round(median(blocks.map((b) => b.result.latencyMs.p50)), 1),
    p99: round(Math.max(0, ...blocks.map((b) => b.result.latencyMs.p99)), 1),
  };
}

export interface Goals {
  thinRatio: number;
  ceilingFactor: number;
  /** p99 bound in ms for this engine; null for an endpoint the issue sets none for. */
  p99Of(endpoint: string): number | null;
}

/** `paced`: the paced real blocks (one per endpoint) and the rate they were sent at. */
export function endpointFigures(
  blocks: Block[],
  goals: Goals,
  paced?: { rate: number; blocks: Block[] },
): EndpointFigures[] {
  const names = [...new Set(blocks.map((b) => b.endpoint))];
  return names.map((endpoint) => {
    const of = (side: Side) => blocks.filter((b) => b.endpoint === endpoint && b.side === side);
    const [real, thin, ceiling] = [figures(of('real')), figures(of('thin')), figures(of('ceiling'))];
    const ratio = (a: number, b: number) => (b ? round(a / b, 2) : 0);
    const rounds = [...new Set(of('real').map((b) => b.round))];
    const replayed = !of('real').every((b) => b.shape === NONE_RECORDED);
    const roundRatios = replayed
      ? rounds.map((r) => {
          const rps = (side: Side) => of(side).find((b) => b.round === r)?.result.requestsPerSec ?? 0;
          return ratio(rps('real'), rps('thin'));
        })
      : [];
    const loads = blocks.filter((b) => b.endpoint === endpoint).flatMap((b) => [b.loadBefore, b.loadAfter]);
    const toThin = replayed ? ratio(real.requestsPerSec, thin.requestsPerSec) : null;
    const toCeiling = ratio(real.requestsPerSec, ceiling.requestsPerSec);
    const bound = goals.p99Of(endpoint);
    const pacedBlock = paced?.blocks.find((b) => b.endpoint === endpoint);
    // A paced block's own rate: its answers over the time they took (a slow endpoint's queue drains after its
    // nominal seconds, so all its answers over those seconds would read as the pace itself).
    const pacedFigures =
      pacedBlock && paced
        ? { rate: paced.rate, ...figures([pacedBlock]), requestsPerSec: pacedBlock.result.requestsPerSec }
        : undefined;
    return {
      endpoint,
      real,
      thin,
      ceiling,
      toThin,
      toCeiling,
      roundRatios,
      load: { min: round(Math.min(...loads)), max: round(Math.max(...loads)) },
      ...(pacedFigures ? { paced: pacedFigures } : {}),
      goals: {
        thin: toThin === null ? null : toThin >= goals.thinRatio,
        ceiling: toCeiling >= 1 / goals.ceilingFactor,
        // No request finished: nothing to judge the latency by, so not met.
        p99: bound === null ? null : real.requestsPerSec > 0 && real.p99 <= bound,
        ...(pacedFigures
          ? { pacedP99: bound === null ? null : pacedFigures.requestsPerSec > 0 && pacedFigures.p99 <= bound }
          : {}),
      },
    };
  });
}

const mark = (ok: boolean | null) => (ok === null ? '–' : ok ? 'ok' : 'NO');

/** A Markdown table (also readable as text): one line per endpoint; the paced columns when they were measured. */
export function formatFigures(rows: EndpointFigures[]): string {
  const rate = rows.find((r) => r.paced)?.paced?.rate;
  const pacedHead = rate ? [`p50 at ${rate}/s`, `p99 at ${rate}/s`, `p99 goal at ${rate}/s`] : [];
  const pacedCells = (r: EndpointFigures) =>
    rate
      ? r.paced
        ? [r.paced.p50.toFixed(1), r.paced.p99.toFixed(1), mark(r.goals.pacedP99 ?? null)]
        : ['–', '–', '–']
      : [];
  const head = [
    'endpoint',
    'real req/s',
    'p50',
    'p99',
    'thin req/s',
    'ceiling req/s',
    'real÷thin',
    'rounds',
    'real÷ceiling',
    '≥0.7 thin',
    '≤2× ceiling',
    'p99 goal',
    ...pacedHead,
    'load 1-min',
  ];
  const lines = rows.map((r) => [
    r.endpoint,
    r.real.requestsPerSec.toFixed(1),
    r.real.p50.toFixed(1),
    r.real.p99.toFixed(1),
    r.thin.requestsPerSec.toFixed(1),
    r.ceiling.requestsPerSec.toFixed(1),
    r.toThin === null ? '–' : r.toThin.toFixed(2),
    r.roundRatios.length ? r.roundRatios.map((x) => x.toFixed(2)).join(' ') : '–',
    r.toCeiling.toFixed(2),
    mark(r.goals.thin),
    mark(r.goals.ceiling),
    mark(r.goals.p99),
    ...pacedCells(r),
    `${r.load.min.toFixed(1)}–${r.load.max.toFixed(1)}`,
  ]);
  const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [row(head), row(head.map((_, i) => (i ? '---:' : '---'))), ...lines.map(row)].join('\n');
}

/** Endpoints whose paced block answered under 95 % of the pace: more than they can serve was asked of them. */
export function overPaced(rows: EndpointFigures[]): string[] {
  return rows.filter((r) => r.paced && r.paced.requestsPerSec < 0.95 * r.paced.rate).map((r) => r.endpoint);
}

/** Endpoints whose real server finished no request inside any recording window: no real ÷ thin for them. */
export function unreplayed(rows: EndpointFigures[]): string[] {
  return rows.filter((r) => r.toThin === null).map((r) => r.endpoint);
}
