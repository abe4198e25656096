import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { withReducedMotion } from './motion';

describe('the theme for reduced motion', () => {
  const reduced = withReducedMotion(createTheme({ palette: { primary: { main: '#1f6f8b' } } }));

  it('draws no transitions, so dialogs and menus appear at once', () => {
    expect(reduced.transitions.create(['opacity', 'transform'])).toBe('none');
    expect(reduced.transitions.duration.enteringScreen).toBe(0);
    expect(reduced.transitions.duration.leavingScreen).toBe(0);
  });

  it('draws no ripple on buttons, and keeps the rest of the theme', () => {
    expect(reduced.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
    expect(reduced.palette.primary.main).toBe('#1f6f8b');
  });
});
