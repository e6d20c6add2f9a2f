import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { AdminBoothDto } from '@standl/contracts';
import { BOOTH_COLORS } from '../../../booths';
import { minutesText, reservationTypeLabel, TAKEN_STATUS_LABELS } from '../booth-rules';
import { formatViennaDateTime } from '../../../../lib/format';

/** Without it (a role that may not change stalls, issue 29) there is no 'Freigeben'. */
type Release = ((booth: AdminBoothDto) => void) | undefined;

function StatusChip({ booth }: { booth: AdminBoothDto }) {
  const status = booth.status === 'occupied' ? 'occupied' : 'reserved';
  return (
    <Chip
      size="small"
      label={TAKEN_STATUS_LABELS[status]}
      sx={{ bgcolor: BOOTH_COLORS[status].bg, color: BOOTH_COLORS[status].fg, fontWeight: 600 }}
    />
  );
}

/** Vendor name and e-mail, or the reserved name. */
function Holder({ booth }: { booth: AdminBoothDto }) {
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {booth.vendorName ?? booth.reservedName ?? '–'}
      </Typography>
      {booth.vendorEmail && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {booth.vendorEmail}
        </Typography>
      )}
      {booth.vendorName && booth.reservedName && (
        <Typography variant="body2" color="text.secondary">
          Reserviert für: {booth.reservedName}
        </Typography>
      )}
    </>
  );
}

function ReleaseButton({ booth, onRelease }: { booth: AdminBoothDto; onRelease: Release }) {
  if (!onRelease) return null;
  return (
    <Button
      size="small"
      color="error"
      variant="outlined"
      aria-label={`Standplatz ${booth.number} freigeben`}
      onClick={() => onRelease(booth)}
    >
      Freigeben
    </Button>
  );
}

function ReservationTable({ booths, onRelease }: { booths: AdminBoothDto[]; onRelease: Release }) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Aktuelle Reservierungen">
        <TableHead>
          <TableRow>
            <TableCell>Standplatz</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Händler / Name</TableCell>
            <TableCell>Art</TableCell>
            <TableCell>Reserviert von</TableCell>
            <TableCell>Reserviert am</TableCell>
            <TableCell align="right">Aktion</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {booths.map((booth) => (
            <TableRow key={booth.id} data-testid={`reservation-${booth.number}`}>
              <TableCell sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{booth.number}</TableCell>
              <TableCell>
                <StatusChip booth={booth} />
              </TableCell>
              <TableCell>
                <Holder booth={booth} />
              </TableCell>
              <TableCell>{reservationTypeLabel(booth.reservationType)}</TableCell>
              <TableCell>{booth.reservedBy ?? '–'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatViennaDateTime(booth.reservedAt) || '–'}
              </TableCell>
              <TableCell align="right">
                <ReleaseButton booth={booth} onRelease={onRelease} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function ReservationCards({ booths, onRelease }: { booths: AdminBoothDto[]; onRelease: Release }) {
  return (
    <Stack component="ul" aria-label="Aktuelle Reservierungen" sx={{ gap: 1, m: 0, p: 0 }}>
      {booths.map((booth) => {
        const when = formatViennaDateTime(booth.reservedAt);
        return (
          <Paper
            component="li"
            variant="outlined"
            key={booth.id}
            data-testid={`reservation-${booth.number}`}
            sx={{ listStyle: 'none', p: 1.5 }}
          >
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 0.5 }}>
              <Typography sx={{ fontWeight: 700 }}>{booth.number}</Typography>
              <StatusChip booth={booth} />
              <Box sx={{ flexGrow: 1 }} />
              <ReleaseButton booth={booth} onRelease={onRelease} />
            </Stack>
            <Holder booth={booth} />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {[
                reservationTypeLabel(booth.reservationType),
                booth.reservedBy && `von ${booth.reservedBy}`,
                when,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </Paper>
        );
      })}
    </Stack>
  );
}

/** Stalls a vendor holds while paying the deposit: information only, nothing to release. */
function RunningHolds({ holds }: { holds: AdminBoothDto[] }) {
  return (
    <Alert severity="warning" role="note" sx={{ mb: 2 }} data-testid="running-holds">
      <AlertTitle>Gerade in Bearbeitung</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {holds.map((booth) => (
          <li key={booth.id}>
            {booth.number}: {booth.holdVendorName ?? 'Ein Händler'} zahlt gerade die Anzahlung
            {booth.reservationTimeLeft ? ` (${minutesText(booth.reservationTimeLeft)})` : ''}.
          </li>
        ))}
      </Box>
    </Alert>
  );
}

/** Spec 001 "Booths tab": the stalls that are not available, each with 'Freigeben'. */
export function ReservationList({
  booths,
  holds,
  onRelease,
}: {
  booths: AdminBoothDto[];
  holds: AdminBoothDto[];
  onRelease: Release;
}) {
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));
  return (
    <Box component="section" aria-labelledby="admin-reservations-heading" sx={{ mb: 3 }}>
      <Typography id="admin-reservations-heading" variant="h6" component="h3" sx={{ mb: 1 }}>
        Aktuelle Reservierungen ({booths.length})
      </Typography>
      {holds.length > 0 && <RunningHolds holds={holds} />}
      {booths.length === 0 && (
        <Typography color="text.secondary">
          Derzeit ist kein Standplatz reserviert oder belegt.
        </Typography>
      )}
      {booths.length > 0 &&
        (phone ? (
          <ReservationCards booths={booths} onRelease={onRelease} />
        ) : (
          <ReservationTable booths={booths} onRelease={onRelease} />
        ))}
    </Box>
  );
}
