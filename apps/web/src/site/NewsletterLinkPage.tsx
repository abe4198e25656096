import { NEWSLETTER_MESSAGES } from '@chairside/domain';
import { Alert, Button, CircularProgress } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { post } from '../api/client';
import { useTranslation } from '../i18n/useTranslation';
import { AuthLayout } from './AuthLayout';

/**
 * `/newsletter/confirm?token=…` and `/newsletter/unsubscribe?token=…`: the links of the newsletter's
 * mails. The page sends the token itself once opened (a mail scanner that only fetches the address
 * changes nothing); no sign-in.
 */
export default function NewsletterLinkPage() {
  const { t } = useTranslation();
  const { action } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const known = action === 'confirm' || action === 'unsubscribe';

  useEffect(() => {
    if (!known) return;
    let live = true;
    post<{ message: string }>(`/newsletters/${action}`, { token })
      .then((a) => live && setOutcome({ ok: true, message: a.message }))
      .catch(() => live && setOutcome({ ok: false, message: NEWSLETTER_MESSAGES.invalidLink }));
    return () => {
      live = false;
    };
  }, [action, token, known]);

  return (
    <AuthLayout
      title={action === 'unsubscribe' ? t('Unsubscribe') : t('Newsletter')}
      width="sm"
      footer={
        <Button component={RouterLink} to="/">
          {t('Back to the website')}
        </Button>
      }
    >
      {!known ? (
        <Alert severity="error">{t(NEWSLETTER_MESSAGES.invalidLink)}</Alert>
      ) : outcome ? (
        <Alert severity={outcome.ok ? 'success' : 'error'} role={outcome.ok ? 'status' : 'alert'}>
          {t(outcome.message)}
        </Alert>
      ) : (
        <CircularProgress aria-label={t('Loading')} />
      )}
    </AuthLayout>
  );
}
