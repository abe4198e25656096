import { AUTH_MESSAGES, changePasswordSchema, PASSWORD_MIN } from '@chairside/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, CardContent, CardHeader, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ApiError, post } from '../../api/client';
import { applyFieldErrors, errorMessage } from '../../api/errors';
import { FormPasswordField } from '../../components/FormPasswordField';
import { useTranslation } from '../../i18n/useTranslation';
import { useToast } from '../../shell/toast';

/** The domain's rule, plus typing the new password twice. */
const formSchema = changePasswordSchema
  .extend({ confirmPassword: z.string().min(1, 'Type the new password again') })
  .refine((v) => v.confirmPassword === v.newPassword, {
    message: 'The two new passwords are not the same',
    path: ['confirmPassword'],
  });

const FIELDS = ['currentPassword', 'newPassword'] as const;

/** POST /api/auth/password with the current and the new password. */
export function ChangePasswordForm({ username }: { username: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { control, handleSubmit, setError, reset, formState } = useForm({
    resolver: zodResolver(formSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await post('/auth/password', { currentPassword, newPassword });
      toast.success(AUTH_MESSAGES.passwordChanged);
      reset();
    } catch (e) {
      if (applyFieldErrors(e, FIELDS, setError)) return;
      const detail = e instanceof ApiError ? e.problem.detail : undefined;
      if (detail === AUTH_MESSAGES.currentPasswordWrong || (e instanceof ApiError && e.status === 403))
        setError(
          'currentPassword',
          { type: 'server', message: detail ?? AUTH_MESSAGES.currentPasswordWrong },
          { shouldFocus: true },
        );
      else toast.error(errorMessage(e));
    }
  });

  return (
    <Card component="section" aria-labelledby="change-password-title">
      <CardHeader
        title={t('Change Password')}
        slotProps={{ title: { id: 'change-password-title', variant: 'h6', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} sx={{ maxWidth: 420 }}>
          {/* Tells password managers whose password this is. */}
          <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
          <FormPasswordField
            control={control}
            name="currentPassword"
            label={t('Current password')}
            autoComplete="current-password"
            fullWidth
          />
          <FormPasswordField
            control={control}
            name="newPassword"
            label={t('New password')}
            autoComplete="new-password"
            fullWidth
            helperText={t('At least {{min}} characters', { min: PASSWORD_MIN })}
          />
          <FormPasswordField
            control={control}
            name="confirmPassword"
            label={t('Confirm new password')}
            autoComplete="new-password"
            fullWidth
          />
          <Button type="submit" variant="contained" loading={formState.isSubmitting} sx={{ alignSelf: 'flex-start' }}>
            {t('Change Password')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
