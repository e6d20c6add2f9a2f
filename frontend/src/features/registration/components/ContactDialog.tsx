import { Trans, useLingui } from '@lingui/react/macro';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { VENDOR_MESSAGE_MAX_LENGTH as MAX_LENGTH, VENDOR_MESSAGES } from '@standl/contracts';
import { useState, type FormEvent } from 'react';
import { errorText, useMessageText } from '../../../lib/error-texts/use-error-text';
import { useFormat } from '../../../lib/use-format';
import { groupDigits } from '../../../lib/format';
import { apiErrorMessage } from '../../../lib/request';
import { useToast } from '../../../lib/toast';
import { useSendVendorMessage } from '../api/vendor-api';

export function ContactDialog({ vendorId }: { vendorId: string }) {
  const { t, i18n } = useLingui();
  const messageText = useMessageText();
  const format = useFormat();
  const title = t`Nachricht an die Verwaltung`;
  const maxLength = groupDigits(MAX_LENGTH, format.intl);
  const limitReached = t`Die Nachricht hat die Höchstlänge von ${maxLength} Zeichen erreicht.`;
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useSendVendorMessage(vendorId);
  const { toast } = useToast();
  const length = message.trim().length;
  // Over the limit the message says so at once; nothing is cut off silently. The errors are the
  // contract's German, shown in the page's language.
  const germanError = error ?? (length > MAX_LENGTH ? VENDOR_MESSAGES.messageTooLong : null);
  const shownError = germanError && messageText(germanError);

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
    if (text.length > MAX_LENGTH) return; // the field already says so
    send.mutate(text, {
      onSuccess: () => {
        toast({
          title: t`Nachricht gesendet`,
          description: t`Die Verwaltung meldet sich bei Ihnen.`,
          variant: 'success',
        });
        setMessage('');
        close();
      },
      onError: (failure) => {
        const reason = apiErrorMessage(failure, '');
        if (reason === VENDOR_MESSAGES.messageRequired) setError(reason);
        toast({
          title: t`Fehler beim Senden der Nachricht`,
          description: errorText(i18n, failure, t`Bitte versuchen Sie es erneut.`),
          variant: 'destructive',
        });
      },
    });
  }

  return (
    <>
      <Button variant="outlined" startIcon={<EmailOutlinedIcon />} onClick={() => setOpen(true)}>
        {title}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
        {/* A flex column like the dialog's paper: the content scrolls, 'Senden' stays in view. */}
        <Box
          component="form"
          noValidate
          onSubmit={submit}
          sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
        >
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              <Trans>
                Ihre Nachricht geht an die Marktverwaltung. Die Antwort erhalten Sie per E-Mail.
              </Trans>
            </DialogContentText>
            <TextField
              label={t`Ihre Nachricht`}
              value={message}
              onChange={(event) => {
                setMessage(event.target.value);
                setError(null);
              }}
              error={Boolean(shownError)}
              helperText={
                <Box
                  component="span"
                  sx={{ display: 'flex', gap: 1, justifyContent: 'space-between' }}
                >
                  <span>{shownError ?? (length === MAX_LENGTH ? limitReached : ' ')}</span>
                  <Box
                    component="span"
                    aria-hidden
                    data-testid="message-counter"
                    sx={{ flexShrink: 0, color: length > MAX_LENGTH ? 'error.main' : undefined }}
                  >
                    {format.characterCount(length, MAX_LENGTH)}
                  </Box>
                </Box>
              }
              multiline
              minRows={5}
              maxRows={10}
              fullWidth
              autoFocus
            />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={close}>
              <Trans>Abbrechen</Trans>
            </Button>
            <Button type="submit" variant="contained" loading={send.isPending}>
              <Trans>Senden</Trans>
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
    </>
  );
}
