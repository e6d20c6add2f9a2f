import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { VendorStatusDto } from '@standl/contracts';
import { errorText } from '../../../lib/error-texts/use-error-text';
import { useToast } from '../../../lib/toast';
import { sortBoothAreas, useBoothAreas } from '../../booths';
import {
  statusKind,
  useJoinWaitlist,
  waitlistAreas,
  waitlistOptionLabel,
} from '../../registration';

/**
 * A vendor without a stall and not on a list can join a full or closed area's waiting list
 * later (the server checks again that nothing there can be picked).
 */
export function JoinWaitlist({ status }: { status: VendorStatusDto }) {
  const { vendor, booth, waitlist, waitlistOffer } = status;
  const areas = useBoothAreas().data;
  const join = useJoinWaitlist(vendor.id);
  const { toast } = useToast();
  const { t, i18n } = useLingui();
  const open = Array.isArray(areas) ? sortBoothAreas(waitlistAreas(areas)) : [];
  const kind = statusKind(vendor.status);
  if (booth || waitlist || waitlistOffer || open.length === 0) return null;
  if (kind !== 'waiting' && kind !== 'deposit_paid') return null;

  return (
    <Box sx={{ mt: 2 }} data-testid="join-waitlist">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        <Trans>
          Ausgebucht oder geschlossen: Auf der Warteliste bieten wir Ihnen einen frei werdenden
          Standplatz per E-Mail an.
        </Trans>
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {open.map((area) => (
          <Button
            key={area.id}
            variant="outlined"
            disabled={join.isPending}
            onClick={() =>
              join.mutate(area.id, {
                onSuccess: ({ position, areaName }) =>
                  toast({
                    title: t`Auf der Warteliste`,
                    description: t`Sie stehen auf Platz ${position} der Warteliste für ${areaName}.`,
                    variant: 'success',
                  }),
                onError: (error) =>
                  toast({
                    title: t`Fehler`,
                    description: errorText(i18n, error, t`Bitte versuchen Sie es erneut.`),
                    variant: 'destructive',
                  }),
              })
            }
          >
            {waitlistOptionLabel(area, i18n)}
          </Button>
        ))}
      </Box>
    </Box>
  );
}
