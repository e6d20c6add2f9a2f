import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { ScanVendor } from '../setup-day-api';

/** After a confirmation (or one kept for later): what happened, next scan, back to the console. */
export function SetupDoneCard({
  vendor,
  title,
  message,
  queued,
  onNext,
}: {
  vendor: ScanVendor;
  title: string;
  message: string;
  queued: boolean;
  onNext: () => void;
}) {
  const Icon = queued ? CloudOffIcon : CheckCircleIcon;
  return (
    <Card
      variant="outlined"
      component="section"
      aria-label={title}
      sx={{ borderColor: queued ? 'warning.main' : 'success.main', borderWidth: 2 }}
    >
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <Icon color={queued ? 'warning' : 'success'} sx={{ fontSize: 56 }} />
          <Typography variant="h5" component="h2">
            {title}
          </Typography>
          <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
            {vendor.name} · {vendor.boothNumber} ({vendor.areaName})
          </Typography>
          {message !== title && <Typography color="text.secondary">{message}</Typography>}
          <Button
            variant="contained"
            size="large"
            startIcon={<QrCodeScannerIcon />}
            onClick={onNext}
            sx={{ minHeight: 52 }}
            fullWidth
            autoFocus
          >
            Neuen Scan durchführen
          </Button>
          <Link component={RouterLink} to="/admin" sx={{ py: 1 }}>
            Zurück zum Dashboard
          </Link>
        </Stack>
      </CardContent>
    </Card>
  );
}
