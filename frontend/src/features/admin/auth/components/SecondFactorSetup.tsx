import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TEAM_MESSAGES } from '@standl/contracts';
import { useState, type FormEvent, type ReactNode } from 'react';
import { apiErrorMessage, RETRY_TEXT } from '../../../../lib/request';
import { useConfirmSecondFactor, useStartSecondFactor } from '../api/second-factor-api';
import { RecoveryCodes } from './RecoveryCodes';

const CODE_PATTERN = /^\d{6}$/;

/**
 * Setting up the own second factor (issue 29): start (the server makes a secret), scan the QR
 * code or type the secret, confirm with the first code, then keep the ten recovery codes.
 * `cancel` is the dialog's way out (none while the organiser requires 2FA: sign out instead).
 */
export function SecondFactorSetup({
  username,
  notice,
  cancel,
  onDone,
}: {
  username: string;
  /** Why the set-up is asked for now (the organiser requires it). */
  notice?: string;
  cancel: ReactNode;
  onDone: () => void;
}) {
  const start = useStartSecondFactor();
  const confirm = useConfirmSecondFactor();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [kept, setKept] = useState(false);

  function submitCode(event: FormEvent) {
    event.preventDefault();
    const trimmed = code.replace(/\s/g, '');
    if (!CODE_PATTERN.test(trimmed)) {
      setCodeError('Bitte geben Sie den 6-stelligen Code aus der App ein.');
      return;
    }
    setCodeError(null);
    confirm.mutate(trimmed, {
      onError: (error) => setCodeError(apiErrorMessage(error, TEAM_MESSAGES.secondFactorWrong)),
    });
  }

  if (confirm.data) {
    return (
      <>
        <DialogContent>
          <RecoveryCodes
            username={username}
            codes={confirm.data.recoveryCodes}
            kept={kept}
            onKeptChange={setKept}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button variant="contained" disabled={!kept} onClick={onDone}>
            Fertig
          </Button>
        </DialogActions>
      </>
    );
  }

  if (!start.data) {
    return (
      <>
        <DialogContent>
          <Stack spacing={2}>
            {notice && <Alert severity="info">{notice}</Alert>}
            <Typography>
              Bei der Anmeldung fragt Standl dann zusätzlich nach einem Code aus einer
              Authenticator-App auf Ihrem Telefon (z. B. Google Authenticator, Microsoft
              Authenticator oder FreeOTP).
            </Typography>
            {start.isError && (
              <Alert severity="error">{apiErrorMessage(start.error, RETRY_TEXT)}</Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          {cancel}
          <Button variant="contained" loading={start.isPending} onClick={() => start.mutate()}>
            Einrichtung starten
          </Button>
        </DialogActions>
      </>
    );
  }

  return (
    <form noValidate onSubmit={submitCode}>
      <DialogContent>
        <Stack spacing={2}>
          <Typography>
            1. Scannen Sie den QR-Code mit der Authenticator-App, oder geben Sie den Schlüssel von
            Hand ein.
          </Typography>
          <Box
            component="img"
            src={start.data.qrCode}
            alt="QR-Code für die Authenticator-App"
            sx={{ width: 200, height: 200, alignSelf: 'center', imageRendering: 'pixelated' }}
          />
          <TextField
            label="Schlüssel für die Eingabe von Hand"
            value={start.data.secret}
            slotProps={{
              htmlInput: {
                readOnly: true,
                style: { fontFamily: 'ui-monospace, Consolas, monospace' },
              },
            }}
            size="small"
          />
          <Typography>2. Geben Sie den Code ein, den die App jetzt anzeigt.</Typography>
          <TextField
            label="Code aus der Authenticator-App"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={Boolean(codeError)}
            helperText={codeError ?? '6 Ziffern'}
            autoComplete="one-time-code"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {cancel}
        <Button type="submit" variant="contained" loading={confirm.isPending}>
          Bestätigen
        </Button>
      </DialogActions>
    </form>
  );
}
