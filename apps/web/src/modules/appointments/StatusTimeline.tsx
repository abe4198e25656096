import { STATUS_COLORS } from '@chairside/domain';
import { Alert, Box, Chip, CircularProgress, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useFormatDate } from '../../app/useFormatDate';
import { useTranslation } from '../../i18n/useTranslation';
import { GENERIC_ERROR } from '../../resources/errors';
import { useStatusHistory } from './api';

/** Every status the visit went through, when and by whom, oldest first. */
export function StatusTimeline({ id }: { id: number }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const history = useStatusHistory(id);
  if (history.isError) return <Alert severity="error">{t(GENERIC_ERROR)}</Alert>;
  if (!history.data) return <CircularProgress size={24} aria-label={t('Loading…')} />;
  return (
    <List dense disablePadding aria-label={t('Status history')}>
      {history.data.map((change) => (
        <ListItem key={change.id} disableGutters sx={{ alignItems: 'flex-start', gap: 1.5 }}>
          <Box sx={{ minWidth: 110, pt: 0.5 }}>
            <Chip size="small" label={t(change.toStatus)} color={STATUS_COLORS[change.toStatus]} />
          </Box>
          <ListItemText
            primary={<bdi dir="ltr">{formatDate(change.at, true)}</bdi>}
            secondary={
              <>
                {change.username ? t('by {{name}}', { name: change.username }) : t('by the system')}
                {change.note && (
                  <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.primary' }}>
                    {change.note}
                  </Typography>
                )}
              </>
            }
          />
        </ListItem>
      ))}
    </List>
  );
}
