import { type MessageReply, messages } from '@chairside/domain';
import SendOutlined from '@mui/icons-material/SendOutlined';
import { Alert, Box, Button, Chip, Paper, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ApiError, get, post } from '../../api/client';
import { useAuth } from '../../auth/AuthContext';
import { useTranslation } from '../../i18n/useTranslation';
import { problemMessage } from '../../resources/errors';
import { formatDateTime } from '../../resources/format';
import { resourceKeys } from '../../resources/queryKeys';
import type { ResourceRecord } from '../../resources/types';
import { useFormatContext } from '../../resources/useFormatContext';
import { useToast } from '../../shell/toast';

const STATUS_COLOR = { Queued: 'warning', Sent: 'success', Failed: 'error' } as const;

/**
 * Under an open message: its thread (the replies sent, with their delivery
 * status) and, for those who may answer, a Reply box that sends an email to
 * the sender through the outbox.
 */
export function MessageReplies({ message }: { message: ResourceRecord }) {
  const { t } = useTranslation();
  const { can } = useAuth();
  const toast = useToast();
  const ctx = useFormatContext();
  const client = useQueryClient();
  const headingId = useId();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const key = [...resourceKeys.detail(messages.name, message.id), 'replies'];
  const thread = useQuery({ queryKey: key, queryFn: () => get<MessageReply[]>(`/messages/${message.id}/replies`) });
  const send = useMutation({
    mutationFn: () => post<MessageReply>(`/messages/${message.id}/reply`, { body }),
    onSuccess: () => {
      setBody('');
      setError(null);
      toast.success('Reply queued for sending.');
      void client.invalidateQueries({ queryKey: resourceKeys.of(messages.name) });
    },
    onError: (e) =>
      setError(e instanceof ApiError && e.problem.errors?.[0] ? e.problem.errors[0].message : problemMessage(e)),
  });
  const replies = thread.data ?? [];
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {t('Replies')}
      </Typography>
      {replies.length === 0 && !thread.isLoading && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {t('No reply yet.')}
        </Typography>
      )}
      <Stack spacing={1} sx={{ mb: 2 }}>
        {replies.map((r) => (
          <Paper key={r.id} variant="outlined" sx={{ p: 1.5 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
              <Typography variant="body2" sx={{ fontWeight: 600, flexGrow: 1 }}>
                {r.subject}
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {formatDateTime(r.createdAt, ctx)}
              </Typography>
              <Chip
                size="small"
                color={STATUS_COLOR[r.status as keyof typeof STATUS_COLOR] ?? 'default'}
                label={t(r.status)}
              />
            </Stack>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              {r.body}
            </Typography>
          </Paper>
        ))}
      </Stack>
      {can(messages.permissions.write) && (
        <Box
          component="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!send.isPending) send.mutate();
          }}
        >
          {error && (
            <Alert severity="error" sx={{ mb: 1 }}>
              {t(error)}
            </Alert>
          )}
          <TextField
            label={t('Reply to {{name}}', { name: String(message.name) })}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            multiline
            minRows={3}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 10_000 } }}
          />
          <Button
            type="submit"
            variant="contained"
            startIcon={<SendOutlined />}
            disabled={send.isPending}
            sx={{ mt: 1 }}
          >
            {t('Send reply')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
