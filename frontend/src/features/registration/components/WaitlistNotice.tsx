import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { VendorWaitlistDto, VendorWaitlistOfferDto } from '@standl/contracts';
import { useState } from 'react';
import { errorText } from '../../../lib/error-texts/use-error-text';
import { useToast } from '../../../lib/toast';
import { useLeaveWaitlist } from '../api/vendor-api';
import { waitlistOfferText, waitlistPositionText } from '../plans';

/** An open offer from the waiting list: the stall held for the vendor until the offer ends. */
export function WaitlistOfferNotice({ offer }: { offer: VendorWaitlistOfferDto }) {
  const { i18n } = useLingui();
  return (
    <Alert severity="success" data-testid="waitlist-offer-notice">
      <AlertTitle>
        <Trans>Ein Standplatz ist für Sie frei geworden</Trans>
      </AlertTitle>
      {waitlistOfferText(offer, i18n)}
    </Alert>
  );
}

/** The vendor's place on an area's waiting list, with 'Warteliste verlassen' (confirmed first). */
export function WaitlistNotice({
  vendorId,
  waitlist,
}: {
  vendorId: string;
  waitlist: VendorWaitlistDto;
}) {
  const [confirming, setConfirming] = useState(false);
  const leave = useLeaveWaitlist(vendorId);
  const { toast } = useToast();
  const { t, i18n } = useLingui();
  const position = waitlist.position;
  const areaName = waitlist.areaName;

  function confirmLeave() {
    leave.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: t`Warteliste verlassen`, variant: 'success' });
      },
      onError: (error) =>
        toast({
          title: t`Fehler`,
          description: errorText(i18n, error, t`Bitte versuchen Sie es erneut.`),
          variant: 'destructive',
        }),
    });
  }

  return (
    <Alert severity="info" data-testid="waitlist-notice">
      <AlertTitle>{waitlistPositionText(waitlist, i18n)}</AlertTitle>
      <Trans>
        Wird dort ein Standplatz frei, bieten wir ihn Ihnen per E-Mail an. Sie haben dann eine
        begrenzte Zeit, um anzunehmen.
      </Trans>
      <Box sx={{ mt: 1.5 }}>
        <Button size="small" variant="outlined" color="inherit" onClick={() => setConfirming(true)}>
          <Trans>Warteliste verlassen</Trans>
        </Button>
      </Box>
      <Dialog
        open={confirming}
        onClose={() => !leave.isPending && setConfirming(false)}
        aria-labelledby="leave-waitlist-title"
      >
        <DialogTitle id="leave-waitlist-title">
          <Trans>Warteliste verlassen?</Trans>
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            <Trans>
              Sie verlieren Ihren Platz {position} auf der Warteliste für {areaName}. Ihre Anmeldung
              bleibt bestehen.
            </Trans>
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setConfirming(false)} disabled={leave.isPending}>
            <Trans>Abbrechen</Trans>
          </Button>
          <Button variant="contained" onClick={confirmLeave} loading={leave.isPending}>
            <Trans>Warteliste verlassen</Trans>
          </Button>
        </DialogActions>
      </Dialog>
    </Alert>
  );
}
