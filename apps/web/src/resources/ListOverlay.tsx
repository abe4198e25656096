import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import { Button, LinearProgress, type LinearProgressProps, Stack, Typography } from '@mui/material';
import { GridOverlay } from '@mui/x-data-grid';
import { createContext, useContext } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { GENERIC_ERROR } from './errors';

interface ListState {
  /** The list request failed. */
  failed: boolean;
  retry(): void;
  /** English text shown when nothing matches (`def.messages.empty`). */
  empty: string;
  /** English text shown when the list cannot be loaded (`def.messages.loadFailed`); the generic error when unset. */
  failedMessage?: string;
}

/** What the grid's overlay needs from the list screen (the grid renders overlays itself). */
export const ListStateContext = createContext<ListState>({
  failed: false,
  retry: () => undefined,
  empty: 'No items found.',
});

/** The list's message: nothing matches (the resource's empty text), or it failed to load (with Retry). */
export function ListMessage() {
  const { t } = useTranslation();
  const { failed, retry, empty, failedMessage } = useContext(ListStateContext);
  return (
    <Stack spacing={1} sx={{ alignItems: 'center', p: 2, color: 'text.secondary' }} role={failed ? 'alert' : 'status'}>
      {failed ? <ErrorOutlineOutlined color="error" aria-hidden /> : <InboxOutlined aria-hidden />}
      <Typography>{t(failed ? (failedMessage ?? GENERIC_ERROR) : empty)}</Typography>
      {failed && (
        <Button size="small" variant="outlined" onClick={retry}>
          {t('Retry')}
        </Button>
      )}
    </Stack>
  );
}

/** The grid with no rows while it loads or reloads (a loaded empty list shows `ListMessage` instead of the grid). */
export function ListNoRowsOverlay() {
  return (
    <GridOverlay>
      <ListMessage />
    </GridOverlay>
  );
}

/**
 * The bar the grid shows while it reloads its rows. The grid draws it among its rows, where a
 * progress bar breaks the grid role's rules (axe aria-required-children): screen readers are told
 * by the grid's `aria-busy` instead, and the bar is only drawn.
 */
export function ListLoadingBar(props: LinearProgressProps) {
  return <LinearProgress aria-hidden {...props} />;
}
