import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import type { VendorBoothDto } from '@standl/contracts';
import { Trans } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { statusPageUrl } from '../pending-checkout';

/**
 * The deposit page once the deposit is paid (e.g. 'Zurück' after paying): nothing is wrong and
 * nothing is left to do here, so a notice with the way on instead of an error.
 */
export function DepositAlreadyPaid({
  booth,
  accessCode,
}: {
  booth: VendorBoothDto | null;
  accessCode: string | null;
}) {
  const number = booth?.number;
  const areaName = booth?.area.name;
  return (
    <Alert severity="success" role="status" data-testid="deposit-already-paid">
      <AlertTitle>
        <Trans>Ihre Anzahlung ist bereits bezahlt</Trans>
      </AlertTitle>
      {booth ? (
        <Trans>
          Standplatz {number} ({areaName}) ist fix für Sie reserviert. Hier ist nichts mehr zu tun.
          Ihre Zahlungen und die restliche Standgebühr sehen Sie im Händler-Bereich.
        </Trans>
      ) : (
        <Trans>
          Hier ist nichts mehr zu tun. Ihre Zahlungen und die restliche Standgebühr sehen Sie im
          Händler-Bereich.
        </Trans>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, mt: 1.5 }}>
        <Button component={RouterLink} to="/dashboard" variant="contained" color="success">
          <Trans>Zum Händler-Bereich</Trans>
        </Button>
        <Button
          component={RouterLink}
          to={statusPageUrl(accessCode)}
          color="inherit"
          variant="outlined"
        >
          <Trans>Zum Status</Trans>
        </Button>
      </Stack>
    </Alert>
  );
}
