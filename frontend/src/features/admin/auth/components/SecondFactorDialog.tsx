import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { TEAM_MESSAGES } from '@standl/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useToast } from '../../../../lib/toast';
import { adminKeys } from '../../shared/admin-queries';
import type { ConsoleAccount } from '../api/account-api';
import { SecondFactorOff } from './SecondFactorOff';
import { SecondFactorSetup } from './SecondFactorSetup';

/**
 * 'Zwei-Faktor-Anmeldung' of the own account: set it up, or turn it off. `blocking`: the
 * organiser requires it and the console waits for it (no way out but signing out).
 */
export function SecondFactorDialog({
  open,
  account,
  onClose,
  blocking,
}: {
  open: boolean;
  account: ConsoleAccount;
  onClose: () => void;
  /** The way out instead of 'Abbrechen' while the console is blocked (the sign-out). */
  blocking?: ReactNode;
}) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const queryClient = useQueryClient();
  const { toast } = useToast();

  function done(title: string) {
    void queryClient.invalidateQueries({ queryKey: adminKeys.me });
    toast({ title, variant: 'success' });
    onClose();
  }

  return (
    <Dialog
      open={open}
      onClose={blocking ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby="second-factor-title"
    >
      <DialogTitle id="second-factor-title">Zwei-Faktor-Anmeldung</DialogTitle>
      {/* Mounted per opening: a set-up begun and left starts afresh. */}
      {open &&
        (account.secondFactor ? (
          <SecondFactorOff
            requiredByPolicy={account.secondFactorRequired}
            onClose={onClose}
            onDone={() => done('Zwei-Faktor-Anmeldung abgeschaltet')}
          />
        ) : (
          <SecondFactorSetup
            username={account.username}
            notice={blocking ? TEAM_MESSAGES.secondFactorSetupRequired : undefined}
            cancel={blocking ?? <Button onClick={onClose}>Abbrechen</Button>}
            onDone={() => done('Zwei-Faktor-Anmeldung eingerichtet')}
          />
        ))}
    </Dialog>
  );
}
