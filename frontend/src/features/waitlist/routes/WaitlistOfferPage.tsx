import { Trans, useLingui } from '@lingui/react/macro';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { depositPaymentPath, formatOfferExpiry, type WaitlistOfferDto } from '@standl/contracts';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useToast } from '../../../lib/toast';
import { useFormat } from '../../../lib/use-format';
import { DetailRow, useVendorSession } from '../../registration';
import {
  useAcceptWaitlistOffer,
  useDeclineWaitlistOffer,
  useWaitlistOffer,
} from '../api/offer-api';
import { offerEndOf, offerEndOfError, offerEndView, type OfferEnd } from '../offer-states';

/**
 * The page behind the offer mail's link: the stall held for the vendor, 'Annehmen' (on to the
 * deposit where self-selection needs one, else to the dashboard) and 'Ablehnen' (confirmed first),
 * and a clear German end for a link that is forged, used or past its time.
 */
export function WaitlistOfferPage() {
  const token = useSearchParams()[0].get('token');
  const offer = useWaitlistOffer(token);
  const [end, setEnd] = useState<{ end: OfferEnd; error?: unknown } | null>(null);

  let content: ReactNode;
  if (!token) content = <OfferEndNotice end="invalid" />;
  else if (end) content = <OfferEndNotice end={end.end} error={end.error} />;
  else if (offer.isPending) {
    content = (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
        <CircularProgress size={28} />
        <Typography color="text.secondary">
          <Trans>Angebot wird geladen …</Trans>
        </Typography>
      </Box>
    );
  } else if (offer.isError) {
    content = <OfferEndNotice end={offerEndOfError(offer.error)} error={offer.error} />;
  } else {
    const reached = offerEndOf(offer.data);
    content = reached ? (
      <OfferEndNotice end={reached} />
    ) : (
      <OpenOffer
        token={token}
        offer={offer.data}
        onEnd={(reachedEnd, error) => setEnd({ end: reachedEnd, error })}
      />
    );
  }

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, sm: 5 }, px: { xs: 1.5, sm: 3 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography
          variant="h4"
          component="h1"
          color="primary"
          sx={{ fontSize: { xs: '1.6rem', sm: '2.125rem' }, mb: 2 }}
        >
          <Trans>Angebot der Warteliste</Trans>
        </Typography>
        {content}
      </Paper>
    </Container>
  );
}

