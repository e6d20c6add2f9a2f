import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Trans } from '@lingui/react/macro';
import { useFormat } from '../../../lib/use-format';

/** SumUp's hosted checkout page; it sends the vendor back to the status page afterwards. */
export function HostedCheckoutLink({
  url,
  amountCents,
  hint,
}: {
  url: string;
  amountCents: number;
  hint: string;
}) {
  const format = useFormat();
  const amount = format.euro(amountCents);
  return (
    <Box sx={{ mt: 2.5 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {hint}
      </Typography>
      <Button href={url} variant="outlined" endIcon={<ArrowForwardIcon />}>
        <Trans>Zur Zahlung ({amount})</Trans>
      </Button>
    </Box>
  );
}
