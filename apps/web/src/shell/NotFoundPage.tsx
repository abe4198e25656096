import SentimentDissatisfiedOutlined from '@mui/icons-material/SentimentDissatisfiedOutlined';
import { Button, Paper } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../components/EmptyState';

/** Any admin address without a page. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined">
      <EmptyState
        heading
        icon={SentimentDissatisfiedOutlined}
        title={t('Page not found')}
        action={
          <Button variant="contained" component={RouterLink} to="/dashboard">
            {t('Go to the dashboard')}
          </Button>
        }
      >
        {t('This address does not match any page. Check the link, or use the menu to find what you need.')}
      </EmptyState>
    </Paper>
  );
}
