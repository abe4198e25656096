import { describe, expect, it } from 'vitest';
import { parseSort, sortParam } from './sortModel';

describe('sort model', () => {
  it('reads the API sort, keeping shown columns', () => {
    expect(parseSort('-createdAt,name', ['name'])).toEqual([{ field: 'name', sort: 'asc' }]);
    expect(parseSort('-name', ['name'])).toEqual([{ field: 'name', sort: 'desc' }]);
  });
  it('writes the API sort', () => {
    expect(sortParam([{ field: 'city', sort: 'desc' }])).toBe('-city');
    expect(sortParam([])).toBeUndefined();
  });
});
