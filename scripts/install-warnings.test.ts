import { describe, expect, it } from 'vitest';
import { installWarnings } from './install-warnings.mjs';

describe('install warnings', () => {
  it('finds npm’s warnings in an install’s output, whatever their case', () => {
    const output = [
      'added 12 packages in 3s',
      'npm warn install-scripts 3 packages have install scripts not yet covered by allowScripts:',
      'npm WARN deprecated inflight@1.0.6: This module is not supported',
      'a line that mentions warn in passing',
    ].join('\n');
    expect(installWarnings(output)).toEqual([
      'npm warn install-scripts 3 packages have install scripts not yet covered by allowScripts:',
      'npm WARN deprecated inflight@1.0.6: This module is not supported',
    ]);
  });

  it('finds none in a quiet install', () => {
    expect(installWarnings('\nadded 812 packages in 41s\n')).toEqual([]);
  });
});
