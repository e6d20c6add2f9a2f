import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ADMIN_ROLE_LABELS } from '@standl/contracts';
import type { TeamAccount } from '../api/team-api';
import { lastSignIn, STATE_COLORS, STATE_LABELS } from '../team-rules';
import { MemberMenu } from './MemberMenu';
import type { MemberCommands } from './useMemberCommands';
import { NameEmail, NameEmailCell } from '../../shared/NameEmailCell';

export interface TeamListProps {
  accounts: TeamAccount[];
  ownUsername: string;
  commands: MemberCommands;
  onChangeRole: (account: TeamAccount) => void;
}

function RoleChip({ account }: { account: TeamAccount }) {
  return (
    <Chip
      size="small"
      label={ADMIN_ROLE_LABELS[account.role]}
      color={account.role === 'organiser' ? 'primary' : 'default'}
      variant={account.role === 'organiser' ? 'filled' : 'outlined'}
    />
  );
}

function StateChip({ account }: { account: TeamAccount }) {
  return (
    <Chip
      size="small"
      label={STATE_LABELS[account.state]}
      color={STATE_COLORS[account.state]}
      variant="outlined"
    />
  );
}

const secondFactorText = (account: TeamAccount) => (account.secondFactor ? 'ja' : 'nein');

/** The team on a wide screen: one row per account. */
export function TeamTable({ accounts, ownUsername, commands, onChangeRole }: TeamListProps) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Team">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Rolle</TableCell>
            <TableCell>Zustand</TableCell>
            <TableCell>2FA</TableCell>
            <TableCell>Letzte Anmeldung</TableCell>
            <TableCell align="right">Aktionen</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {accounts.map((account) => (
            <TableRow key={account.id} data-testid="team-row">
              <NameEmailCell
                name={accountName(account, ownUsername)}
                email={account.email ?? account.username}
                maxWidth={320}
              />
              <TableCell>
                <RoleChip account={account} />
              </TableCell>
              <TableCell>
                <StateChip account={account} />
              </TableCell>
              <TableCell>{secondFactorText(account)}</TableCell>
              <TableCell>{lastSignIn(account)}</TableCell>
              <TableCell align="right">
                <MemberMenu
                  account={account}
                  own={account.username === ownUsername}
                  commands={commands}
                  onChangeRole={onChangeRole}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The account's name, marked when it is the signed-in one. */
function accountName(account: { name: string; username: string }, ownUsername: string): string {
  return account.username === ownUsername ? `${account.name} (Sie)` : account.name;
}

/** The team on a phone: one card per account. */
export function TeamCards({ accounts, ownUsername, commands, onChangeRole }: TeamListProps) {
  return (
    <Stack spacing={1} component="ul" aria-label="Team" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {accounts.map((account) => (
        <Card key={account.id} variant="outlined" component="li" data-testid="team-row">
          <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
            <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
              <Stack sx={{ flex: 1, minWidth: 0 }} spacing={0.75}>
                <div>
                  <NameEmail
                    name={accountName(account, ownUsername)}
                    email={account.email ?? account.username}
                  />
                </div>
                <Stack direction="row" sx={{ gap: 0.75, flexWrap: 'wrap' }}>
                  <RoleChip account={account} />
                  <StateChip account={account} />
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  2FA: {secondFactorText(account)} · Letzte Anmeldung: {lastSignIn(account)}
                </Typography>
              </Stack>
              <MemberMenu
                account={account}
                own={account.username === ownUsername}
                commands={commands}
                onChangeRole={onChangeRole}
              />
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
