import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { depositPaymentPath } from '@standl/contracts';
import { Link as RouterLink } from 'react-router-dom';

/** 'Anzahlung bezahlen' under a notice that the deposit is open: to /payment for this vendor. */
export function PayDepositButton({
  vendorId,
  accessCode,
}: {
  vendorId: string;
  accessCode: string | null;
}) {
  return (
    <Box sx={{ mt: 1.5 }}>
      <Button
        component={RouterLink}
        to={depositPaymentPath(vendorId, accessCode)}
        variant="contained"
        color="warning"
        size="small"
      >
        <Trans>Anzahlung bezahlen</Trans>
      </Button>
    </Box>
  );
}
