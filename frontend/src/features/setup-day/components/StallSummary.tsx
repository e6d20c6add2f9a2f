import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatAccessCode, VENDOR_STATUS_LABELS } from '@standl/contracts';
import type { ScanVendor } from '../setup-day-api';

export function statusLabel(status: string): string {
  return (VENDOR_STATUS_LABELS as Record<string, string>)[status] ?? status;
}

/** 'AK-12' as the sheet prints it. */
export function boothLabel(vendor: ScanVendor): string {
  return vendor.boothNumber;
}

function Row({ label, value, mono }: { label: string; value: string; mono?: boolean }) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', py: 0.75 }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography
        sx={{
          fontWeight: 500,
          textAlign: 'right',
          overflowWrap: 'anywhere',
          ...(mono ? { fontFamily: 'monospace', letterSpacing: '0.05em' } : {}),
        }}
      >
        {value}
      </Typography>
    </Stack>
  );
}

/**
 * The found stall: vendor, area-number, area, access code (only an organiser's list has it,
 * docs/decisions.md 224), status; confirm or cancel.
 */
export function StallSummary({
  vendor,
  offline,
  queued,
  busy,
  onConfirm,
  onCancel,
}: {
  vendor: ScanVendor;
  offline: boolean;
  queued: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Card variant="outlined" component="section" aria-label="Gefundener Standplatz">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <Stack spacing={0.5}>
            <Typography variant="overline" color="text.secondary">
              Standplatz gefunden
            </Typography>
            <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {vendor.name}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              <Chip
                label={statusLabel(vendor.status)}
                color={vendor.status === 'aufgebaut' ? 'success' : 'default'}
              />
              {vendor.isBlocked && <Chip label="Gesperrt" color="error" />}
            </Stack>
          </Stack>
          <div>
            <Row label="Stand" value={boothLabel(vendor)} />
            <Row label="Bereich" value={vendor.areaName} />
            {vendor.accessCode !== null && (
              <Row label="Zugangscode" value={formatAccessCode(vendor.accessCode)} mono />
            )}
          </div>
          {offline && (
            <Alert severity="info">
              Offline aus der gespeicherten Liste gelesen: die Bestätigung wird gesendet, sobald
              wieder eine Verbindung besteht.
            </Alert>
          )}
          {queued && (
            <Alert severity="warning">Für diesen Stand wartet bereits eine Bestätigung.</Alert>
          )}
          {vendor.isBlocked && (
            <Alert severity="error">
              Dieser Händler ist gesperrt; der Aufbau kann nicht bestätigt werden.
            </Alert>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button
              variant="contained"
              size="large"
              color="success"
              startIcon={<CheckCircleIcon />}
              onClick={onConfirm}
              disabled={busy || vendor.isBlocked}
              loading={busy}
              sx={{ minHeight: 52, flex: 1 }}
            >
              Aufbau bestätigen
            </Button>
            <Button
              variant="outlined"
              size="large"
              onClick={onCancel}
              disabled={busy}
              sx={{ minHeight: 52, flex: 1 }}
            >
              Abbrechen
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
