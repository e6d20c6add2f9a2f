import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { accentGold } from '../../../lib/theme';
import { useFormat } from '../../../lib/use-format';
import { useMarketSettings, FALLBACK_YEAR } from '../../market';

/**
 * Where 'Zurück' leads: a step of the same page (the payment method choice) or a route such as
 * the vendor's status page. Never the home page: a vendor who has not seen the access code yet
 * would lose the way back to paying.
 */
export type DepositCardBack = { onClick: () => void } | { to: string };

/** The card screen's frame: 'Standgebühr {year}', the deposit, the content and the way back. */
export function DepositCard({
  amountCents,
  children,
  back,
  actions,
  hideActions = false,
}: {
  amountCents: number;
  children: ReactNode;
  back: DepositCardBack;
  actions?: ReactNode;
  hideActions?: boolean;
}) {
  const settings = useMarketSettings();
  const year = settings.data?.currentYear ?? FALLBACK_YEAR;
  const format = useFormat();
  const deposit = format.euro(amountCents);

  return (
    <Card sx={{ borderTop: `4px solid ${accentGold}` }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h5" component="h2">
          <Trans>Standgebühr {year}</Trans>
        </Typography>
        <Typography
          variant="h6"
          component="p"
          color="primary"
          data-testid="deposit-amount"
          sx={{ mb: 3 }}
        >
          <Trans>Anzahlung {deposit}</Trans>
        </Typography>
        {children}
        {!hideActions && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 3 }}>
            {'to' in back ? (
              <Button component={RouterLink} to={back.to} startIcon={<ArrowBackIcon />}>
                <Trans>Zurück</Trans>
              </Button>
            ) : (
              <Button onClick={back.onClick} startIcon={<ArrowBackIcon />}>
                <Trans>Zurück</Trans>
              </Button>
            )}
            {actions}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
