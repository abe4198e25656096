import BlockOutlined from '@mui/icons-material/BlockOutlined';
import { Button, Paper } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../components/EmptyState';

/** A page the user's role does not allow. */
export function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined">
      <EmptyState
        heading
        icon={BlockOutlined}
        title={t('You do not have access to this page')}
        action={
          <Button variant="contained" component={RouterLink} to="/dashboard">
            {t('Go to the dashboard')}
          </Button>
        }
      >
        {t('Your role does not include this part of the application. Ask an administrator if you need it.')}
      </EmptyState>
    </Paper>
  );
}
