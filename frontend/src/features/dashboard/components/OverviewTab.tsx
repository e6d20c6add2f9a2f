import DownloadIcon from '@mui/icons-material/Download';
import SummarizeIcon from '@mui/icons-material/Summarize';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatAccessCode, type VendorStatusDto } from '@standl/contracts';
import { useFormat } from '../../../lib/use-format';
import {
  ContactDialog,
  DetailRow,
  SectionCard,
  StatusChip,
  StatusMessage,
  openAmount,
} from '../../registration';
import { formatViennaDay } from '../../../lib/long-dates';
import { offersWithdrawal } from '../withdrawal';
import { WithdrawRegistration } from './WithdrawRegistration';

/** The stall line: its number and area, the one given up, or none yet (in the page's language). */
function stallText(i18n: I18n, { booth, withdrawal }: VendorStatusDto): string {
  if (booth) return `${booth.number} (${booth.area.name})`;
  const boothNumber = withdrawal?.boothNumber;
  if (boothNumber) return i18n._(msg`${boothNumber} freigegeben`);
  return withdrawal ? i18n._(msg`Keiner`) : i18n._(msg`Noch nicht zugewiesen`);
}

export function OverviewTab({ status }: { status: VendorStatusDto }) {
  const { vendor, liftAppointments } = status;
  const { t, i18n } = useLingui();
  const format = useFormat();

  return (
    <SectionCard
      icon={<SummarizeIcon />}
      title={t`Übersicht`}
      action={<StatusChip status={vendor.status} />}
    >
      <StatusMessage status={status} />
      <Box sx={{ mt: 2 }}>
        <DetailRow label={t`Name / Firma`} value={vendor.name} />
        <DetailRow label={t`E-Mail`} value={vendor.email} />
        <DetailRow label={t`Telefon`} value={vendor.phone} />
        <DetailRow label={t`Zugangscode`} value={formatAccessCode(vendor.accessCode)} />
        <DetailRow label={t`Standplatz`} value={stallText(i18n, status)} />
        <DetailRow label={t`Offener Betrag`} value={format.euro(openAmount(vendor))} />
        <DetailRow label={t`Lift-Termine`} value={String(liftAppointments.length)} />
        <DetailRow
          label={t`Angemeldet am`}
          value={formatViennaDay(vendor.createdAt, format.intl)}
        />
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
          <Trans>Meine Daten herunterladen</Trans>
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          <Trans>
            Alles, was wir zu Ihrer Anmeldung speichern, als Datei (JSON): Angaben, Standplatz,
            Zahlungen, Rechnungen, Lift-Termine und Nachrichten.
          </Trans>
        </Typography>
      </Box>
      {offersWithdrawal(vendor.status) && (
        <Box sx={{ mt: 3, pt: 2.5, borderTop: 1, borderColor: 'divider' }}>
          <WithdrawRegistration status={status} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            <Trans>
              Sie können doch nicht teilnehmen? Vor dem Rücktritt sehen Sie, ob eine Gebühr anfällt.
            </Trans>
          </Typography>
        </Box>
      )}
    </SectionCard>
  );
}
