import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useMarketSettings, FALLBACK_MARKET_NAME } from '../../market';
import { RegistrationClosedNotice } from '../components/RegistrationClosedNotice';
import { RegistrationConfirmation } from '../components/RegistrationConfirmation';
import { RegistrationForm } from '../components/RegistrationForm';
import type { Registration } from '../registration-form';

export function VendorRegistrationPage() {
  const settings = useMarketSettings();
  const [registration, setRegistration] = useState<Registration | null>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const marketName = settings.data?.marketName || FALLBACK_MARKET_NAME;

  useEffect(() => {
    if (!registration) return;
    window.scrollTo(0, 0);
    contentRef.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [registration]);

  const closed = settings.data && settings.data.registrationState !== 'open';
  let content;
  if (registration) {
    content = <RegistrationConfirmation registration={registration} />;
  } else if (settings.isPending) {
    content = (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6 }}>
        <CircularProgress size={28} />
        <Typography color="text.secondary">
          <Trans>Anmeldung wird geladen …</Trans>
        </Typography>
      </Box>
    );
  } else if (closed) {
    content = <RegistrationClosedNotice settings={settings.data} />;
  } else {
    content = (
      <RegistrationForm
        onRegistered={setRegistration}
        waitlistOfferHours={settings.data?.waitlistOfferHours}
      />
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 }, px: { xs: 1.5, sm: 3 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography
          variant="h4"
          component="h1"
          color="primary"
          sx={{ fontSize: { xs: '1.6rem', sm: '2.125rem' }, mb: 1 }}
        >
          <Trans>Händler-Anmeldung</Trans>
        </Typography>
        {!registration && !closed && (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            <Trans>Melden Sie sich als Händler für den {marketName} an.</Trans>
          </Typography>
        )}
        <Box ref={contentRef} sx={{ mt: registration ? 3 : 0 }}>
          {content}
        </Box>
      </Paper>
    </Container>
  );
}
