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
import { apiErrorMessage, RETRY_TEXT } from '../../../lib/request';
import { useToast } from '../../../lib/toast';
import { useLeaveWaitlist } from '../api/vendor-api';
import { waitlistOfferText, waitlistPositionText } from '../plans';

/** An open offer from the waiting list: the stall held for the vendor until the offer ends. */
export function WaitlistOfferNotice({ offer }: { offer: VendorWaitlistOfferDto }) {
  return (
    <Alert severity="success" data-testid="waitlist-offer-notice">
      <AlertTitle>Ein Standplatz ist für Sie frei geworden</AlertTitle>
      {waitlistOfferText(offer)}
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

  function confirmLeave() {
    leave.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: 'Warteliste verlassen', variant: 'success' });
      },
      onError: (error) =>
        toast({
          title: 'Fehler',
          description: apiErrorMessage(error, RETRY_TEXT),
          variant: 'destructive',
        }),
    });
  }

  return (
    <Alert severity="info" data-testid="waitlist-notice">
      <AlertTitle>{waitlistPositionText(waitlist)}</AlertTitle>
      Wird dort ein Standplatz frei, bieten wir ihn Ihnen per E-Mail an. Sie haben dann eine
      begrenzte Zeit, um anzunehmen.
      <Box sx={{ mt: 1.5 }}>
        <Button size="small" variant="outlined" color="inherit" onClick={() => setConfirming(true)}>
          Warteliste verlassen
        </Button>
      </Box>
      <Dialog
        open={confirming}
        onClose={() => !leave.isPending && setConfirming(false)}
        aria-labelledby="leave-waitlist-title"
      >
        <DialogTitle id="leave-waitlist-title">Warteliste verlassen?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Sie verlieren Ihren Platz {waitlist.position} auf der Warteliste für {waitlist.areaName}
            . Ihre Anmeldung bleibt bestehen.
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setConfirming(false)} disabled={leave.isPending}>
            Abbrechen
          </Button>
          <Button variant="contained" onClick={confirmLeave} loading={leave.isPending}>
            Warteliste verlassen
          </Button>
        </DialogActions>
      </Dialog>
    </Alert>
  );
}
