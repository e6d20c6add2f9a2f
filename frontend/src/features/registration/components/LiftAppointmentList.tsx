import { Trans, useLingui } from '@lingui/react/macro';
import type { LiftAppointmentDto } from '@standl/contracts';
import { withClockSuffix } from '../../../lib/format';
import { useFormat } from '../../../lib/use-format';
import { LIFT_STATUS_NAMES, LIFT_TYPE_NAMES } from '../vendor-status';
import { DetailRow, Note } from './SectionCard';

/** The vendor's lift appointments in short: type, day, slot and state (Geplant/Abgeschlossen). */
export function LiftAppointmentList({ appointments }: { appointments: LiftAppointmentDto[] }) {
  const { i18n } = useLingui();
  const format = useFormat();
  if (appointments.length === 0) {
    return (
      <Note>
        <Trans>Noch keine Lift-Termine gebucht.</Trans>
      </Note>
    );
  }
  return (
    <div data-testid="lift-appointments">
      {appointments.map((appointment) => {
        const type = LIFT_TYPE_NAMES[appointment.appointmentType];
        const state = LIFT_STATUS_NAMES[appointment.status];
        const slot = withClockSuffix(appointment.timeSlot, format.intl);
        return (
          <DetailRow
            key={appointment.id}
            label={type ? i18n._(type) : appointment.appointmentType}
            value={`${format.date(appointment.date)}, ${slot} · ${
              state ? i18n._(state) : appointment.status
            }`}
          />
        );
      })}
    </div>
  );
}
