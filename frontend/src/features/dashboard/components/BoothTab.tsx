import StorefrontIcon from '@mui/icons-material/Storefront';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Trans, useLingui } from '@lingui/react/macro';
import { type VendorStatusDto } from '@standl/contracts';
import { Link as RouterLink } from 'react-router-dom';
import { useFormat } from '../../../lib/use-format';
import { DetailRow, Note, SectionCard, StallFeeRows, boothSelectionUrl } from '../../registration';
import { formatViennaDateTime } from '../../../lib/format';
import { JoinWaitlist } from './JoinWaitlist';

export function BoothTab({ status }: { status: VendorStatusDto }) {
  const { vendor, booth } = status;
  const { t } = useLingui();
  const format = useFormat();

  if (!booth) {
    const selfSelection = vendor.boothAssignmentPreference === 'self';
    return (
      <SectionCard icon={<StorefrontIcon />} title={t`Standplatz`}>
        <Note>
          <Trans>Noch kein Standplatz zugewiesen</Trans>
        </Note>
        <Note>
          {selfSelection ? (
            <Trans>
              Sie haben sich für die Selbstauswahl entschieden. Wählen Sie Ihren Standplatz auf dem
              Lageplan.
            </Trans>
          ) : (
            <Trans>
              Der Veranstalter weist Ihnen einen Standplatz zu. Sie werden per E-Mail informiert.
            </Trans>
          )}
        </Note>
        {selfSelection && (
          <Button
            component={RouterLink}
            to={boothSelectionUrl(vendor.accessCode)}
            variant="contained"
            sx={{ mt: 1 }}
          >
            <Trans>Standplatz auswählen</Trans>
          </Button>
        )}
        <JoinWaitlist status={status} />
      </SectionCard>
    );
  }

  const heldUntil = formatViennaDateTime(booth.holdExpiresAt, format.intl);
  return (
    <SectionCard icon={<StorefrontIcon />} title={t`Standplatz`}>
      <DetailRow label={t`Standplatz`} value={booth.number} />
      <DetailRow label={t`Bereich`} value={`${booth.area.name} (${booth.area.code})`} />
      <StallFeeRows booth={booth} />
      <DetailRow
        label={t`Lage`}
        value={booth.locationDescription || t`Keine Lagebeschreibung hinterlegt`}
      />
      {booth.isHeld && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {heldUntil ? (
            <Trans>
              Der Standplatz ist bis {heldUntil} für Sie reserviert und wird mit der Anzahlung fix
              vergeben.
            </Trans>
          ) : (
            <Trans>
              Der Standplatz ist für Sie reserviert und wird mit der Anzahlung fix vergeben.
            </Trans>
          )}
        </Alert>
      )}
    </SectionCard>
  );
}