function OpenOffer({
  token,
  offer,
  onEnd,
}: {
  token: string;
  offer: WaitlistOfferDto;
  onEnd: (end: OfferEnd, error?: unknown) => void;
}) {
  const accept = useAcceptWaitlistOffer();
  const decline = useDeclineWaitlistOffer();
  const session = useVendorSession({ resume: false });
  const navigate = useNavigate();
  const { toast } = useToast();
  const [confirmDecline, setConfirmDecline] = useState(false);
  const { t } = useLingui();
  const format = useFormat();
  const vendorName = offer.vendorName;
  const boothNumber = offer.boothNumber;
  const deposit = format.euro(offer.depositAmount);
  // Austrian German spells the month out ('1. Dezember 2026, 15:46 Uhr'), as the offer's mail.
  const expiry =
    format.intl === 'de-AT'
      ? formatOfferExpiry(offer.expiresAt)
      : format.viennaDateTime(offer.expiresAt);
  const busy = accept.isPending || decline.isPending;

  function acceptOffer() {
    accept.mutate(token, {
      onSuccess: ({ accepted, status }) => {
        if (status) session.start(status.vendor.accessCode);
        const acceptedNumber = accepted.boothNumber;
        if (accepted.requiresPayment && status) {
          toast({
            title: t`Angebot angenommen`,
            description: t`Bitte bezahlen Sie jetzt die Anzahlung für Standplatz ${acceptedNumber}.`,
            variant: 'success',
          });
          void navigate(depositPaymentPath(status.vendor.id, status.vendor.accessCode));
          return;
        }
        toast({
          title: t`Angebot angenommen`,
          description: t`Standplatz ${acceptedNumber} gehört Ihnen.`,
          variant: 'success',
        });
        if (status) void navigate('/dashboard');
        else onEnd('accepted');
      },
      onError: (error) => onEnd(offerEndOfError(error), error),
    });
  }

  function declineOffer() {
    decline.mutate(token, {
      onSuccess: () => {
        setConfirmDecline(false);
        onEnd('declined');
      },
      onError: (error) => {
        setConfirmDecline(false);
        onEnd(offerEndOfError(error), error);
      },
    });
  }

  return (
    <>
      <Typography sx={{ mb: 2 }}>
        <Trans>
          Guten Tag {vendorName}, auf der Warteliste ist ein Standplatz für Sie frei geworden.
        </Trans>
      </Typography>
      <Box
        data-testid="offered-stall"
        sx={{
          p: 2,
          mb: 2,
          borderRadius: 2,
          bgcolor: 'background.default',
          border: 1,
          borderColor: 'divider',
        }}
      >
        <Typography variant="body2" color="text.secondary">
          <Trans>Standplatz</Trans>
        </Typography>
        <Typography variant="h4" component="p" sx={{ fontWeight: 700, color: 'primary.main' }}>
          {offer.boothNumber}
        </Typography>
        <DetailRow label={t`Bereich`} value={offer.areaName} />
        <DetailRow label={t`Standgebühr`} value={format.euro(offer.stallFee)} />
        {offer.requiresDeposit && <DetailRow label={t`Anzahlung`} value={deposit} />}
      </Box>
      <Alert severity="warning" sx={{ mb: 3 }}>
        <AlertTitle>
          <Trans>Gültig bis {expiry}</Trans>
        </AlertTitle>
        {offer.requiresDeposit ? (
          <Trans>
            Nach der Annahme bezahlen Sie die Anzahlung von {deposit}; sie wird auf die Standgebühr
            angerechnet. Ohne Antwort geht das Angebot danach an den Nächsten auf der Warteliste.
          </Trans>
        ) : (
          <Trans>
            Mit der Annahme ist der Standplatz Ihrer. Ohne Antwort geht das Angebot danach an den
            Nächsten auf der Warteliste.
          </Trans>
        )}
      </Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button
          variant="contained"
          size="large"
          onClick={acceptOffer}
          loading={accept.isPending}
          disabled={decline.isPending}
        >
          {offer.requiresDeposit ? t`Annehmen und Anzahlung bezahlen` : t`Annehmen`}
        </Button>
        <Button
          variant="outlined"
          size="large"
          onClick={() => setConfirmDecline(true)}
          disabled={busy}
        >
          <Trans>Ablehnen</Trans>
        </Button>
      </Stack>
      <Dialog
        open={confirmDecline}
        onClose={() => !decline.isPending && setConfirmDecline(false)}
        aria-labelledby="decline-offer-title"
      >
        <DialogTitle id="decline-offer-title">
          <Trans>Angebot ablehnen?</Trans>
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            <Trans>
              Standplatz {boothNumber} geht dann an den Nächsten auf der Warteliste, und Sie
              verlassen die Warteliste. Ihre Anmeldung bleibt bestehen.
            </Trans>
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setConfirmDecline(false)} disabled={decline.isPending}>
            <Trans>Abbrechen</Trans>
          </Button>
          <Button
            variant="contained"
            color="error"
            onClick={declineOffer}
            loading={decline.isPending}
          >
            <Trans>Ablehnen</Trans>
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

function OfferEndNotice({ end, error }: { end: OfferEnd; error?: unknown }) {
  const { i18n } = useLingui();
  const view = offerEndView(end, i18n, error);
  const done = end === 'accepted' || end === 'declined';
  return (
    <Box data-testid={`offer-end-${end}`}>
      <Alert
        severity={done ? 'info' : end === 'failed' ? 'error' : 'warning'}
        icon={end === 'accepted' ? <CheckCircleIcon /> : undefined}
        role="status"
      >
        <AlertTitle>{view.title}</AlertTitle>
        {view.text}
      </Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
        {view.toStatus && (
          <Button component={RouterLink} to="/vendor-status" variant="contained">
            <Trans>Status prüfen</Trans>
          </Button>
        )}
        <Button component={RouterLink} to="/" variant="outlined">
          <Trans>Zur Startseite</Trans>
        </Button>
      </Stack>
    </Box>
  );
}
