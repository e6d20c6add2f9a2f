import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useFormat } from '../../../lib/use-format';
import { settleSimulatorCheckout, type SimulatorOutcome } from '../api/payment-api';
import type { WidgetResponse } from '../hooks/use-sumup-widget';

/** Stands in for SumUp's card widget when the app runs without SumUp credentials. */
export function SimulatorCardForm({
  simulatorUrl,
  checkoutId,
  amountCents,
  onResponse,
}: {
  simulatorUrl: string;
  checkoutId: string;
  amountCents: number;
  onResponse: (response: WidgetResponse) => void;
}) {
  const [pending, setPending] = useState<SimulatorOutcome | null>(null);
  const format = useFormat();
  const amount = format.euro(amountCents);

  async function settle(outcome: SimulatorOutcome) {
    setPending(outcome);
    let response: WidgetResponse;
    try {
      const status = await settleSimulatorCheckout(simulatorUrl, checkoutId, outcome);
      response = status === 'PAID' ? 'success' : status === 'FAILED' ? 'fail' : 'error';
    } catch {
      response = 'error';
    }
    setPending(null);
    onResponse(response);
  }

  return (
    <Box
      component="section"
      aria-labelledby="sumup-simulator-title"
      data-testid="sumup-simulator"
      sx={{
        p: { xs: 2, sm: 3 },
        border: 2,
        borderStyle: 'dashed',
        borderColor: 'warning.main',
        borderRadius: 2,
        bgcolor: 'background.default',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, color: 'warning.dark' }}>
        <ScienceOutlinedIcon />
        <Typography id="sumup-simulator-title" variant="subtitle1" component="h3">
          <Trans>SumUp-Simulator – es wird kein echtes Geld bewegt</Trans>
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        <Trans>Testzahlung über {amount}. Wählen Sie, wie die Kartenzahlung ausgehen soll.</Trans>
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button
          variant="contained"
          color="secondary"
          size="large"
          loading={pending === 'pay'}
          disabled={pending !== null}
          onClick={() => void settle('pay')}
        >
          <Trans>Bezahlen</Trans>
        </Button>
        <Button
          variant="outlined"
          size="large"
          loading={pending === 'decline'}
          disabled={pending !== null}
          onClick={() => void settle('decline')}
        >
          <Trans>Ablehnen</Trans>
        </Button>
      </Stack>
    </Box>
  );
}
