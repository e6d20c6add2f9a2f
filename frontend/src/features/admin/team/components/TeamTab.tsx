import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import VpnKeyIcon from '@mui/icons-material/VpnKey';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAdminSession } from '../../auth';
import { QueryStatus } from '../../shared/QueryStatus';
import { teamQuery, type TeamAccount } from '../api/team-api';
import { sortTeam } from '../team-rules';
import { NewMemberDialog, type NewMemberMode } from './NewMemberDialog';
import { RoleDialog } from './RoleDialog';
import { TeamCards, TeamTable } from './TeamList';
import { TeamPolicySwitch } from './TeamPolicySwitch';
import { useMemberCommands } from './useMemberCommands';

/**
 * The organiser's team (issue 29): the console's accounts with role, state, second factor and
 * last sign-in; invitations, accounts with a one-time password, and the 2FA policy.
 */
export function TeamTab() {
  const team = useQuery(teamQuery);
  const session = useAdminSession();
  const mobile = useMediaQuery(useTheme().breakpoints.down('md'));
  const commands = useMemberCommands();
  const [adding, setAdding] = useState<NewMemberMode | null>(null);
  const [roleFor, setRoleFor] = useState<TeamAccount | null>(null);

  const listProps = {
    accounts: sortTeam(team.data?.accounts ?? []),
    ownUsername: session.data?.username ?? '',
    commands,
    onChangeRole: setRoleFor,
  };

  return (
    <Box component="section" aria-labelledby="team-heading">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, gap: 1.5, mb: 2 }}
      >
        <Typography id="team-heading" variant="h5" component="h2">
          Team
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
          <Button
            variant="contained"
            startIcon={<PersonAddAlt1Icon />}
            onClick={() => setAdding('invite')}
          >
            Einladen
          </Button>
          <Button
            variant="outlined"
            startIcon={<VpnKeyIcon />}
            onClick={() => setAdding('one-time-password')}
          >
            Konto mit Einmal-Passwort anlegen
          </Button>
        </Stack>
      </Stack>

      {team.data && <TeamPolicySwitch required={team.data.requireSecondFactor} />}
      <QueryStatus query={team} what="Konten" />
      {team.data && (mobile ? <TeamCards {...listProps} /> : <TeamTable {...listProps} />)}

      <NewMemberDialog mode={adding} onClose={() => setAdding(null)} />
      <RoleDialog account={roleFor} onClose={() => setRoleFor(null)} />
      {commands.confirmDialog}
    </Box>
  );
}
