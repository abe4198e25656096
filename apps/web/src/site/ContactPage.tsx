import { CONTACT_HONEYPOT, CONTACT_MESSAGES, type ContactMessage, contactMessageSchema } from '@chairside/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ApiError, post } from '../api/client';
import { applyFieldErrors } from '../api/errors';
import { FormTextField } from '../components/FormTextField';
import { useTranslation } from '../i18n/useTranslation';
import { AuthLayout } from './AuthLayout';
import { Honeypot } from './Honeypot';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;
const EMPTY: ContactMessage = { name: '', email: '', subject: '', message: '', [CONTACT_HONEYPOT]: '' };
/** Spec 000 §9: after sending, back to the website after 1.5 s. */
const REDIRECT_MS = 1500;

function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 429 && error.problem.detail) return error.problem.detail;
  return CONTACT_MESSAGES.failed;
}

/** Spec 000 §2.6: a visitor writes to the clinic; the message lands in the staff's inbox. */
export default function ContactPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<{ sent: boolean; message: string } | null>(null);
  const { control, handleSubmit, register, reset, setError, formState } = useForm({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: EMPTY,
  });

  useEffect(() => {
    if (!outcome?.sent) return;
    const timer = setTimeout(() => navigate('/'), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [outcome, navigate]);

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await post('/messages', values);
      reset(EMPTY);
      setOutcome({ sent: true, message: CONTACT_MESSAGES.sent });
    } catch (e) {
      if (!applyFieldErrors(e, FIELDS, setError)) setOutcome({ sent: false, message: failureMessage(e) });
    }
  });

  return (
    <AuthLayout
      title={t('Send a Message')}
      width="sm"
      footer={
        <Button component={RouterLink} to="/">
          {t('Back to the website')}
        </Button>
      }
    >
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        {t('Questions about a treatment, a price or an appointment? Write to us and the clinic will answer by e-mail.')}
      </Typography>
      {outcome && (
        <Alert severity={outcome.sent ? 'success' : 'error'} role={outcome.sent ? 'status' : 'alert'} sx={{ mb: 2 }}>
          {t(outcome.message)}
        </Alert>
      )}
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} sx={{ position: 'relative' }}>
        <FormTextField control={control} name="name" label={t('Your name')} autoComplete="name" required autoFocus />
        <FormTextField control={control} name="email" label={t('Email')} type="email" autoComplete="email" required />
        <FormTextField control={control} name="subject" label={t('Subject')} required />
        <FormTextField control={control} name="message" label={t('Message')} multiline minRows={5} required />
        <Honeypot {...register(CONTACT_HONEYPOT)} />
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" loading={formState.isSubmitting} disabled={outcome?.sent}>
            {t('Send Message')}
          </Button>
        </Stack>
      </Stack>
    </AuthLayout>
  );
}
