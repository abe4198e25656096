import { Box } from '@mui/material';
import type { InputHTMLAttributes } from 'react';

/**
 * A field people never see or reach (off-screen, hidden from assistive
 * technology, out of the tab order) but form-filling robots fill in: the
 * server then drops the submission.
 */
export function Honeypot(props: InputHTMLAttributes<HTMLInputElement> & { name: string }) {
  return (
    <Box
      aria-hidden
      sx={{ position: 'absolute', insetInlineStart: '-10000px', width: 1, height: 1, overflow: 'hidden' }}
    >
      <label>
        Website
        <input type="text" tabIndex={-1} autoComplete="off" {...props} />
      </label>
    </Box>
  );
}
