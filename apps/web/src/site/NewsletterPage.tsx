import { NEWSLETTER_HONEYPOT, newsletterSubscribeSchema } from '@chairside/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { ApiError, post } from '../api/client';
import { applyFieldErrors } from '../api/errors';
import { FormTextField } from '../components/FormTextField';
import { useTranslation } from '../i18n/useTranslation';
import { AuthLayout } from './AuthLayout';
import { Honeypot } from './Honeypot';

const EMPTY = { name: '', email: '', [NEWSLETTER_HONEYPOT]: '' };

/**
 * `/newsletter`: a visitor subscribes with a name and an address; the clinic mails a link to
 * confirm it (double opt-in). The answer is the same for an address already listed.
 */
export default function NewsletterPage() {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const { control, handleSubmit, register, reset, setError, formState } = useForm({
    resolver: zodResolver(newsletterSubscribeSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const answer = await post<{ message: string }>('/newsletters/subscribe', values);
      reset(EMPTY);
      setOutcome({ ok: true, message: answer.message });
    } catch (e) {
      if (!applyFieldErrors(e, ['name', 'email'], setError))
        setOutcome({
          ok: false,
          message:
            e instanceof ApiError && e.problem.detail ? e.problem.detail : 'The subscription failed. Please try again.',
        });
    }
  });

  return (
    <AuthLayout
      title={t('Newsletter')}
      width="sm"
      footer={
        <Button component={RouterLink} to="/">
          {t('Back to the website')}
        </Button>
      }
    >
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        {t('News and advice from the clinic, a few times a year. Unsubscribe at any time with one click.')}
      </Typography>
      {outcome && (
        <Alert severity={outcome.ok ? 'success' : 'error'} role={outcome.ok ? 'status' : 'alert'} sx={{ mb: 2 }}>
          {t(outcome.message)}
        </Alert>
      )}
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} sx={{ position: 'relative' }}>
        <FormTextField control={control} name="name" label={t('Your name')} autoComplete="name" required />
        <FormTextField control={control} name="email" label={t('Email')} type="email" autoComplete="email" required />
        <Honeypot {...register(NEWSLETTER_HONEYPOT)} />
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {t('Subscribe')}
          </Button>
        </Stack>
      </Stack>
    </AuthLayout>
  );
}
