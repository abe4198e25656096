import { nowMs } from '@chairside/domain';
import BackupOutlined from '@mui/icons-material/BackupOutlined';
import CloudDoneOutlined from '@mui/icons-material/CloudDoneOutlined';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import Refresh from '@mui/icons-material/Refresh';
import StorageOutlined from '@mui/icons-material/StorageOutlined';
import {
  Card,
  CardContent,
  CardHeader,
  Chip,
  IconButton,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Skeleton,
  Tooltip,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { BACKUP_MAX_AGE_MS, useLastBackup } from '../../api/backups';
import { ApiError, get } from '../../api/client';
import { useAuth } from '../../auth/AuthContext';
import { useTranslation } from '../../i18n/useTranslation';
import { formatDateTime } from '../../resources/format';
import { useFormatContext } from '../../resources/useFormatContext';

type Health = { api: 'ok' | 'down'; database: 'ok' | 'down' };

/** GET /api/health answers 200 when all is well and 503 when the database does not answer. */
async function fetchHealth(): Promise<Health> {
  try {
    const h = await get<{ status: string; database: string }>('/health');
    return { api: 'ok', database: h.database === 'ok' ? 'ok' : 'down' };
  } catch (e) {
    if (e instanceof ApiError) return { api: 'ok', database: 'down' };
    return { api: 'down', database: 'down' };
  }
}

function StatusChip({ ok }: { ok: boolean }) {
  const { t } = useTranslation();
  return <Chip color={ok ? 'success' : 'error'} variant="outlined" label={ok ? t('Working') : t('Not responding')} />;
}

/** Admins: when the last backup was taken, with a warning when there is none from the last day. */
function BackupItem() {
  const { t } = useTranslation();
  const ctx = useFormatContext();
  const { data } = useLastBackup();
  if (!data) return null;
  const last = data.last;
  const fresh = last !== null && nowMs() - new Date(last.takenAt).getTime() < BACKUP_MAX_AGE_MS;
  return (
    <ListItem
      disableGutters
      secondaryAction={
        <Chip
          color={fresh ? 'success' : 'warning'}
          variant="outlined"
          label={fresh ? t('Up to date') : last ? t('More than a day old') : t('No backup yet')}
        />
      }
    >
      <ListItemIcon>
        <BackupOutlined color={fresh ? undefined : 'warning'} />
      </ListItemIcon>
      <ListItemText primary={t('Last backup')} secondary={last ? formatDateTime(last.takenAt, ctx) : t('Never')} />
    </ListItem>
  );
}

/** The real state of the server and its database, checked every 30 seconds; for Admins, the last backup. */
export function HealthPanel() {
  const { t } = useTranslation();
  const { can } = useAuth();
  const { data, dataUpdatedAt, isFetching, refetch } = useQuery({
    queryKey: ['health'],
    queryFn: fetchHealth,
    refetchInterval: 30_000,
    staleTime: 0,
  });
  return (
    <Card component="section" aria-labelledby="health-title">
      <CardHeader
        title={t('System Health')}
        slotProps={{ title: { id: 'health-title', variant: 'h6', component: 'h2' } }}
        action={
          <Tooltip title={t('Check again')}>
            <IconButton aria-label={t('Check again')} onClick={() => void refetch()} loading={isFetching}>
              <Refresh />
            </IconButton>
          </Tooltip>
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {!data ? (
          <Skeleton variant="rectangular" height={80} />
        ) : (
          <List disablePadding>
            <ListItem disableGutters secondaryAction={<StatusChip ok={data.api === 'ok'} />}>
              <ListItemIcon>
                {data.api === 'ok' ? <CloudDoneOutlined /> : <CloudOffOutlined color="error" />}
              </ListItemIcon>
              <ListItemText primary={t('Server')} />
            </ListItem>
            <ListItem disableGutters secondaryAction={<StatusChip ok={data.database === 'ok'} />}>
              <ListItemIcon>
                <StorageOutlined color={data.database === 'ok' ? undefined : 'error'} />
              </ListItemIcon>
              <ListItemText primary={t('Database')} />
            </ListItem>
            {can('settings.manage') && <BackupItem />}
          </List>
        )}
        {dataUpdatedAt > 0 && (
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t('Last checked at {{time}}', { time: dayjs(dataUpdatedAt).format('HH:mm:ss') })}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
