import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  BOOTH_HOLD_MINUTES,
  DEPOSIT_AMOUNT_CENTS,
  type BoothAreaDto,
  type BoothDto,
} from '@standl/contracts';
import { useFormat } from '../../../lib/use-format';
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
  const { t, i18n } = useLingui();
  const format = useFormat();
  const deposit = format.euro(DEPOSIT_AMOUNT_CENTS);
  const minutes = BOOTH_HOLD_MINUTES;
  const size = candidate && stallSizeText(candidate.booth, i18n);
  const equipment = candidate ? stallAttributeTexts(candidate.booth.attributes, i18n) : [];
  return (
    <Dialog
      open={candidate !== null}
      onClose={pending ? undefined : onClose}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle>
        <Trans>Standplatz bestätigen</Trans>
      </DialogTitle>
      {candidate && (
        <DialogContent>
          <DetailRow label={t`Standplatz`} value={candidate.booth.number} />
          <DetailRow label={t`Bereich`} value={`${candidate.area.name} (${candidate.area.code})`} />
          <DetailRow label={t`Standgebühr`} value={stallFeeText(candidate.booth, i18n)} />
          {size && <DetailRow label={t`Größe`} value={size} />}
          {equipment.length > 0 && (
            <DetailRow label={t`Ausstattung`} value={equipment.join(', ')} />
          )}
          {candidate.booth.locationDescription && (
            <DetailRow label={t`Lage`} value={candidate.booth.locationDescription} />
          )}
          {depositPaid ? (
            <Alert severity="success" sx={{ mt: 2 }}>
              <Trans>
                Ihre Anzahlung ist bereits bezahlt: Der Standplatz wird Ihnen sofort zugewiesen.
              </Trans>
            </Alert>
          ) : (
            <Alert severity="info" sx={{ mt: 2 }}>
              <AlertTitle>
                <Trans>Anzahlung {deposit}</Trans>
              </AlertTitle>
              <Trans>
                Der Standplatz ist dann {minutes} Minuten für Sie reserviert, und es geht gleich
                weiter zur Zahlung der Anzahlung (Karte oder bar). Sie wird auf die Standgebühr
                angerechnet.
              </Trans>
            </Alert>
          )}
        </DialogContent>
      )}
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={pending}>
          <Trans>Abbrechen</Trans>
        </Button>
        <Button variant="contained" loading={pending} onClick={onConfirm}>
          <Trans>Standplatz wählen</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}
