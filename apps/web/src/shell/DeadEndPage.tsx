import type { SvgIconComponent } from '@mui/icons-material';
import { Button, Paper } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../components/EmptyState';
import { useTranslation } from '../i18n/useTranslation';

interface DeadEndPageProps {
  icon: SvgIconComponent;
  /** Already translated. */
  title: string;
  /** Already translated: why the user is here and what to do. */
  children: ReactNode;
}

/** A page with nothing to show (not found, not allowed): why, and the way back to the dashboard. */
export function DeadEndPage({ icon, title, children }: DeadEndPageProps) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined">
      <EmptyState
        heading
        icon={icon}
        title={title}
        action={
          <Button variant="contained" component={RouterLink} to="/dashboard">
            {t('Go to the dashboard')}
          </Button>
        }
      >
        {children}
      </EmptyState>
    </Paper>
  );
}
