import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { VENDOR_MESSAGES } from '@standl/contracts';
import { useState, type FormEvent } from 'react';
import { apiErrorMessage } from '../../../lib/request';
import { useToast } from '../../../lib/toast';
import { useSendVendorMessage } from '../api/vendor-api';

const TITLE = 'Nachricht an die Verwaltung';
const MAX_LENGTH = 5000;

export function ContactDialog({ vendorId }: { vendorId: string }) {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useSendVendorMessage(vendorId);
  const { toast } = useToast();

  function close() {
    setOpen(false);
    setError(null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = message.trim();
    if (!text) {
      setError(VENDOR_MESSAGES.messageRequired);
      return;
    }
    send.mutate(text, {
      onSuccess: () => {
        toast({
          title: 'Nachricht gesendet',
          description: 'Die Verwaltung meldet sich bei Ihnen.',
          variant: 'success',
        });
        setMessage('');
        close();
      },
      onError: (failure) => {
        const reason = apiErrorMessage(failure, 'Bitte versuchen Sie es erneut.');
        if (reason === VENDOR_MESSAGES.messageRequired) setError(reason);
        toast({
          title: 'Fehler beim Senden der Nachricht',
          description: reason,
          variant: 'destructive',
        });
      },
    });
  }

  return (
    <>
      <Button variant="outlined" startIcon={<EmailOutlinedIcon />} onClick={() => setOpen(true)}>
        {TITLE}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
        <form noValidate onSubmit={submit}>
          <DialogTitle>{TITLE}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              Ihre Nachricht geht an die Marktverwaltung. Die Antwort erhalten Sie per E-Mail.
            </DialogContentText>
            <TextField
              label="Ihre Nachricht"
              value={message}
              onChange={(event) => {
                setMessage(event.target.value);
                setError(null);
              }}
              error={Boolean(error)}
              helperText={error ?? ' '}
              multiline
              minRows={5}
              fullWidth
              autoFocus
              slotProps={{ htmlInput: { maxLength: MAX_LENGTH } }}
            />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={close}>Abbrechen</Button>
            <Button type="submit" variant="contained" loading={send.isPending}>
              Senden
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
