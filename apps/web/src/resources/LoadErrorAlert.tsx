import { Alert, Button, type SxProps, type Theme } from '@mui/material';
import { useTranslation } from '../i18n/useTranslation';
import { GENERIC_ERROR } from './errors';

interface LoadErrorAlertProps {
  /** Loads again (a query's `refetch`). */
  onRetry: () => unknown;
  /** What failed, in English (translated here); the generic error by default. */
  message?: string;
  id?: string;
  /** Shows Retry as busy while the load it started is under way. */
  retrying?: boolean;
  sx?: SxProps<Theme>;
}

/** What shows in place of something that failed to load: the error, and Retry to load it again. */
export function LoadErrorAlert({ onRetry, message = GENERIC_ERROR, id, retrying, sx }: LoadErrorAlertProps) {
  const { t } = useTranslation();
  return (
    <Alert
      id={id}
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={() => void onRetry()} loading={retrying}>
          {t('Retry')}
        </Button>
      }
    >
      {t(message)}
    </Alert>
  );
}
