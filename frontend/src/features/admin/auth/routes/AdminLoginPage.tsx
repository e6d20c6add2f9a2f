import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ADMIN_MESSAGES, TEAM_MESSAGES } from '@standl/contracts';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router-dom';
import { apiErrorMessage } from '../../../../lib/request';
import { useToast } from '../../../../lib/toast';
import { useAdminLogin, useAdminSession } from '../admin-session';
import type { ConsoleAccount } from '../api/account-api';
import { AuthCard } from '../components/AuthCard';
import { FORGOT_PASSWORD_PATH } from './AdminForgotPasswordPage';

export const ADMIN_DASHBOARD_PATH = '/admin-dashboard';
export const QR_SCANNER_PATH = '/qr-scanner';

/** A 6-digit code of the authenticator app, or a recovery code `xxxx-xxxx`. */
const SECOND_FACTOR_CODE = /^(\d{6}|[a-z0-9]{4}-[a-z0-9]{4})$/i;

/**
 * Where a sign-in leads: the set-up crew on a phone straight to the scanner, everyone else to
 * the console (whose first tab is the role's own; a restriction shows its dialog there).
 */
export function landingPath(account: ConsoleAccount, phone: boolean): string {
  return account.role === 'setup' && phone && !account.restriction
    ? QR_SCANNER_PATH
    : ADMIN_DASHBOARD_PATH;
}

export function AdminLoginPage() {
  const session = useAdminSession();
  const login = useAdminLogin();
  const navigate = useNavigate();
  const { toast } = useToast();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<'credentials' | 'second-factor'>('credentials');
  const [errors, setErrors] = useState<{ username?: string; password?: string; code?: string }>({});

  // Signed in already; not while this page's own sign-in picks the way on.
  if (session.data && login.isIdle) return <Navigate to={ADMIN_DASHBOARD_PATH} replace />;

  function send(credentials: { username: string; password: string; code?: string }) {
    login.mutate(credentials, {
      onSuccess: (result) => {
        if (result.kind === 'second-factor') {
          setStep('second-factor');
          login.reset();
          return;
        }
        toast({ title: 'Erfolgreich angemeldet', variant: 'success' });
        void navigate(landingPath(result.account, phone), { replace: true });
      },
      onError: (error) => {
        const message = apiErrorMessage(error, ADMIN_MESSAGES.invalidCredentials);
        if (step === 'second-factor' && message === TEAM_MESSAGES.secondFactorWrong) {
          setCode('');
          setErrors({ code: message });
        } else if (step === 'credentials') {
          setPassword('');
        }
        toast({ title: 'Anmeldung fehlgeschlagen', description: message, variant: 'destructive' });
      },
    });
  }

  function submitCredentials(event: FormEvent) {
    event.preventDefault();
    const found = {
      username: username.trim() ? undefined : ADMIN_MESSAGES.usernameRequired,
      password: password ? undefined : ADMIN_MESSAGES.passwordRequired,
    };
    setErrors(found);
    if (found.username || found.password) return;
    send({ username: username.trim(), password });
  }

  function submitCode(event: FormEvent) {
    event.preventDefault();
    const typed = code.replace(/\s/g, '');
    if (!SECOND_FACTOR_CODE.test(typed)) {
      setErrors({ code: TEAM_MESSAGES.secondFactorRequired });
      return;
    }
    setErrors({});
    send({ username: username.trim(), password, code: typed });
  }

  function back() {
    setStep('credentials');
    setPassword('');
    setCode('');
    setErrors({});
  }

  if (step === 'second-factor') {
    return (
      <AuthCard title="Admin-Bereich" intro={TEAM_MESSAGES.secondFactorRequired}>
        <Stack
          component="form"
          aria-label="Zweiter Faktor"
          noValidate
          onSubmit={submitCode}
          spacing={2.5}
        >
          <TextField
            label="Code aus der Authenticator-App"
            autoComplete="one-time-code"
            autoFocus
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={Boolean(errors.code)}
            helperText={
              errors.code ?? '6 Ziffern, oder einer Ihrer Wiederherstellungscodes (xxxx-xxxx)'
            }
            slotProps={{ htmlInput: { maxLength: 12, autoCapitalize: 'none' } }}
          />
          <Button type="submit" variant="contained" size="large" loading={login.isPending}>
            Anmelden
          </Button>
          <Button onClick={back}>Zurück</Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Admin-Bereich"
      intro="Melden Sie sich mit Ihrem Benutzernamen oder Ihrer E-Mail-Adresse und Ihrem Passwort an."
    >
      <Stack
        component="form"
        aria-label="Admin-Anmeldung"
        noValidate
        onSubmit={submitCredentials}
        spacing={2.5}
      >
        <TextField
          label="Benutzername"
          autoComplete="username"
          autoFocus
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          error={Boolean(errors.username)}
          helperText={errors.username}
          slotProps={{ htmlInput: { maxLength: 254 } }}
        />
        <TextField
          label="Passwort"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={Boolean(errors.password)}
          helperText={errors.password}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <Button type="submit" variant="contained" size="large" loading={login.isPending}>
          Anmelden
        </Button>
        <Link component={RouterLink} to={FORGOT_PASSWORD_PATH} sx={{ textAlign: 'center' }}>
          Passwort vergessen?
        </Link>
      </Stack>
    </AuthCard>
  );
}
