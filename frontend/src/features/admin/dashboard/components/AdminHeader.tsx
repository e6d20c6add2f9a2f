import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AccountMenu, useSignOut, type ConsoleAccount } from '../../auth';

export function AdminHeader({ account }: { account: ConsoleAccount }) {
  const { signOut, pending } = useSignOut();

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
          Angemeldet als <strong data-testid="admin-username">{account.username}</strong>
        </Typography>
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexShrink: 0, minWidth: 0 }}>
        <AccountMenu account={account} />
        <Button startIcon={<LogoutIcon />} onClick={signOut} loading={pending}>
          Abmelden
        </Button>
      </Stack>
    </Stack>
  );
}
