import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ADMIN_MESSAGES } from '@standl/contracts';
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { apiErrorMessage } from '../../../../lib/request';
import { useToast } from '../../../../lib/toast';
import { useAdminLogin, useAdminSession } from '../admin-session';

export const ADMIN_DASHBOARD_PATH = '/admin-dashboard';

export function AdminLoginPage() {
  const session = useAdminSession();
  const login = useAdminLogin();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});

  if (session.data) return <Navigate to={ADMIN_DASHBOARD_PATH} replace />;

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      username: username.trim() ? undefined : ADMIN_MESSAGES.usernameRequired,
      password: password ? undefined : ADMIN_MESSAGES.passwordRequired,
    };
    setErrors(found);
    if (found.username || found.password) return;
    login.mutate(
      { username: username.trim(), password },
      {
        onSuccess: () => {
          toast({ title: 'Erfolgreich angemeldet', variant: 'success' });
          void navigate(ADMIN_DASHBOARD_PATH, { replace: true });
        },
        onError: (error) => {
          setPassword('');
          toast({
            title: 'Anmeldung fehlgeschlagen',
            description: apiErrorMessage(error, ADMIN_MESSAGES.invalidCredentials),
            variant: 'destructive',
          });
        },
      },
    );
  }

  return (
    <Container maxWidth="xs" sx={{ py: { xs: 4, sm: 8 } }}>
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Stack
            component="form"
            aria-label="Admin-Anmeldung"
            noValidate
            onSubmit={submit}
            spacing={2.5}
          >
            <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
              <LockOutlinedIcon color="primary" fontSize="large" />
              <Typography variant="h4" component="h1" color="primary">
                Admin-Bereich
              </Typography>
              <Typography color="text.secondary">
                Melden Sie sich mit Ihrem Benutzernamen und Passwort an.
              </Typography>
            </Stack>
            <TextField
              label="Benutzername"
              autoComplete="username"
              autoFocus
              value={username}
              onChange={(event) => setUsername(event.target.value)}
              error={Boolean(errors.username)}
              helperText={errors.username}
              slotProps={{ htmlInput: { maxLength: 50 } }}
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
          </Stack>
        </CardContent>
      </Card>
    </Container>
  );
}
