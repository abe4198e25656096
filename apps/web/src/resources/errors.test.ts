import { describe, expect, it } from 'vitest';
import { flattenErrors, normalizePath } from './errors';

describe('errors', () => {
  it('flattens a react-hook-form error tree by relative path', () => {
    const tree = {
      message: 'Hours are wrong',
      type: 'custom',
      ref: { focus: () => undefined },
      Monday: { close: { message: 'Closing time must be after opening time', type: 'server' } },
    };
    expect(flattenErrors(tree)).toEqual({
      '': 'Hours are wrong',
      'Monday.close': 'Closing time must be after opening time',
    });
    expect(flattenErrors([undefined, { message: 'Bad', type: 'x' }])).toEqual({ '1': 'Bad' });
    expect(flattenErrors(undefined)).toEqual({});
  });
  it('normalises problem paths', () => {
    expect(normalizePath('phones[1]')).toBe('phones.1');
    expect(normalizePath('/workingHours/Monday/close')).toBe('workingHours.Monday.close');
  });
});
