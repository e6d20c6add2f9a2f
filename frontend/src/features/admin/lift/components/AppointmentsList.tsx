import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatLongDate, type AdminLiftAppointmentDto } from '@standl/contracts';
import { liftTypeLabel } from '../lift-rules';
import { LiftStatusChips } from './LiftStatusChips';

export interface AppointmentsListProps {
  appointments: AdminLiftAppointmentDto[];
  mobile: boolean;
  focusVendorId: string | null;
  /** Without these (a role that reads only, issue 29) the list has no actions. */
  onEdit?: (appointment: AdminLiftAppointmentDto) => void;
  onDelete?: (appointment: AdminLiftAppointmentDto) => void;
}

const email = (appointment: AdminLiftAppointmentDto) => appointment.vendor?.email ?? '';
const name = (appointment: AdminLiftAppointmentDto) =>
  appointment.vendor?.name ?? appointment.vendorName;

/** Spec 001 "Lift tab": the appointments as a table, on phones as cards. */
export function AppointmentsList({
  appointments,
  mobile,
  focusVendorId,
  onEdit,
  onDelete,
}: AppointmentsListProps) {
  if (appointments.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        Noch keine Lift-Termine gebucht.
      </Typography>
    );
  }
  const focused = (appointment: AdminLiftAppointmentDto) =>
    focusVendorId !== null && appointment.vendorId === focusVendorId;

  if (mobile) {
    return (
      <Stack component="ul" aria-label="Lift-Termine" sx={{ gap: 1.5, p: 0, m: 0 }}>
        {appointments.map((appointment) => (
          <Card
            component="li"
            key={appointment.id}
            variant="outlined"
            aria-label={`${name(appointment)}, ${liftTypeLabel(appointment.appointmentType)}`}
            sx={{
              listStyle: 'none',
              ...(focused(appointment) && {
                borderColor: 'primary.main',
                borderWidth: 2,
                bgcolor: (theme) => alpha(theme.palette.primary.main, 0.06),
              }),
            }}
          >
            <CardContent sx={{ pb: 1 }}>
              <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                {name(appointment)}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {email(appointment)}
              </Typography>
              <Typography variant="body2" sx={{ mt: 1 }}>
                <strong>{liftTypeLabel(appointment.appointmentType)}</strong> ·{' '}
                {formatLongDate(appointment.date)}, {appointment.timeSlot} Uhr
              </Typography>
              {appointment.notes && (
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  Notiz: {appointment.notes}
                </Typography>
              )}
              <Box sx={{ mt: 1 }}>
                <LiftStatusChips appointment={appointment} />
              </Box>
            </CardContent>
            {onEdit && onDelete && (
              <CardActions sx={{ px: 2, pb: 1.5, gap: 1 }}>
                <Button size="small" variant="outlined" onClick={() => onEdit(appointment)}>
                  Bearbeiten
                </Button>
                <Button size="small" color="error" onClick={() => onDelete(appointment)}>
                  Löschen
                </Button>
              </CardActions>
            )}
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <TableContainer>
      <Table size="small" aria-label="Lift-Termine">
        <TableHead>
          <TableRow>
            <TableCell>Händler</TableCell>
            <TableCell>Art</TableCell>
            <TableCell>Termin</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Notiz</TableCell>
            <TableCell align="right">Aktionen</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {appointments.map((appointment) => (
            <TableRow
              key={appointment.id}
              selected={focused(appointment)}
              data-testid={`lift-row-${appointment.id}`}
            >
              <TableCell sx={{ maxWidth: 280 }}>
                <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {name(appointment)}
                </Typography>
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {email(appointment)}
                </Typography>
              </TableCell>
              <TableCell>{liftTypeLabel(appointment.appointmentType)}</TableCell>
              <TableCell>
                {formatLongDate(appointment.date)}
                <br />
                {appointment.timeSlot} Uhr
              </TableCell>
              <TableCell>
                <LiftStatusChips appointment={appointment} />
              </TableCell>
              <TableCell sx={{ maxWidth: 240, overflowWrap: 'anywhere' }}>
                {appointment.notes}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {onEdit && onDelete && (
                  <>
                    <Tooltip title="Bearbeiten">
                      <IconButton
                        aria-label={`Termin von ${name(appointment)} bearbeiten`}
                        onClick={() => onEdit(appointment)}
                      >
                        <EditOutlinedIcon />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title="Löschen">
                      <IconButton
                        color="error"
                        aria-label={`Termin von ${name(appointment)} löschen`}
                        onClick={() => onDelete(appointment)}
                      >
                        <DeleteOutlineIcon />
                      </IconButton>
                    </Tooltip>
                  </>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
