import { NEWSLETTER_MESSAGES } from '@chairside/domain';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, post } from '../../api/client';
import { useSubmissionKey } from '../../api/useSubmissionKey';
import { useTranslation } from '../../i18n/useTranslation';
import { useToast } from '../../shell/toast';

/**
 * Send Issue: a subject and a Markdown body, queued in the outbox for every confirmed subscriber.
 * One submission key per issue: a double click or a retry queues it once.
 */
export function SendIssueDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const client = useQueryClient();
  const keys = useSubmissionKey();
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const send = async () => {
    setSending(true);
    setError(null);
    const issue = { subject, body };
    try {
      const sent = await post<{ recipients: number }>('/newsletters/issues', issue, keys.headersFor(issue));
      keys.done();
      toast.success(t(NEWSLETTER_MESSAGES.sent, { count: sent.recipients }));
      void client.invalidateQueries({ queryKey: ['outbox'] });
      setSubject('');
      setBody('');
      onClose();
    } catch (e) {
      setError(e instanceof ApiError ? (e.problem.errors?.[0]?.message ?? e.problem.detail ?? e.message) : String(e));
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="send-issue-title">
      <DialogTitle id="send-issue-title">{t('Send Issue')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && <Alert severity="error">{t(error)}</Alert>}
          <TextField label={t('Subject')} value={subject} onChange={(e) => setSubject(e.target.value)} required />
          <TextField
            label={t('Body (Markdown)')}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            required
            multiline
            minRows={8}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Cancel')}</Button>
        <Button variant="contained" onClick={() => void send()} loading={sending}>
          {t('Send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
