import ElevatorIcon from '@mui/icons-material/Elevator';
import Alert from '@mui/material/Alert';
import type { VendorStatusDto } from '@standl/contracts';
import { marketPeriods } from '../../market/market-periods';
import { useVendorLiftAppointments } from '../../vendor/api/vendor-api';
import { LiftAppointmentList } from '../../vendor/components/LiftAppointmentList';
import { DetailRow, Note, SectionCard, SubHeading } from '../../vendor/components/SectionCard';

export function LiftTab({ status }: { status: VendorStatusDto }) {
  const { vendor, marketSettings: settings } = status;
  const { data: appointments } = useVendorLiftAppointments(vendor.id);

  return (
    <SectionCard icon={<ElevatorIcon />} title="Lift-Termine">
      <Alert severity="info" sx={{ mb: 1 }}>
        {vendor.status === 'paid'
          ? 'Die Buchung von Lift-Terminen für Aufbau und Abbau wird in Kürze hier freigeschaltet.'
          : 'Lift-Termine für Aufbau und Abbau können Sie buchen, sobald Ihr Status „Bezahlt“ ist.'}
      </Alert>

      <SubHeading>Ihre Termine</SubHeading>
      {appointments ? (
        <LiftAppointmentList appointments={appointments} />
      ) : (
        <Note>Lift-Termine werden geladen...</Note>
      )}

      <SubHeading>Zeiträume</SubHeading>
      <DetailRow label="Aufbau" value={marketPeriods(settings).setup} />
      <DetailRow label="Abbau" value={marketPeriods(settings).teardown} />
    </SectionCard>
  );
}
