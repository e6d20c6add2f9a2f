import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { formatEuro, type VendorStatusDto } from '@standl/contracts';
import { marketPeriods } from '../../market';
import {
  LiftAppointmentList,
  DetailRow,
  Note,
  SectionCard,
  StallFeeRows,
  SubHeading,
  openAmount,
} from '../../registration';

export function DetailsCard({ status }: { status: VendorStatusDto }) {
  const { vendor, booth, liftAppointments, marketSettings: settings } = status;

  return (
    <SectionCard icon={<InfoOutlinedIcon />} title="Details">
      <SubHeading>Standplatz</SubHeading>
      {booth ? (
        <>
          <DetailRow label="Standplatz" value={booth.number} />
          <DetailRow label="Bereich" value={`${booth.area.name} (${booth.area.code})`} />
          <StallFeeRows booth={booth} />
        </>
      ) : (
        <Note>Noch kein Standplatz zugewiesen</Note>
      )}

      <SubHeading>Beträge</SubHeading>
      <DetailRow label="Gesamtbetrag" value={formatEuro(vendor.totalAmount)} />
      <DetailRow label="Bezahlt" value={formatEuro(vendor.paymentAmount)} />
      <DetailRow label="Offener Betrag" value={formatEuro(openAmount(vendor))} />
      {status.account.refundDueAmount > 0 && (
        <DetailRow
          label="Rückerstattung ausstehend"
          value={formatEuro(status.account.refundDueAmount)}
        />
      )}

      <SubHeading>Lift-Termine</SubHeading>
      <LiftAppointmentList appointments={liftAppointments} />

      <SubHeading>Markttermine</SubHeading>
      <DetailRow label="Markt" value={marketPeriods(settings).market} />
      <DetailRow label="Aufbau" value={marketPeriods(settings).setup} />
      <DetailRow label="Abbau" value={marketPeriods(settings).teardown} />
    </SectionCard>
  );
}
