import { describe, expect, it } from 'vitest';
import type { LoadResult } from './load.js';
import type { Side } from './replay.js';
import { type Block, endpointFigures, formatFigures, NONE_RECORDED, overPaced, unreplayed } from './report.js';

const result = (requestsPerSec: number, p50: number, p99: number, seconds = 5): LoadResult => ({
  name: '',
  path: '',
  requestsPerSec,
  requestsTotal: requestsPerSec * seconds,
  latencyMs: { average: p50, p50, p90: p99, p99, max: p99 },
  throughputBytesPerSec: 0,
  non2xx: 0,
  not200: 0,
  errors: 0,
  timeouts: 0,
  statusCodes: { 200: requestsPerSec * seconds },
  durationS: seconds,
  warmup: { requestsTotal: 0, non2xx: 0, errors: 0 },
  drainS: 0,
});

const block = (endpoint: string, side: Side, r: LoadResult, round = 1): Block => ({
  endpoint,
  round,
  side,
  result: r,
  loadBefore: 1,
  loadAfter: 2,
  writes: { sent: 15, failed: 0 },
});

const goals = { thinRatio: 0.7, ceilingFactor: 2, p99Of: () => 50 };

describe('the benchmark’s figures', () => {
  const blocks = ['search', 'deep page'].flatMap((e) => [
    block(e, 'real', result(200, 40, 90)),
    block(e, 'thin', result(250, 35, 80)),
    block(e, 'ceiling', result(300, 30, 70)),
  ]);

  it('judges the p99 goal at full load and at the front desk’s pace apart', () => {
    const paced = { rate: 50, blocks: [block('search', 'real', result(50, 6, 20, 10), 0)] };
    const [search, deep] = endpointFigures(blocks, goals, paced);
    expect(search!.toThin).toBe(0.8);
    expect(search!.goals).toEqual({ thin: true, ceiling: true, p99: false, pacedP99: true });
    expect(search!.paced).toMatchObject({ rate: 50, p50: 6, p99: 20 });
    expect(deep!.paced).toBeUndefined();
    const table = formatFigures([search!, deep!]);
    expect(table).toContain('| p50 at 50/s | p99 at 50/s | p99 goal at 50/s |');
    expect(table).toContain('| NO | 6.0 | 20.0 | ok |');
    expect(table).toContain('| NO | – | – | – |');
  });

  it('names the endpoints that answered fewer than the pace asked', () => {
    const paced = {
      rate: 50,
      blocks: [block('search', 'real', result(49, 6, 20, 10), 0), block('deep page', 'real', result(21, 900, 4000), 0)],
    };
    expect(overPaced(endpointFigures(blocks, goals, paced))).toEqual(['deep page']);
  });

  it('prints no paced columns when no paced block was run', () => {
    expect(formatFigures(endpointFigures(blocks, goals))).not.toContain(' at ');
  });

  it('names an endpoint answered more slowly than the pace even when its queue drained after the block', () => {
    // 100 requests due over 10 s, the last answered after 40: the block's own rate is 2.5 a second.
    const slow = { ...result(10, 9000, 30000, 10), requestsPerSec: 2.5 };
    const paced = { rate: 10, blocks: [block('search', 'real', slow, 0)] };
    const [search] = endpointFigures(blocks, goals, paced);
    expect(search!.paced?.requestsPerSec).toBe(2.5);
    expect(overPaced([search!])).toEqual(['search']);
  });

  it('gives no real ÷ thin, and judges none, for an endpoint with nothing recorded to replay', () => {
    const slow = ['real', 'thin', 'ceiling'].map((side) => ({
      ...block('slow search', side as Side, result(side === 'thin' ? 3000 : 2, 2500, 3200)),
      ...(side === 'real' ? { shape: NONE_RECORDED } : {}),
    }));
    const recorded = { ...block('search', 'real', result(200, 40, 90)), shape: '950×3, answers of 100 B' };
    const rows = endpointFigures([...slow, recorded, ...blocks.slice(1, 3)], goals);
    const byName = Object.fromEntries(rows.map((r) => [r.endpoint, r]));
    expect(byName['slow search']).toMatchObject({ toThin: null, roundRatios: [], goals: { thin: null } });
    expect(byName.search).toMatchObject({ toThin: 0.8, goals: { thin: true } });
    expect(unreplayed(rows)).toEqual(['slow search']);
    expect(formatFigures(rows)).toMatch(
      /\| slow search \| 2\.0 \| 2500\.0 \| 3200\.0 \| 3000\.0 \| 2\.0 \| – \| – \| 1\.00 \| – \|/,
    );
  });
});
