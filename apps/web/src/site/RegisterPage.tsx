import { AUTH_MESSAGES, PASSWORD_MIN, registerSchema } from '@chairside/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ApiError, post } from '../api/client';
import { applyFieldErrors } from '../api/errors';
import { FormPasswordField } from '../components/FormPasswordField';
import { FormTextField } from '../components/FormTextField';
import { useTranslation } from '../i18n/useTranslation';
import { AuthLayout } from './AuthLayout';

const FIELDS = ['username', 'password'] as const;

function registerErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 409) return error.problem.detail ?? AUTH_MESSAGES.registerFailed;
  if (error instanceof ApiError && error.status === 429 && error.problem.detail) return error.problem.detail;
  return 'An error occurred. Please try again.';
}

/** Spec 000 §2.5: create an account; an administrator activates it before it can sign in. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError: setFieldError,
    formState,
  } = useForm({
    resolver: zodResolver(registerSchema),
    defaultValues: { username: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      await post('/auth/register', values);
      // The login page says it once: registered, and waiting for an administrator.
      navigate('/login', { state: { registered: true } });
    } catch (e) {
      if (!applyFieldErrors(e, FIELDS, setFieldError)) setError(registerErrorMessage(e));
    }
  });

  return (
    <AuthLayout title={t('Create an account')}>
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} onClose={() => setError(null)}>
          {t(error)}
        </Alert>
      )}
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
        <FormTextField
          control={control}
          name="username"
          label={t('Username')}
          autoComplete="username"
          autoFocus
          helperText={t('Letters, digits and . _ @ - only')}
        />
        <FormPasswordField
          control={control}
          name="password"
          label={t('Password')}
          autoComplete="new-password"
          helperText={t('At least {{min}} characters', { min: PASSWORD_MIN })}
        />
        <Alert severity="info" variant="outlined">
          {t(AUTH_MESSAGES.registerPending)}
        </Alert>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
          <Button component={RouterLink} to="/login">
            {t('Back to Login')}
          </Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {t('Register')}
          </Button>
        </Stack>
      </Stack>
    </AuthLayout>
  );
}
