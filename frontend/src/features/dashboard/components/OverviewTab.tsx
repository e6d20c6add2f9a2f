import DownloadIcon from '@mui/icons-material/Download';
import SummarizeIcon from '@mui/icons-material/Summarize';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  formatAccessCode,
  formatEuro,
  formatViennaDate,
  type VendorStatusDto,
} from '@standl/contracts';
import {
  ContactDialog,
  DetailRow,
  SectionCard,
  StatusChip,
  StatusMessage,
  openAmount,
} from '../../registration';
import { offersWithdrawal } from '../withdrawal';
import { WithdrawRegistration } from './WithdrawRegistration';

function stallText({ booth, withdrawal }: VendorStatusDto): string {
  if (booth) return `${booth.number} (${booth.area.name})`;
  if (withdrawal?.boothNumber) return `${withdrawal.boothNumber} freigegeben`;
  return withdrawal ? 'Keiner' : 'Noch nicht zugewiesen';
}

export function OverviewTab({ status }: { status: VendorStatusDto }) {
  const { vendor, liftAppointments } = status;

  return (
    <SectionCard
      icon={<SummarizeIcon />}
      title="Übersicht"
      action={<StatusChip status={vendor.status} />}
    >
      <StatusMessage status={status} />
      <Box sx={{ mt: 2 }}>
        <DetailRow label="Name / Firma" value={vendor.name} />
        <DetailRow label="E-Mail" value={vendor.email} />
        <DetailRow label="Telefon" value={vendor.phone} />
        <DetailRow label="Zugangscode" value={formatAccessCode(vendor.accessCode)} />
        <DetailRow label="Standplatz" value={stallText(status)} />
        <DetailRow label="Offener Betrag" value={formatEuro(openAmount(vendor))} />
        <DetailRow label="Lift-Termine" value={String(liftAppointments.length)} />
        <DetailRow label="Angemeldet am" value={formatViennaDate(vendor.createdAt)} />
      </Box>
      <Box sx={{ mt: 2.5 }}>
        <ContactDialog vendorId={vendor.id} />
      </Box>
      <Box sx={{ mt: 2.5 }}>
        {/* The session cookie travels with the link; the answer is a file (Content-Disposition). */}
        <Button
          variant="text"
          startIcon={<DownloadIcon />}
          href={`/api/vendors/${encodeURIComponent(vendor.id)}/data-export`}
          download
        >
          Meine Daten herunterladen
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          Alles, was wir zu Ihrer Anmeldung speichern, als Datei (JSON): Angaben, Standplatz,
          Zahlungen, Rechnungen, Lift-Termine und Nachrichten.
        </Typography>
      </Box>
      {offersWithdrawal(vendor.status) && (
        <Box sx={{ mt: 3, pt: 2.5, borderTop: 1, borderColor: 'divider' }}>
          <WithdrawRegistration status={status} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            Sie können doch nicht teilnehmen? Vor dem Rücktritt sehen Sie, ob eine Gebühr anfällt.
          </Typography>
        </Box>
      )}
    </SectionCard>
  );
}
