import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { formatEuro, type VendorStatusDto } from '@standl/contracts';
import { formatDateRange } from '../../../lib/format';
import {
  FALLBACK_MARKET_PERIOD,
  FALLBACK_SETUP_PERIOD,
  FALLBACK_TEARDOWN_PERIOD,
} from '../../market/market-defaults';
import { LiftAppointmentList } from '../../vendor/components/LiftAppointmentList';
import { DetailRow, Note, SectionCard, SubHeading } from '../../vendor/components/SectionCard';
import { openAmount } from '../../vendor/vendor-status';

export function DetailsCard({ status }: { status: VendorStatusDto }) {
  const { vendor, booth, liftAppointments, marketSettings: settings } = status;

  return (
    <SectionCard icon={<InfoOutlinedIcon />} title="Details">
      <SubHeading>Standplatz</SubHeading>
      {booth ? (
        <>
          <DetailRow label="Standplatz" value={booth.number} />
          <DetailRow label="Bereich" value={`${booth.area.name} (${booth.area.code})`} />
          <DetailRow label="Standgebühr" value={formatEuro(booth.area.price)} />
        </>
      ) : (
        <Note>Noch kein Standplatz zugewiesen</Note>
      )}

      <SubHeading>Beträge</SubHeading>
      <DetailRow label="Gesamtbetrag" value={formatEuro(vendor.totalAmount)} />
      <DetailRow label="Bezahlt" value={formatEuro(vendor.paymentAmount)} />
      <DetailRow label="Offener Betrag" value={formatEuro(openAmount(vendor))} />

      <SubHeading>Lift-Termine</SubHeading>
      <LiftAppointmentList appointments={liftAppointments} />

      <SubHeading>Markttermine</SubHeading>
      <DetailRow
        label="Markt"
        value={
          formatDateRange(settings?.marketStartDate, settings?.marketEndDate) ??
          FALLBACK_MARKET_PERIOD
        }
      />
      <DetailRow
        label="Aufbau"
        value={
          formatDateRange(settings?.setupStartDate, settings?.setupEndDate) ?? FALLBACK_SETUP_PERIOD
        }
      />
      <DetailRow
        label="Abbau"
        value={
          formatDateRange(settings?.teardownStartDate, settings?.teardownEndDate) ??
          FALLBACK_TEARDOWN_PERIOD
        }
      />
    </SectionCard>
  );
}
