import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Trans } from '@lingui/react/macro';
import { SMALL_AMOUNT_INVOICE_LIMIT, type VendorStatusDto } from '@standl/contracts';
import { hasBillingAddress } from '../../registration';

/**
 * Asks for the billing address while none is known, on every tab but the invoice tab (which
 * holds the form): up to 400 € gross the invoice is a Kleinbetragsrechnung without the
 * vendor's address, above it no invoice can be issued without one.
 */
export function BillingAddressPrompt({
  status,
  onOpen,
}: {
  status: VendorStatusDto;
  onOpen: () => void;
}) {
  if (hasBillingAddress(status.vendor)) return null;
  const needed = status.account.totalAmount > SMALL_AMOUNT_INVOICE_LIMIT;
  return (
    <Alert severity="warning" data-testid="billing-address-prompt" sx={{ mb: 2 }}>
      <AlertTitle>
        <Trans>Ihre Rechnungsadresse fehlt</Trans>
      </AlertTitle>
      {needed ? (
        <Trans>
          Ohne Rechnungsadresse können wir Ihnen keine Rechnung ausstellen. Bitte ergänzen Sie sie.
        </Trans>
      ) : (
        <Trans>
          Bitte ergänzen Sie Ihre Rechnungsadresse: Ohne sie stellen wir nur eine
          Kleinbetragsrechnung ohne Ihre Anschrift aus.
        </Trans>
      )}
      <Box sx={{ mt: 1.5 }}>
        <Button color="inherit" variant="outlined" size="small" onClick={onOpen}>
          <Trans>Rechnungsadresse ergänzen</Trans>
        </Button>
      </Box>
    </Alert>
  );
}
