import { outbox } from '@chairside/domain';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import { Alert, Button, Skeleton } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../api/client';
import { useTranslation } from '../../i18n/useTranslation';
import type { RowAction } from '../../resources/columns';
import { problemMessage } from '../../resources/errors';
import { resourceKeys } from '../../resources/queryKeys';
import { ResourcePage } from '../../resources/ResourcePage';
import { useToast } from '../../shell/toast';

interface Delivery {
  smtp: boolean;
  queued: number;
  failed: number;
}

const DELIVERY_KEY = ['outbox', 'delivery'] as const;

/** Whether messages leave the clinic, and a button to send what waits. */
function DeliveryBanner() {
  const { t } = useTranslation();
  const toast = useToast();
  const qc = useQueryClient();
  const delivery = useQuery({ queryKey: DELIVERY_KEY, queryFn: () => get<Delivery>('/outbox/delivery') });
  const send = useMutation({
    mutationFn: () => post<{ sent: number }>('/outbox/send', {}),
    onSuccess: ({ sent }) => toast.success(t('{{count}} messages sent.', { count: sent })),
    onError: (error) => toast.error(problemMessage(error)),
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: DELIVERY_KEY }),
        qc.invalidateQueries({ queryKey: resourceKeys.all }),
      ]),
  });
  const d = delivery.data;
  // The banner's room is kept while the answer comes: arriving, it would push the list down under a click.
  if (!d) return delivery.isError ? null : <Skeleton variant="rounded" height={48} sx={{ mb: 2 }} />;
  return d.smtp ? (
    <Alert
      severity={d.failed ? 'warning' : 'success'}
      sx={{ mb: 2 }}
      action={
        d.queued > 0 && (
          <Button
            color="inherit"
            size="small"
            startIcon={<SendOutlined />}
            disabled={send.isPending}
            onClick={() => send.mutate()}
          >
            {t('Send now')}
          </Button>
        )
      }
    >
      {t('Messages are sent by email. Waiting: {{queued}}. Failed: {{failed}}.', {
        queued: d.queued,
        failed: d.failed,
      })}
    </Alert>
  ) : (
    <Alert severity="info" sx={{ mb: 2 }}>
      {t('No mail server is configured: messages stay queued here until one is (SMTP_URL). Waiting: {{queued}}.', {
        queued: d.queued,
      })}
    </Alert>
  );
}

/** Settings → Outbox (admins): every message the clinic sends, its state, and retry for the failed ones. */
export default function OutboxPage() {
  const toast = useToast();
  const qc = useQueryClient();
  const retry: RowAction = {
    label: 'Retry',
    icon: <ReplayOutlined fontSize="small" />,
    writes: true,
    shows: (record) => record.status === 'Failed',
    onClick: (record) =>
      void post<{ status: string }>(`/outbox/${record.id}/retry`, {})
        .then(({ status }) => toast.success(status === 'Sent' ? 'Message sent.' : 'Message queued again.'))
        .catch((error: unknown) => toast.error(problemMessage(error)))
        .finally(() => qc.invalidateQueries()),
  };
  return (
    <>
      <DeliveryBanner />
      <ResourcePage def={outbox} rowActions={[retry]} />
    </>
  );
}
