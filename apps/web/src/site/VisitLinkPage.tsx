import { REMINDER_MESSAGES, type VisitLink } from '@chairside/domain';
import { Alert, Box, Button, CircularProgress, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { ApiError, get, post } from '../api/client';
import { QueryProvider } from '../app/QueryProvider';
import { useTranslation } from '../i18n/useTranslation';
import { AuthLayout } from './AuthLayout';

const problemOf = (error: unknown): string =>
  error instanceof ApiError && error.problem.detail ? error.problem.detail : REMINDER_MESSAGES.unknownLink;

/** The visit's day in the reader's language, from its `YYYY-MM-DD` (no time zone involved). */
const longDay = (date: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

/**
 * `/visit/{token}`: the page of an appointment reminder's links (issue 25), no sign-in. It shows
 * the visit's day, time and clinic only, and offers what the link may still do: confirm, cancel
 * with a reason, or book another time. `?action=confirm` (the mail's Confirm link) confirms as
 * soon as the page is open: a mail scanner that only fetches the address changes nothing.
 */
function VisitLinkCard() {
  const { t, i18n } = useTranslation();
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const qc = useQueryClient();
  const key = ['visit-link', token];
  const visit = useQuery({
    queryKey: key,
    queryFn: () => get<VisitLink>(`/public/visit-links/${token}`),
    retry: false,
  });
  const [reason, setReason] = useState('');
  const [asking, setAsking] = useState(params.get('action') === 'cancel');
  const [done, setDone] = useState<string | null>(null);
  const act = useMutation({
    mutationFn: (action: 'confirm' | 'cancel') =>
      post<VisitLink>(`/public/visit-links/${token}/${action}`, action === 'cancel' ? { reason } : {}),
    onSuccess: (answer, action) => {
      qc.setQueryData(key, answer);
      setAsking(false);
      setDone(action === 'confirm' ? 'Thank you: your visit is confirmed.' : 'Your visit is cancelled.');
    },
  });
  const autoConfirmed = useRef(false);
  const canConfirm = visit.data?.actions.includes('confirm') ?? false;
  useEffect(() => {
    if (params.get('action') !== 'confirm' || !canConfirm || autoConfirmed.current) return;
    autoConfirmed.current = true;
    act.mutate('confirm');
  }, [params, canConfirm, act]);

  const data = visit.data;
  return (
    <AuthLayout
      title={t('Your visit')}
      width="sm"
      footer={
        <Button component={RouterLink} to="/">
          {t('Back to the website')}
        </Button>
      }
    >
      {visit.isPending ? (
        <CircularProgress aria-label={t('Loading')} />
      ) : visit.isError ? (
        <Alert severity="error">{t(problemOf(visit.error))}</Alert>
      ) : data ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Typography component="p" variant="h6">
            {t('{{date}} at {{time}}', { date: longDay(data.date, i18n.language), time: data.startTime })}
          </Typography>
          <Typography component="p">{data.clinicName}</Typography>
          {done && (
            <Alert severity="success" role="status">
              {t(done)}
            </Alert>
          )}
          {!done && data.confirmed && <Alert severity="success">{t('Your visit is confirmed.')}</Alert>}
          {!done && data.cancelled && <Alert severity="info">{t('Your visit is cancelled.')}</Alert>}
          {act.isError && <Alert severity="error">{t(problemOf(act.error))}</Alert>}
          {asking && data.actions.includes('cancel') ? (
            <Box
              component="form"
              sx={{ display: 'grid', gap: 1.5 }}
              onSubmit={(e) => {
                e.preventDefault();
                act.mutate('cancel');
              }}
            >
              <TextField
                label={t('Why do you cancel?')}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                required
                multiline
                minRows={2}
                slotProps={{ htmlInput: { maxLength: 500 } }}
              />
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <Button type="submit" variant="contained" color="error" disabled={act.isPending || !reason.trim()}>
                  {t('Cancel my visit')}
                </Button>
                <Button onClick={() => setAsking(false)}>{t('Keep my visit')}</Button>
              </Box>
            </Box>
          ) : (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {data.actions.includes('confirm') && (
                <Button variant="contained" disabled={act.isPending} onClick={() => act.mutate('confirm')}>
                  {t('Confirm my visit')}
                </Button>
              )}
              {data.actions.includes('cancel') && (
                <Button variant="outlined" color="error" onClick={() => setAsking(true)}>
                  {t('Cancel my visit')}
                </Button>
              )}
              {data.actions.includes('reschedule') && (
                <Button variant="outlined" component={RouterLink} to={data.rescheduleUrl}>
                  {t('Choose another time')}
                </Button>
              )}
            </Box>
          )}
        </Box>
      ) : null}
    </AuthLayout>
  );
}

export default function VisitLinkPage() {
  return (
    <QueryProvider>
      <VisitLinkCard />
    </QueryProvider>
  );
}
