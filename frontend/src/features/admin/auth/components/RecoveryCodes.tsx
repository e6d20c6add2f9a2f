import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { saveBlob } from '../../../../lib/save-blob';
import { useCopyText } from '../../shared/useCopyText';

export const RECOVERY_CODES_FILE = 'standl-wiederherstellungscodes.txt';

/** The text file of the codes: what they are for, then one code a line. */
export function recoveryCodesText(username: string, codes: string[]): string {
  return [
    `Standl – Wiederherstellungscodes für ${username}`,
    'Jeder Code gilt für eine Anmeldung ohne Authenticator-App.',
    '',
    ...codes,
    '',
  ].join('\n');
}

/**
 * The ten recovery codes, shown once after the set-up: copy, download as text, and the
 * confirmation that they are kept somewhere safe, which the set-up's last button waits for.
 */
export function RecoveryCodes({
  username,
  codes,
  kept,
  onKeptChange,
}: {
  username: string;
  codes: string[];
  kept: boolean;
  onKeptChange: (kept: boolean) => void;
}) {
  const copy = useCopyText();
  return (
    <Stack spacing={2}>
      <Alert severity="success">
        Die Zwei-Faktor-Anmeldung ist eingerichtet. Diese Wiederherstellungscodes werden nur jetzt
        angezeigt: Jeder gilt für eine Anmeldung, falls das Telefon verloren geht.
      </Alert>
      <Box
        component="ol"
        aria-label="Wiederherstellungscodes"
        sx={{
          m: 0,
          p: 2,
          listStyle: 'none',
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          gap: 1,
          bgcolor: 'action.hover',
          borderRadius: 1,
          fontFamily: '"Roboto Mono", ui-monospace, Consolas, monospace',
          fontSize: '1.05rem',
          textAlign: 'center',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<ContentCopyIcon />}
          onClick={() => void copy(codes.join('\n'), 'Wiederherstellungscodes')}
        >
          Kopieren
        </Button>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={() =>
            saveBlob(
              new Blob([recoveryCodesText(username, codes)], { type: 'text/plain;charset=utf-8' }),
              RECOVERY_CODES_FILE,
            )
          }
        >
          Als Textdatei speichern
        </Button>
      </Stack>
      <FormControlLabel
        control={
          <Checkbox checked={kept} onChange={(event) => onKeptChange(event.target.checked)} />
        }
        label="Ich habe die Codes sicher aufbewahrt"
      />
    </Stack>
  );
}
