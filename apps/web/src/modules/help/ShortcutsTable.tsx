import { Box, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useTranslation } from '../../i18n/useTranslation';

/** Keys that work everywhere in the application. */
const SHORTCUTS = [
  { keys: ['/'], action: 'Jump to the search box' },
  { keys: ['Enter'], action: 'Submit the form or the search you are in' },
  { keys: ['Esc'], action: 'Close the open dialog or menu' },
  { keys: ['Tab', 'Shift + Tab'], action: 'Move to the next or previous field, button or link' },
  { keys: ['Tab'], action: 'On a new page, the first Tab offers "Skip to main content"' },
  { keys: ['Space'], action: 'Turn a switch on or off, or press the focused button' },
] as const;

export function ShortcutsTable() {
  const { t } = useTranslation();
  return (
    <Table aria-label={t('Keyboard shortcuts')}>
      <TableBody>
        {SHORTCUTS.map((s) => (
          <TableRow key={s.action}>
            <TableCell sx={{ width: 180, whiteSpace: 'nowrap' }}>
              {s.keys.map((k, i) => (
                <Box key={k} component="span">
                  {i > 0 && ` ${t('or')} `}
                  <Box
                    component="kbd"
                    sx={{
                      px: 0.75,
                      py: 0.25,
                      border: 1,
                      borderColor: 'divider',
                      borderRadius: 1,
                      fontFamily: 'monospace',
                      bgcolor: 'grey.50',
                    }}
                  >
                    {k}
                  </Box>
                </Box>
              ))}
            </TableCell>
            <TableCell>{t(s.action)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
