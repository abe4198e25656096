import { describe, expect, it } from 'vitest';
import { insertToken } from './insertToken';

describe('inserting a placeholder into a template', () => {
  it('goes at the end, after a space, when no cursor was placed', () => {
    expect(insertToken('This certifies that', '{{patientName}}', null)).toEqual({
      content: 'This certifies that {{patientName}}',
      caret: 35,
    });
  });

  it('goes at the cursor and never glues itself to the words around it', () => {
    const text = 'This certifies';
    expect(insertToken(text, '{{patientName}}', { start: 0, end: 0 }).content).toBe('{{patientName}} This certifies');
    expect(insertToken('Dear ,', '{{patientName}}', { start: 5, end: 5 }).content).toBe('Dear {{patientName}},');
    expect(insertToken('AB', '{{x}}', { start: 1, end: 1 })).toEqual({ content: 'A {{x}} B', caret: 7 });
  });

  it('replaces a selection', () => {
    expect(insertToken('Dear NAME, hello', '{{patientName}}', { start: 5, end: 9 }).content).toBe(
      'Dear {{patientName}}, hello',
    );
  });
});
