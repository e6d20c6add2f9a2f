import KeyboardIcon from '@mui/icons-material/Keyboard';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MANUAL_CODE_MAX_LENGTH } from '@standl/contracts';
import { useState, type FormEvent } from 'react';
import { normalizeManualCode, validateManualCode, type ScanMessage } from '../manual-code';

/** The manual field for a code without a readable QR: 'Zugangscode', upper-case, 10 characters. */
export function ManualCodeForm({
  busy,
  onSubmit,
  onInvalid,
}: {
  busy: boolean;
  onSubmit: (code: string) => void;
  onInvalid: (message: ScanMessage) => void;
}) {
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = validateManualCode(code);
    setInvalid(problem !== null);
    if (problem) return onInvalid(problem);
    onSubmit(code);
  }

  return (
    <Stack
      component="form"
      aria-label="Code manuell eingeben"
      noValidate
      onSubmit={submit}
      spacing={1.5}
    >
      <TextField
        label="Zugangscode"
        placeholder="ABC123"
        value={code}
        onChange={(event) => {
          setCode(normalizeManualCode(event.target.value));
          setInvalid(false);
        }}
        error={invalid}
        helperText="Zugangscode oder 4-stelliger Scan-Code vom Standblatt"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: {
            maxLength: MANUAL_CODE_MAX_LENGTH,
            style: { fontFamily: 'monospace', fontSize: '1.25rem', letterSpacing: '0.1em' },
          },
        }}
        fullWidth
      />
      <Button
        type="submit"
        variant="outlined"
        size="large"
        startIcon={<KeyboardIcon />}
        disabled={busy}
        sx={{ minHeight: 48 }}
        fullWidth
      >
        Code prüfen
      </Button>
    </Stack>
  );
}
