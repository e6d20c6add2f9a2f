import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import {
  BOOTH_HOLD_MINUTES,
  DEPOSIT_AMOUNT_CENTS,
  type BoothAreaDto,
  type BoothDto,
} from '@standl/contracts';
import { formatEuro } from '../../../lib/format';
import { stallAttributeTexts, stallFeeText, stallSizeText } from '../../booths';
import { DetailRow } from '../../registration';

export interface BoothCandidate {
  booth: BoothDto;
  area: BoothAreaDto;
}

export function ConfirmBoothDialog({
  candidate,
  depositPaid,
  pending,
  onConfirm,
  onClose,
}: {
  candidate: BoothCandidate | null;
  depositPaid: boolean;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={candidate !== null}
      onClose={pending ? undefined : onClose}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle>Standplatz bestätigen</DialogTitle>
      {candidate && (
        <DialogContent>
          <DetailRow label="Standplatz" value={candidate.booth.number} />
          <DetailRow label="Bereich" value={`${candidate.area.name} (${candidate.area.code})`} />
          <DetailRow label="Standgebühr" value={stallFeeText(candidate.booth)} />
          {stallSizeText(candidate.booth) && (
            <DetailRow label="Größe" value={stallSizeText(candidate.booth)} />
          )}
          {stallAttributeTexts(candidate.booth.attributes).length > 0 && (
            <DetailRow
              label="Ausstattung"
              value={stallAttributeTexts(candidate.booth.attributes).join(', ')}
            />
          )}
          {candidate.booth.locationDescription && (
            <DetailRow label="Lage" value={candidate.booth.locationDescription} />
          )}
          {depositPaid ? (
            <Alert severity="success" sx={{ mt: 2 }}>
              Ihre Anzahlung ist bereits bezahlt: Der Standplatz wird Ihnen sofort zugewiesen.
            </Alert>
          ) : (
            <Alert severity="info" sx={{ mt: 2 }}>
              <AlertTitle>Anzahlung {formatEuro(DEPOSIT_AMOUNT_CENTS)}</AlertTitle>
              Der Standplatz ist dann {BOOTH_HOLD_MINUTES} Minuten für Sie reserviert, und es geht
              gleich weiter zur Zahlung der Anzahlung (Karte oder bar). Sie wird auf die Standgebühr
              angerechnet.
            </Alert>
          )}
        </DialogContent>
      )}
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={pending}>
          Abbrechen
        </Button>
        <Button variant="contained" loading={pending} onClick={onConfirm}>
          Standplatz wählen
        </Button>
      </DialogActions>
    </Dialog>
  );
}
