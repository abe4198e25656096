import { PASSWORD_MIN, resetPasswordSchema, type User } from '@chairside/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { applyFieldErrors, errorMessage } from '../../../api/errors';
import { resetUserPassword } from '../../../api/users';
import { FormPasswordField } from '../../../components/FormPasswordField';
import { useTranslation } from '../../../i18n/useTranslation';
import { useToast } from '../../../shell/toast';

const FIELDS = ['password'] as const;

/** An administrator sets a new password for an account (its sessions end). */
export function ResetPasswordDialog({ user, onClose }: { user: User | null; onClose(): void }) {
  return (
    <Dialog open={user !== null} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="reset-password-title">
      {user && <ResetPasswordForm user={user} onClose={onClose} />}
    </Dialog>
  );
}

function ResetPasswordForm({ user, onClose }: { user: User; onClose(): void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const formId = useId();
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '' },
  });
  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await resetUserPassword(user.id, password);
      toast.success('The password has been reset. Give the new password to the user.');
      onClose();
    } catch (e) {
      if (!applyFieldErrors(e, FIELDS, setError)) toast.error(errorMessage(e));
    }
  });
  return (
    <>
      <DialogTitle id="reset-password-title">{t('Reset password')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t('Choose a new password for {{username}}. They will be signed out everywhere.', {
            username: user.username,
          })}
        </DialogContentText>
        <form id={formId} noValidate onSubmit={onSubmit}>
          <input type="text" name="username" autoComplete="username" value={user.username} readOnly hidden />
          <FormPasswordField
            control={control}
            name="password"
            label={t('New password')}
            autoComplete="new-password"
            autoFocus
            fullWidth
            helperText={t('At least {{min}} characters', { min: PASSWORD_MIN })}
          />
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={formState.isSubmitting}>
          {t('Cancel')}
        </Button>
        <Button type="submit" form={formId} variant="contained" loading={formState.isSubmitting}>
          {t('Reset password')}
        </Button>
      </DialogActions>
    </>
  );
}
