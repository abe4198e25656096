import Edit from '@mui/icons-material/Edit';
import { Alert, Button, Card, CardActions, CardContent, CardHeader } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';

interface SettingsCardProps {
  title: string;
  /** Null when the user may only look. */
  onEdit: (() => void) | null;
  /** Extra actions (Restore Default). */
  actions?: ReactNode;
  children: ReactNode;
}

/** One settings tab: its current values, and Edit for those who may change them. */
export function SettingsCard({ title, onEdit, actions, children }: SettingsCardProps) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader title={title} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        {children}
        {!onEdit && (
          <Alert severity="info" variant="outlined" sx={{ mt: 2 }}>
            {t('You can view these settings. Ask an administrator to change them.')}
          </Alert>
        )}
      </CardContent>
      {onEdit && (
        <CardActions sx={{ px: 2, pb: 2, gap: 1 }}>
          <Button variant="contained" startIcon={<Edit />} onClick={onEdit}>
            {t('Edit')}
          </Button>
          {actions}
        </CardActions>
      )}
    </Card>
  );
}
