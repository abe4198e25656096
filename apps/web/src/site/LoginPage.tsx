import { AUTH_MESSAGES } from '@chairside/domain';
import { Alert, Box, Button, Link } from '@mui/material';
import { type FormEvent, useCallback, useDeferredValue, useEffect, useRef, useState } from 'react';
import { Navigate, Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '../auth/AuthContext';
import { safeNext } from '../auth/next';
import { PageLoader } from '../components/PageLoader';
import { PasswordToggle } from '../components/PasswordToggle';
import { useAutoClear } from '../components/useAutoClear';
import { useTranslation } from '../i18n/useTranslation';
import { useToast } from '../shell/toast';
import { AuthLayout } from './AuthLayout';
import { DemoAccounts } from './DemoAccounts';
import { LoginField } from './LoginField';
import { loginErrorMessage } from './loginError';
import { useLoginForm } from './useLoginForm';

const REDIRECT_DELAY_MS = 800;
const ERROR_HIDE_MS = 3000;

function cameFromRegistration(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'registered' in state && state.registered === true;
}

/** Spec 000 §2.4: sign in, then back to where the user was going (or the dashboard). */
export default function LoginPage() {
  const { t } = useTranslation();
  const { user, login } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const [phase, setPhase] = useState<'idle' | 'pending' | 'done'>('idle');
  const [error, setError] = useState<string | null>(null);
  const clearError = useCallback(() => setError(null), []);
  useAutoClear(error, ERROR_HIDE_MS, clearError);
  const submitRef = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const form = useLoginForm();
  const [passwordVisible, setPasswordVisible] = useState(false);

  // Built as a transition once the session is known (see RequireAuth).
  const known = useDeferredValue(user !== undefined);
  if ((user === undefined || !known) && phase === 'idle') return <PageLoader fullScreen />;
  if (user && phase === 'idle') return <Navigate to={next} replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const values = form.check();
    if (!values) return;
    setPhase('pending');
    setError(null);
    try {
      await login(values);
      setPhase('done');
      toast.success(AUTH_MESSAGES.loginSuccess);
      timer.current = setTimeout(() => navigate(next, { replace: true }), REDIRECT_DELAY_MS);
    } catch (e) {
      setPhase('idle');
      setError(loginErrorMessage(e));
    }
  };

  const pickDemo = (username: string, password: string) => {
    form.fill(username, password);
    submitRef.current?.focus();
  };

  return (
    <AuthLayout
      title={t('Clinic Login')}
      footer={
        <>
          <Link component={RouterLink} to="/register">
            {t('Create an account')}
          </Link>
          <Link component={RouterLink} to="/">
            {t('Back to the website')}
          </Link>
        </>
      }
    >
      {cameFromRegistration(location.state) && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {t(AUTH_MESSAGES.registerSuccess)} {t(AUTH_MESSAGES.registerPending)}
        </Alert>
      )}
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} onClose={clearError}>
          {t(error)}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <LoginField {...form.field('username')} label={t('Username')} autoComplete="username" autoFocus />
        <LoginField
          {...form.field('password')}
          type={passwordVisible ? 'text' : 'password'}
          label={t('Password')}
          autoComplete="current-password"
          endAdornment={<PasswordToggle visible={passwordVisible} onToggle={() => setPasswordVisible((v) => !v)} />}
        />
        <Button ref={submitRef} type="submit" variant="contained" size="large" loading={phase !== 'idle'}>
          {t('Sign In')}
        </Button>
      </Box>
      <DemoAccounts onPick={pickDemo} />
    </AuthLayout>
  );
}
