import StorefrontIcon from '@mui/icons-material/Storefront';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { type VendorStatusDto } from '@standl/contracts';
import { Link as RouterLink } from 'react-router-dom';
import { DetailRow, Note, SectionCard, StallFeeRows, boothSelectionUrl } from '../../registration';
import { formatViennaDateTime } from '../../../lib/format';
import { JoinWaitlist } from './JoinWaitlist';

export function BoothTab({ status }: { status: VendorStatusDto }) {
  const { vendor, booth } = status;

  if (!booth) {
    const selfSelection = vendor.boothAssignmentPreference === 'self';
    return (
      <SectionCard icon={<StorefrontIcon />} title="Standplatz">
        <Note>Noch kein Standplatz zugewiesen</Note>
        <Note>
          {selfSelection
            ? 'Sie haben sich für die Selbstauswahl entschieden. Wählen Sie Ihren Standplatz auf dem Lageplan.'
            : 'Der Veranstalter weist Ihnen einen Standplatz zu. Sie werden per E-Mail informiert.'}
        </Note>
        {selfSelection && (
          <Button
            component={RouterLink}
            to={boothSelectionUrl(vendor.accessCode)}
            variant="contained"
            sx={{ mt: 1 }}
          >
            Standplatz auswählen
          </Button>
        )}
        <JoinWaitlist status={status} />
      </SectionCard>
    );
  }

  return (
    <SectionCard icon={<StorefrontIcon />} title="Standplatz">
      <DetailRow label="Standplatz" value={booth.number} />
      <DetailRow label="Bereich" value={`${booth.area.name} (${booth.area.code})`} />
      <StallFeeRows booth={booth} />
      <DetailRow
        label="Lage"
        value={booth.locationDescription || 'Keine Lagebeschreibung hinterlegt'}
      />
      {booth.isHeld && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          Der Standplatz ist
          {booth.holdExpiresAt ? ` bis ${formatViennaDateTime(booth.holdExpiresAt)}` : ''} für Sie
          reserviert und wird mit der Anzahlung fix vergeben.
        </Alert>
      )}
    </SectionCard>
  );
}
