import BackupOutlined from '@mui/icons-material/BackupOutlined';
import { Button, Card, CardActions, CardContent, CardHeader, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BACKUP_KEY, type Backup, useLastBackup } from '../../api/backups';
import { post } from '../../api/client';
import { useTranslation } from '../../i18n/useTranslation';
import { problemMessage } from '../../resources/errors';
import { formatDateTime } from '../../resources/format';
import { useFormatContext } from '../../resources/useFormatContext';
import { useToast } from '../../shell/toast';

/** Admins: when the database was last backed up, and Back up now (the file goes to DATA_DIR/backups on the server). */
export function BackupCard() {
  const { t } = useTranslation();
  const toast = useToast();
  const qc = useQueryClient();
  const ctx = useFormatContext();
  const last = useLastBackup();
  const backUp = useMutation({
    mutationFn: () => post<Backup>('/admin/backup', {}),
    onSuccess: (b) => {
      qc.setQueryData(BACKUP_KEY, { last: b });
      toast.success(t('Backup saved on the server as {{file}}.', { file: b.file }));
    },
    onError: (error) => toast.error(problemMessage(error)),
  });
  const b = last.data?.last;
  return (
    <Card sx={{ mt: 2 }}>
      <CardHeader title={t('Backups')} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        <Typography>
          {b
            ? t('Last backup: {{date}} by {{who}} ({{file}})', {
                date: formatDateTime(b.takenAt, ctx),
                who: b.takenBy,
                file: b.file,
              })
            : t('Last backup: never')}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          variant="outlined"
          startIcon={<BackupOutlined />}
          disabled={backUp.isPending || last.isLoading}
          onClick={() => backUp.mutate()}
        >
          {t('Back up now')}
        </Button>
      </CardActions>
    </Card>
  );
}
