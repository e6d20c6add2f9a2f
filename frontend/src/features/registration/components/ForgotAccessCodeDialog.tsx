import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { ACCESS_CODE_REMINDER_MESSAGES, VENDOR_MESSAGES } from '@standl/contracts';
import { useState, type FormEvent } from 'react';
import { useRequestAccessCodeReminder } from '../api/vendor-api';
import { answerText, errorText, useMessageText } from '../../../lib/error-texts/use-error-text';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The access code by e-mail for a vendor who lost it (e.g. left the payment page too early). */
export function ForgotAccessCodeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const request = useRequestAccessCodeReminder();
  const { t, i18n } = useLingui();
  const messageText = useMessageText();

  function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    const problem = !address
      ? ACCESS_CODE_REMINDER_MESSAGES.emailRequired
      : EMAIL.test(address)
        ? null
        : VENDOR_MESSAGES.invalidEmail;
    setError(problem);
    if (!problem) request.mutate(address);
  }

  function close() {
    onClose();
    setEmail('');
    setError(null);
    request.reset();
  }

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs">
      <form noValidate onSubmit={submit}>
        <DialogTitle>
          <Trans>Zugangscode vergessen?</Trans>
        </DialogTitle>
        <DialogContent>
          {request.isSuccess ? (
            <Alert severity="success">
              {answerText(i18n, request.data.message, ACCESS_CODE_REMINDER_MESSAGES.sent)}
            </Alert>
          ) : (
            <>
              <DialogContentText sx={{ mb: 2 }}>
                <Trans>
                  Geben Sie die E-Mail-Adresse ein, mit der Sie sich angemeldet haben. Wir senden
                  Ihnen Ihren Zugangscode.
                </Trans>
              </DialogContentText>
              <TextField
                label={t`E-Mail-Adresse`}
                type="email"
                autoComplete="email"
                value={email}
                onChange={(event) => {
                  setEmail(event.target.value);
                  setError(null);
                }}
                error={Boolean(error)}
                helperText={error ? messageText(error) : ' '}
                fullWidth
                autoFocus
                slotProps={{ htmlInput: { maxLength: 254 } }}
              />
              {request.isError && (
                <Alert severity="error">
                  {errorText(i18n, request.error, t`Bitte versuchen Sie es erneut.`)}
                </Alert>
              )}
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{request.isSuccess ? t`Schließen` : t`Abbrechen`}</Button>
          {!request.isSuccess && (
            <Button type="submit" variant="contained" loading={request.isPending}>
              <Trans>Code senden</Trans>
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
