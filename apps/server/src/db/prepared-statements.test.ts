import { describe, expect, it } from 'vitest';
import { StatementNames } from './prepared-statements.js';

describe('StatementNames', () => {
  /** The name a text runs under once it has run before. */
  const secondRun = (names: StatementNames, text: string) => {
    names.nameOf(text);
    return names.nameOf(text);
  };

  it('names a text from its second run on, one name per text, the same on every run', () => {
    const names = new StatementNames();
    expect(names.nameOf('select * from patients where id = $1')).toBeUndefined();
    const first = names.nameOf('select * from patients where id = $1');
    expect(first).toMatch(/^chairside_\d+$/);
    expect(names.nameOf('select * from patients where id = $1')).toBe(first);
    const other = secondRun(names, '  WITH m as (select 1) select * from m');
    expect(other).toBeDefined();
    expect(other).not.toBe(first);
    expect(secondRun(names, 'update patients set full_name = $1 where id = $2')).toBeDefined();
  });

  it('leaves statements the planner does not plan unnamed', () => {
    const names = new StatementNames();
    for (const text of [
      'begin',
      'commit',
      "set local app.today = '2026-01-01'",
      'explain select 1',
      'create table t (a int)',
    ])
      expect(secondRun(names, text)).toBeUndefined();
  });

  it('leaves searches by pattern unnamed, so each is planned for what its pattern matches', () => {
    const names = new StatementNames();
    expect(secondRun(names, 'select t.id from invoices t where t.invoice_number ILIKE $1 limit $2')).toBeUndefined();
    expect(secondRun(names, 'select t.id from invoices t where t.invoice_number = $1 limit $2')).toBeDefined();
  });

  it('names at most `max` texts; later ones run unnamed, the named keep their names', () => {
    const names = new StatementNames(2);
    const a = secondRun(names, 'select 1');
    const b = secondRun(names, 'select 2');
    expect(secondRun(names, 'select 3')).toBeUndefined();
    expect([names.nameOf('select 1'), names.nameOf('select 2')]).toEqual([a, b]);
  });

  it('runs a forgotten text unnamed from then on', () => {
    const names = new StatementNames();
    expect(secondRun(names, 'select * from t')).toBeDefined();
    names.forget('select * from t');
    expect(names.nameOf('select * from t')).toBeUndefined();
  });
});
