import { darken, getContrastRatio, lighten } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { createAppTheme } from './theme';

const COLOURS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;
const hex = (rgb: string) =>
  `#${(rgb.match(/\d+/g) ?? []).map((n) => Number(n).toString(16).padStart(2, '0')).join('')}`;

describe('the app theme', () => {
  const { palette } = createAppTheme('ltr', 'en');

  it.each(COLOURS.filter((c) => c !== 'primary' && c !== 'error' && c !== 'success'))(
    'gives %s the light and dark shades MUI would work out from its main colour',
    (colour) => {
      const { main, light, dark } = palette[colour];
      expect(light).toBe(hex(lighten(main, 0.2)));
      expect(dark).toBe(hex(darken(main, 0.3)));
    },
  );

  it.each(COLOURS)('writes on %s in white, which reads at 4.5:1 or more (AA)', (colour) => {
    expect(palette[colour].contrastText).toBe('#ffffff');
    expect(getContrastRatio(palette[colour].main, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
