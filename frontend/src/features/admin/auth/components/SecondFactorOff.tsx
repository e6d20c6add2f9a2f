import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ADMIN_MESSAGES, TEAM_MESSAGES } from '@standl/contracts';
import { useState, type FormEvent } from 'react';
import { apiErrorMessage, RETRY_TEXT } from '../../../../lib/request';
import { useTurnOffSecondFactor } from '../api/second-factor-api';

/** Turning the own second factor off: with the password; refused while the organiser requires it. */
export function SecondFactorOff({
  requiredByPolicy,
  onClose,
  onDone,
}: {
  requiredByPolicy: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const turnOff = useTurnOffSecondFactor();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setError(ADMIN_MESSAGES.passwordRequired);
      return;
    }
    setError(null);
    turnOff.mutate(password, {
      onSuccess: onDone,
      onError: (failure) => setError(apiErrorMessage(failure, RETRY_TEXT)),
    });
  }

  return (
    <form noValidate onSubmit={submit}>
      <DialogContent>
        <Stack spacing={2}>
          <Alert severity="success">Die Zwei-Faktor-Anmeldung ist eingerichtet.</Alert>
          {requiredByPolicy ? (
            <Alert severity="info">{TEAM_MESSAGES.secondFactorRequiredByPolicy}</Alert>
          ) : (
            <>
              <Typography>
                Zum Abschalten bestätigen Sie bitte mit Ihrem Passwort. Danach genügt wieder das
                Passwort allein für die Anmeldung.
              </Typography>
              <TextField
                label="Passwort"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                error={Boolean(error)}
                helperText={error}
                slotProps={{ htmlInput: { maxLength: 200 } }}
              />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Schließen</Button>
        {!requiredByPolicy && (
          <Button type="submit" variant="contained" color="error" loading={turnOff.isPending}>
            Abschalten
          </Button>
        )}
      </DialogActions>
    </form>
  );
}
