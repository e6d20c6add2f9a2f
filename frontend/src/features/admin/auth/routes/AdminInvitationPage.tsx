import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ADMIN_ROLE_DESCRIPTIONS, ADMIN_ROLE_LABELS, TEAM_MESSAGES } from '@standl/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { invitationQuery, useAcceptInvitation } from '../api/account-links-api';
import { AuthCard } from '../components/AuthCard';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { linkFailure } from '../link-errors';
import { useLinkPasswordForm } from '../use-link-password-form';

const ASK_THE_ORGANISER =
  'Bitte wenden Sie sich an den Organisator des Markts: Er kann Ihnen eine neue Einladung schicken.';

function Spent({ message }: { message: string }) {
  return (
    <Stack spacing={1.5}>
      <Alert severity="error">{message}</Alert>
      <Typography color="text.secondary">{ASK_THE_ORGANISER}</Typography>
    </Stack>
  );
}

/**
 * The invitation link's page, /admin-einladung?token=… (issue 29): the link is checked first and
 * shows whom it invites as what; the invited person then chooses a password.
 */
export function AdminInvitationPage() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const check = useQuery({ ...invitationQuery(token), enabled: token !== '' });
  const accept = useAcceptInvitation();
  const { value, setValue, errors, spent, failure, submit } = useLinkPasswordForm(token, accept);

  let content;
  if (!token) content = <Spent message={TEAM_MESSAGES.linkInvalid} />;
  else if (check.isPending) {
    content = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
        <CircularProgress aria-label="Einladung wird geprüft" />
      </Box>
    );
  } else if (check.isError) content = <Spent message={linkFailure(check.error).message} />;
  else if (spent) content = <Spent message={spent} />;
  else if (accept.isSuccess) {
    content = (
      <Stack spacing={2}>
        <Alert severity="success">{accept.data.message || TEAM_MESSAGES.invitationAccepted}</Alert>
        <Typography>
          Ihr Benutzername: <strong>{accept.data.username}</strong> (oder Ihre E-Mail-Adresse)
        </Typography>
        <Button component={RouterLink} to="/admin-login" variant="contained">
          Zur Anmeldung
        </Button>
      </Stack>
    );
  } else {
    const invited = check.data;
    content = (
      <Stack
        component="form"
        aria-label="Einladung annehmen"
        noValidate
        onSubmit={submit}
        spacing={2.5}
      >
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 0.5, columnGap: 2 }}
        >
          <Typography component="dt" color="text.secondary">
            Name
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
            {invited.name}
          </Typography>
          <Typography component="dt" color="text.secondary">
            E-Mail
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {invited.email}
          </Typography>
          <Typography component="dt" color="text.secondary">
            Rolle
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            <strong>{ADMIN_ROLE_LABELS[invited.role]}</strong> –{' '}
            {ADMIN_ROLE_DESCRIPTIONS[invited.role]}
          </Typography>
        </Box>
        {failure && <Alert severity="error">{failure}</Alert>}
        <NewPasswordFields value={value} errors={errors} onChange={setValue} />
        <Button type="submit" variant="contained" size="large" loading={accept.isPending}>
          Einladung annehmen
        </Button>
      </Stack>
    );
  }

  return (
    <AuthCard
      title="Einladung ins Team"
      intro={
        check.data && !spent && !accept.isSuccess
          ? 'Vergeben Sie ein Passwort für Ihr Konto in der Standl-Konsole.'
          : undefined
      }
    >
      {content}
    </AuthCard>
  );
}
