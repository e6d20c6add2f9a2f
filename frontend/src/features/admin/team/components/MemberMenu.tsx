import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import type { TeamAccount } from '../api/team-api';
import type { MemberCommands } from './useMemberCommands';

/** The actions on one account; the own account cannot be deactivated or deleted here. */
export function MemberMenu({
  account,
  own,
  commands,
  onChangeRole,
}: {
  account: TeamAccount;
  own: boolean;
  commands: MemberCommands;
  onChangeRole: (account: TeamAccount) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const run = (action: () => unknown) => () => {
    setAnchor(null);
    void action();
  };
  return (
    <>
      <IconButton
        aria-label={`Aktionen für ${account.name}`}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={run(() => onChangeRole(account))}>Rolle ändern</MenuItem>
        {account.state === 'invited' && (
          <MenuItem onClick={run(() => commands.resendInvitation(account))}>
            Einladung erneut senden
          </MenuItem>
        )}
        {account.secondFactor && (
          <MenuItem onClick={run(() => commands.resetTwoFactor(account))}>
            Zwei-Faktor-Anmeldung zurücksetzen
          </MenuItem>
        )}
        {!own && account.active && (
          <MenuItem onClick={run(() => commands.setActive(account, false))}>Deaktivieren</MenuItem>
        )}
        {!own && !account.active && (
          <MenuItem onClick={run(() => commands.setActive(account, true))}>Aktivieren</MenuItem>
        )}
        {!own && (
          <MenuItem
            onClick={run(() => commands.deleteAccount(account))}
            sx={{ color: 'error.main' }}
          >
            Löschen
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
