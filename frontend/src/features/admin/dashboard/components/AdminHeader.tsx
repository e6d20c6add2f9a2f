import KeyIcon from '@mui/icons-material/Key';
import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../../../lib/toast';
import { useAdminLogout, ChangePasswordDialog } from '../../auth';

export function AdminHeader({ username }: { username: string }) {
  const logout = useAdminLogout();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const closePassword = useCallback(() => setPasswordOpen(false), []);

  function signOut() {
    logout.mutate(undefined, {
      onSettled: () => {
        toast({ title: 'Erfolgreich abgemeldet', variant: 'success' });
        void navigate('/admin-login', { replace: true });
      },
    });
  }

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, gap: 1.5, mb: 3 }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography
          variant="h4"
          component="h1"
          color="primary"
          sx={{ fontSize: { xs: '1.6rem', sm: '2.125rem' } }}
        >
          Admin-Dashboard
        </Typography>
        <Typography color="text.secondary">
          Angemeldet als <strong data-testid="admin-username">{username}</strong>
        </Typography>
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
        <Button variant="outlined" startIcon={<KeyIcon />} onClick={() => setPasswordOpen(true)}>
          Passwort ändern
        </Button>
        <Button startIcon={<LogoutIcon />} onClick={signOut} loading={logout.isPending}>
          Abmelden
        </Button>
      </Stack>
      <ChangePasswordDialog open={passwordOpen} onClose={closePassword} />
    </Stack>
  );
}
