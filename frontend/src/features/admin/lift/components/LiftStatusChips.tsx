import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { AdminLiftAppointmentDto } from '@standl/contracts';
import { liftStatusLabel } from '../lift-rules';

/** 'Geplant' / 'Abgeschlossen', and the marker for an appointment the settings no longer offer. */
export function LiftStatusChips({
  appointment,
}: {
  appointment: Pick<AdminLiftAppointmentDto, 'status' | 'fitsSchedule'>;
}) {
  return (
    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
      <Chip
        size="small"
        label={liftStatusLabel(appointment.status)}
        color={appointment.status === 'completed' ? 'success' : 'info'}
        variant={appointment.status === 'completed' ? 'filled' : 'outlined'}
      />
      {!appointment.fitsSchedule && (
        <Tooltip title="Die Lift-Einstellungen bieten diesen Termin nicht mehr an; er bleibt gebucht.">
          <Chip
            size="small"
            color="warning"
            icon={<WarningAmberIcon />}
            label="nicht mehr im Zeitplan"
          />
        </Tooltip>
      )}
    </Stack>
  );
}
