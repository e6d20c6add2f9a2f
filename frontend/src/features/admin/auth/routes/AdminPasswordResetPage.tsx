import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { TEAM_MESSAGES } from '@standl/contracts';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useConfirmPasswordReset } from '../api/account-links-api';
import { AuthCard } from '../components/AuthCard';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { useLinkPasswordForm } from '../use-link-password-form';
import { FORGOT_PASSWORD_PATH } from './AdminForgotPasswordPage';

function NewLink({ message }: { message: string }) {
  return (
    <Stack spacing={2}>
      <Alert severity="error">{message}</Alert>
      <Button component={RouterLink} to={FORGOT_PASSWORD_PATH} variant="contained">
        Neuen Link anfordern
      </Button>
    </Stack>
  );
}

/** The reset link's page, /admin-passwort-neu?token=…: a new password twice. */
export function AdminPasswordResetPage() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const confirm = useConfirmPasswordReset();
  const { value, setValue, errors, spent, failure, submit } = useLinkPasswordForm(token, confirm);

  let content;
  if (!token) content = <NewLink message={TEAM_MESSAGES.linkInvalid} />;
  else if (spent) content = <NewLink message={spent} />;
  else if (confirm.isSuccess) {
    content = (
      <Stack spacing={2}>
        <Alert severity="success">{confirm.data.message || TEAM_MESSAGES.passwordResetDone}</Alert>
        <Button component={RouterLink} to="/admin-login" variant="contained">
          Zur Anmeldung
        </Button>
      </Stack>
    );
  } else {
    content = (
      <Stack
        component="form"
        aria-label="Neues Passwort vergeben"
        noValidate
        onSubmit={submit}
        spacing={2.5}
      >
        {failure && <Alert severity="error">{failure}</Alert>}
        <NewPasswordFields value={value} errors={errors} onChange={setValue} />
        <Button type="submit" variant="contained" size="large" loading={confirm.isPending}>
          Passwort speichern
        </Button>
      </Stack>
    );
  }

  return (
    <AuthCard title="Neues Passwort" intro="Vergeben Sie ein neues Passwort für Ihr Konto.">
      {content}
      {!confirm.isSuccess && (
        <Link component={RouterLink} to="/admin-login" sx={{ textAlign: 'center' }}>
          Zurück zur Anmeldung
        </Link>
      )}
    </AuthCard>
  );
}
