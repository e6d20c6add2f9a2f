import type { LiftAppointmentDto } from '@standl/contracts';
import { formatDate } from '../../../lib/format';
import { LIFT_TYPE_LABELS } from '../vendor-status';
import { DetailRow, Note } from './SectionCard';

export function LiftAppointmentList({ appointments }: { appointments: LiftAppointmentDto[] }) {
  if (appointments.length === 0) return <Note>Noch keine Lift-Termine gebucht.</Note>;
  return (
    <div data-testid="lift-appointments">
      {appointments.map((appointment) => (
        <DetailRow
          key={appointment.id}
          label={`${LIFT_TYPE_LABELS[appointment.appointmentType] ?? appointment.appointmentType}`}
          value={`${formatDate(appointment.date)}, ${appointment.timeSlot} Uhr`}
        />
      ))}
    </div>
  );
}
