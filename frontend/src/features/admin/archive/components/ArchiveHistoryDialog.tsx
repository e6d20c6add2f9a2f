import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { ArchiveEntryDto } from '@standl/contracts';
import { useId } from 'react';
import { VendorHistory } from '../../vendors';

/** An archived vendor's history from the event log: it stays readable after the season change. */
export function ArchiveHistoryDialog({
  entry,
  onClose,
}: {
  entry: ArchiveEntryDto | null;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog
      open={entry !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        Verlauf: {entry?.name}
      </DialogTitle>
      <DialogContent>
        {entry?.vendorId && <VendorHistory vendorId={entry.vendorId} />}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Schließen</Button>
      </DialogActions>
    </Dialog>
  );
}
