import type { SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Rows } from '../apps/server/src/db/client.js';
import { type RecordedStatement, rendered, replayable } from '../apps/server/src/db/statement-recorder.js';
import { alternation, paddedAnswer, paddingFor, sendList, sequencesOf, shapeOf } from './replay.js';

describe('the thin server’s lists', () => {
  it('sends each statement as recorded, a recorded transaction again in one transaction', async () => {
    const log: string[] = [];
    const rows: Rows = async <T>(q: SQL) => {
      log.push(rendered(q).text);
      return [{ n: log.length }] as T[];
    };
    const database = {
      rows,
      transaction: async <T>(fn: (r: Rows) => Promise<T>) => {
        log.push('begin');
        const out = await fn(rows);
        log.push('commit');
        return out;
      },
    };
    const statements: RecordedStatement[] = [
      { text: 'select $1::int', params: [1] },
      { text: 'insert into a values ($1)', params: [2], tx: 4 },
      { text: 'update b set c = $1', params: [3], tx: 4 },
      { text: 'select 2', params: [] },
    ];
    const last = await sendList(database, statements, replayable);
    expect(log).toEqual([
      'select $1::int',
      'begin',
      'insert into a values ($1)',
      'update b set c = $1',
      'commit',
      'select 2',
    ]);
    expect(last).toEqual([{ n: 6 }]);
  });

  it('sends the statements of one wave at once, the next wave after them', async () => {
    const log: string[] = [];
    const rows: Rows = async <T>(q: SQL) => {
      const text = rendered(q).text;
      log.push(`start ${text}`);
      await new Promise((r) => setTimeout(r, 5));
      log.push(`end ${text}`);
      return [{ text }] as T[];
    };
    const database = { rows, transaction: <T>(fn: (r: Rows) => Promise<T>) => fn(rows) };
    const s = (text: string, wave: number): RecordedStatement => ({ text, params: [], wave });
    const last = await sendList(database, [s('a', 1), s('b', 2), s('c', 2), s('d', 3)], replayable);
    expect(log).toEqual(['start a', 'end a', 'start b', 'start c', 'end b', 'end c', 'start d', 'end d']);
    expect(last).toEqual([{ text: 'd' }]);
  });

  it('takes the GET requests of one address in the order they were answered, and says their shape', () => {
    const s = (text: string) => ({ text, params: [] });
    const recorded = [
      { method: 'GET', url: '/api/x', statements: [s('a'), s('b'), s('c')] },
      { method: 'POST', url: '/api/x', statements: [s('w')] },
      { method: 'GET', url: '/api/y', statements: [s('y')] },
      { method: 'GET', url: '/api/x', statements: [s('a')] },
      { method: 'GET', url: '/api/x', statements: [s('a')] },
    ];
    const lists = sequencesOf(recorded, '/api/x');
    expect(lists.map((l) => l.map((x) => x.text).join(''))).toEqual(['abc', 'a', 'a']);
    expect(shapeOf(lists)).toBe('2×1 1×3');
  });

  it('alternates real, thin and ceiling in every round, one endpoint after another', () => {
    const order = alternation(['search', 'chart'], 2).map((b) => `${b.endpoint}${b.round}${b.side[0]}`);
    expect(order).toEqual([
      'search1r',
      'search1t',
      'search1c',
      'search2r',
      'search2t',
      'search2c',
      'chart1r',
      'chart1t',
      'chart1c',
      'chart2r',
      'chart2t',
      'chart2c',
    ]);
  });

  it('pads the thin answer with spaces to the size of the real answer, still the same JSON, and never cuts one', () => {
    const padding = paddingFor([
      { sequences: [], bytes: 300 },
      { sequences: [], bytes: 1000 },
    ]);
    expect(padding.length).toBe(1000);
    const sent = (parts: Buffer[]) => Buffer.concat(parts);
    const week = sent(paddedAnswer([{ id: 1, name: 'Okafor' }], 1000, padding));
    expect(week.length).toBe(1000);
    expect(JSON.parse(week.toString())).toEqual([{ id: 1, name: 'Okafor' }]);
    const long = sent(paddedAnswer([{ note: 'x'.repeat(2000) }], 1000, padding));
    expect(JSON.parse(long.toString())).toEqual([{ note: 'x'.repeat(2000) }]);
    expect(sent(paddedAnswer([], 0, padding)).toString()).toBe('[]');
    // The padding is a view of the spaces made once, not a copy per answer.
    expect(paddedAnswer([], 1000, padding)[1].buffer).toBe(padding.buffer);
  });
});
