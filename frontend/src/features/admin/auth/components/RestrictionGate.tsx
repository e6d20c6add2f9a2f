import LogoutIcon from '@mui/icons-material/Logout';
import Button from '@mui/material/Button';
import type { ConsoleAccount } from '../api/account-api';
import { useSignOut } from '../use-sign-out';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { SecondFactorDialog } from './SecondFactorDialog';

const ignore = () => {};

/**
 * What an account must do before the console opens (issue 29): choose its own password after a
 * one-time password, or set up the second factor the organiser requires. A dialog that cannot
 * be closed, with signing out as the only way out; the server refuses everything else meanwhile.
 */
export function RestrictionGate({ account }: { account: ConsoleAccount }) {
  const { signOut, pending } = useSignOut();
  const out = (
    <Button startIcon={<LogoutIcon />} onClick={signOut} loading={pending}>
      Abmelden
    </Button>
  );
  if (account.restriction === 'password-change') {
    return <ChangePasswordDialog open onClose={ignore} blocking={out} />;
  }
  return <SecondFactorDialog open account={account} onClose={ignore} blocking={out} />;
}
