import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { AdminBoothDto } from '@standl/contracts';
import { useId, useState, type ReactElement } from 'react';
import { boothHolder } from '../booth-rules';
import { boothActions, useBoothAction } from '../use-booth-actions';

interface Target {
  booth: AdminBoothDto;
  onReleased?: () => void;
}

function question(booth: AdminBoothDto): string {
  const holder = boothHolder(booth);
  const who = holder ? ` („${holder}“)` : '';
  const vendor = booth.vendorId
    ? ' Der Händler verliert den Standplatz und wartet wieder auf eine Zuweisung.'
    : '';
  return `Standplatz ${booth.number}${who} wird wieder frei.${vendor}`;
}

/**
 * 'Freigeben' with the confirmation prompt of the spec (section 4): `ask(booth)` opens it, the
 * returned dialog element is rendered once by the caller.
 */
export function useReleaseBooth(): {
  ask: (booth: AdminBoothDto, onReleased?: () => void) => void;
  dialog: ReactElement;
} {
  const release = useBoothAction(boothActions.release);
  const [target, setTarget] = useState<Target | null>(null);
  const [open, setOpen] = useState(false);
  const titleId = useId();

  function ask(booth: AdminBoothDto, onReleased?: () => void) {
    setTarget({ booth, onReleased });
    setOpen(true);
  }

  function confirm() {
    if (!target) return;
    release.mutate(target.booth, {
      onSuccess: () => target.onReleased?.(),
      onSettled: () => setOpen(false),
    });
  }

  const dialog = (
    <Dialog
      open={open}
      onClose={() => !release.isPending && setOpen(false)}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>Standplatz freigeben?</DialogTitle>
      <DialogContent>
        <DialogContentText>{target && question(target.booth)}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={() => setOpen(false)} disabled={release.isPending}>
          Abbrechen
        </Button>
        <Button variant="contained" color="error" loading={release.isPending} onClick={confirm}>
          Freigeben
        </Button>
      </DialogActions>
    </Dialog>
  );
  return { ask, dialog };
}
