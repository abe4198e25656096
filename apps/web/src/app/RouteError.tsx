import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import { Button, Paper } from '@mui/material';
import { EmptyState } from '../components/EmptyState';
import { useTranslation } from '../i18n/useTranslation';

/** Shown when a page fails to load or crashes: say so, and offer the one fix that helps. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ m: 2 }}>
      <EmptyState
        heading
        icon={ErrorOutlined}
        title={t('Something went wrong')}
        action={
          <Button variant="contained" onClick={() => window.location.reload()}>
            {t('Reload the page')}
          </Button>
        }
      >
        {t('This page could not be shown. Reload the page; if it happens again, tell your administrator.')}
      </EmptyState>
    </Paper>
  );
}
