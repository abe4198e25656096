import { describe, expect, it } from 'vitest';
import { diff } from './audit.js';

describe('diff', () => {
  const before = {
    id: 1,
    createdAt: 'c',
    updatedAt: 'u1',
    version: 1,
    labels: { owner: 'A' },
    name: 'Alpha',
    city: 'Lyon',
    tags: ['x'],
    hours: { Monday: { closed: false } },
  };

  it('lists only the fields that changed, with from and to', () => {
    const after = { ...before, city: 'Paris', tags: ['x', 'y'] };
    expect(diff(before, after)).toEqual({
      city: { from: 'Lyon', to: 'Paris' },
      tags: { from: ['x'], to: ['x', 'y'] },
    });
  });

  it('leaves out system columns and labels', () => {
    const after = { ...before, id: 2, createdAt: 'c2', updatedAt: 'u2', version: 2, labels: { owner: 'B' } };
    expect(diff(before, after)).toEqual({});
  });

  it('compares nested values by content, not by identity', () => {
    expect(diff(before, structuredClone(before))).toEqual({});
    const after = { ...before, hours: { Monday: { closed: true } } };
    expect(diff(before, after)).toEqual({
      hours: { from: { Monday: { closed: false } }, to: { Monday: { closed: true } } },
    });
  });

  it('on create (nothing before) lists every field as new', () => {
    expect(diff({}, { id: 5, version: 1, name: 'New', city: null })).toEqual({
      name: { from: undefined, to: 'New' },
      city: { from: undefined, to: null },
    });
  });

  it('tells null from a value and from an empty text', () => {
    expect(diff({ a: null, b: '' }, { a: '', b: null })).toEqual({
      a: { from: null, to: '' },
      b: { from: '', to: null },
    });
  });
});
