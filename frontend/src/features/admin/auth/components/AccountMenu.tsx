import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import KeyIcon from '@mui/icons-material/Key';
import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLock';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { ADMIN_ROLE_LABELS } from '@standl/contracts';
import { useCallback, useId, useState } from 'react';
import type { ConsoleAccount } from '../api/account-api';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { SecondFactorDialog } from './SecondFactorDialog';

/**
 * The signed-in account's menu (issue 29): its name and role, the own password and the own
 * second factor.
 */
export function AccountMenu({ account }: { account: ConsoleAccount }) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<'password' | 'second-factor' | null>(null);
  const close = useCallback(() => setDialog(null), []);
  const open = (which: 'password' | 'second-factor') => {
    setAnchor(null);
    setDialog(which);
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<AccountCircleIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ maxWidth: { xs: 220, sm: 320 }, textTransform: 'none' }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {account.name} · {ADMIN_ROLE_LABELS[account.role]}
        </span>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <ListItemText
          primary={account.name}
          secondary={`${ADMIN_ROLE_LABELS[account.role]} · ${account.username}`}
          sx={{ px: 2, py: 0.5, m: 0 }}
          data-testid="account-summary"
        />
        <Divider />
        <MenuItem onClick={() => open('password')}>
          <ListItemIcon>
            <KeyIcon fontSize="small" />
          </ListItemIcon>
          Passwort ändern
        </MenuItem>
        <MenuItem onClick={() => open('second-factor')}>
          <ListItemIcon>
            <PhonelinkLockIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText
            primary="Zwei-Faktor-Anmeldung"
            secondary={account.secondFactor ? 'eingerichtet' : 'nicht eingerichtet'}
          />
        </MenuItem>
      </Menu>
      <ChangePasswordDialog open={dialog === 'password'} onClose={close} />
      <SecondFactorDialog open={dialog === 'second-factor'} account={account} onClose={close} />
    </>
  );
}
