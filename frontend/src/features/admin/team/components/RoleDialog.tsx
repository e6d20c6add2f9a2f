import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ADMIN_ROLE_LABELS, type AdminRole } from '@standl/contracts';
import { useState } from 'react';
import { apiErrorMessage, RETRY_TEXT } from '../../../../lib/request';
import { useToast } from '../../../../lib/toast';
import { useUpdateMember, type TeamAccount } from '../api/team-api';
import { RoleField } from './RoleField';

/** 'Rolle ändern': the account's sessions end at once, so it signs in again with the new role. */
export function RoleDialog({
  account,
  onClose,
}: {
  account: TeamAccount | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={account !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="role-title"
    >
      {account && <RoleForm account={account} onClose={onClose} />}
    </Dialog>
  );
}

function RoleForm({ account, onClose }: { account: TeamAccount; onClose: () => void }) {
  const { toast } = useToast();
  const update = useUpdateMember();
  const [role, setRole] = useState<AdminRole>(account.role);
  const [failure, setFailure] = useState<string | null>(null);

  function save() {
    if (role === account.role) {
      onClose();
      return;
    }
    setFailure(null);
    update.mutate(
      { id: account.id, role },
      {
        onSuccess: () => {
          toast({
            title: 'Rolle geändert',
            description: `${account.name}: ${ADMIN_ROLE_LABELS[role]}`,
            variant: 'success',
          });
          onClose();
        },
        onError: (error) => setFailure(apiErrorMessage(error, RETRY_TEXT)),
      },
    );
  }

  return (
    <>
      <DialogTitle id="role-title">Rolle von {account.name} ändern</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography color="text.secondary">
            Die Änderung beendet die Sitzungen des Kontos sofort.
          </Typography>
          {failure && <Alert severity="error">{failure}</Alert>}
          <RoleField value={role} onChange={setRole} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Abbrechen</Button>
        <Button variant="contained" onClick={save} loading={update.isPending}>
          Rolle speichern
        </Button>
      </DialogActions>
    </>
  );
}
