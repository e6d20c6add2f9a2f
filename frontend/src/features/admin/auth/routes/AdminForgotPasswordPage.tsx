import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { TEAM_MESSAGES } from '@standl/contracts';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { apiErrorMessage, RETRY_TEXT } from '../../../../lib/request';
import { useRequestPasswordReset } from '../api/account-links-api';
import { AuthCard } from '../components/AuthCard';

export const FORGOT_PASSWORD_PATH = '/admin-passwort-vergessen';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * 'Passwort vergessen?' (issue 29): the e-mail address of the account; the server answers the
 * same whether or not there is one, and the page shows its answer.
 */
export function AdminForgotPasswordPage() {
  const reset = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!EMAIL.test(email.trim())) {
      setError(TEAM_MESSAGES.emailInvalid);
      return;
    }
    setError(null);
    reset.mutate(email.trim());
  }

  return (
    <AuthCard
      title="Passwort vergessen"
      intro="Geben Sie die E-Mail-Adresse Ihres Kontos ein. Sie erhalten einen Link, mit dem Sie ein neues Passwort vergeben."
    >
      {reset.isSuccess ? (
        <Alert severity="success">{reset.data.message || TEAM_MESSAGES.resetRequested}</Alert>
      ) : (
        <Stack
          component="form"
          aria-label="Passwort zurücksetzen"
          noValidate
          onSubmit={submit}
          spacing={2.5}
        >
          {reset.isError && (
            <Alert severity="error">{apiErrorMessage(reset.error, RETRY_TEXT)}</Alert>
          )}
          <TextField
            label="E-Mail"
            type="email"
            autoComplete="email"
            autoFocus
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={Boolean(error)}
            helperText={error}
            slotProps={{ htmlInput: { maxLength: 254 } }}
          />
          <Button type="submit" variant="contained" size="large" loading={reset.isPending}>
            Link anfordern
          </Button>
        </Stack>
      )}
      <Link component={RouterLink} to="/admin-login" sx={{ textAlign: 'center' }}>
        Zurück zur Anmeldung
      </Link>
    </AuthCard>
  );
}
