import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { SCAN_INPUT_MAX_LENGTH, SETUP_DAY_MESSAGES } from '@standl/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ApiError, apiErrorMessage, RETRY_TEXT } from '../../../../lib/request';
import { useToast } from '../../../../lib/toast';
import { useInvalidateAdminData } from '../../shared/admin-queries';
import { markScanned } from '../setup-day-api';

/**
 * 'Einfacher Scanner' (spec 001 section 2): the organiser types or pastes an access code, a
 * vendor id or a scan code and marks the vendor as set up.
 */
export function SimpleScannerDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="scanner-title">
      {/* Mounted per opening: every opening starts with an empty field. */}
      {open && <SimpleScannerForm onClose={onClose} />}
    </Dialog>
  );
}

function SimpleScannerForm({ onClose }: { onClose: () => void }) {
  const { toast } = useToast();
  const invalidate = useInvalidateAdminData();
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);

  const mark = useMutation({
    mutationFn: markScanned,
    onSuccess: async (result) => {
      toast({
        title: result.message,
        description: `${result.vendor.name} (${result.vendor.boothNumber})`,
        variant: 'success',
      });
      setCode('');
      await invalidate();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 404) {
        const reason = apiErrorMessage(error, SETUP_DAY_MESSAGES.notFoundDetail);
        toast({
          title: SETUP_DAY_MESSAGES.notFound,
          // The server's own reason, unless it only repeats the title.
          description:
            reason === SETUP_DAY_MESSAGES.notFound ? SETUP_DAY_MESSAGES.notFoundDetail : reason,
          variant: 'destructive',
        });
      } else if (error instanceof ApiError) {
        toast({
          title: SETUP_DAY_MESSAGES.markFailed,
          description: apiErrorMessage(error, RETRY_TEXT),
          variant: 'destructive',
        });
      } else {
        // No answer at all: the network is gone.
        toast({
          title: SETUP_DAY_MESSAGES.connectionError,
          description: RETRY_TEXT,
          variant: 'destructive',
        });
      }
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const scanCode = code.trim();
    setMissing(scanCode === '');
    if (scanCode === '') return;
    mark.mutate(scanCode);
  }

  return (
    <form noValidate onSubmit={submit}>
      <DialogTitle id="scanner-title">Einfacher Scanner</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Zugangscode, Händler-ID oder den 4-stelligen Scan-Code vom Standblatt eingeben: Der
          Händler wird als aufgebaut markiert.
        </DialogContentText>
        <TextField
          label="Zugangscode oder Händler-ID"
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            if (event.target.value.trim()) setMissing(false);
          }}
          fullWidth
          autoFocus
          autoComplete="off"
          error={missing}
          helperText={
            missing
              ? `${SETUP_DAY_MESSAGES.inputRequired}: ${SETUP_DAY_MESSAGES.inputRequiredDetail}`
              : ' '
          }
          slotProps={{
            htmlInput: {
              maxLength: SCAN_INPUT_MAX_LENGTH,
              autoCapitalize: 'characters',
              spellCheck: false,
            },
          }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>Schließen</Button>
        <Button type="submit" variant="contained" loading={mark.isPending}>
          Aufgebaut markieren
        </Button>
      </DialogActions>
    </form>
  );
}
