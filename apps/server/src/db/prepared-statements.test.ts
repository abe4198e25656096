import { describe, expect, it } from 'vitest';
import { StatementNames } from './prepared-statements.js';

describe('StatementNames', () => {
  it('gives one name per text, the same on every call', () => {
    const names = new StatementNames();
    const first = names.nameOf('select * from patients where id = $1');
    expect(first).toMatch(/^chairside_\d+$/);
    expect(names.nameOf('select * from patients where id = $1')).toBe(first);
    expect(names.nameOf('  WITH m as (select 1) select * from m')).not.toBe(first);
    expect(names.nameOf('update patients set full_name = $1 where id = $2')).toBeDefined();
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
      expect(names.nameOf(text)).toBeUndefined();
  });

  it('names at most `max` texts; later ones run unnamed, the named keep their names', () => {
    const names = new StatementNames(2);
    const a = names.nameOf('select 1');
    const b = names.nameOf('select 2');
    expect(names.nameOf('select 3')).toBeUndefined();
    expect([names.nameOf('select 1'), names.nameOf('select 2')]).toEqual([a, b]);
  });

  it('runs a forgotten text unnamed from then on', () => {
    const names = new StatementNames();
    expect(names.nameOf('select * from t')).toBeDefined();
    names.forget('select * from t');
    expect(names.nameOf('select * from t')).toBeUndefined();
  });
});
