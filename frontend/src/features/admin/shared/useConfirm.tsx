import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useCallback, useId, useState, type ReactElement } from 'react';

export interface ConfirmOptions {
  title: string;
  text: string;
  confirmLabel: string;
  destructive?: boolean;
}

interface Pending extends ConfirmOptions {
  resolve: (confirmed: boolean) => void;
  open: boolean;
}

/**
 * A confirmation question as a promise: `if (await confirm({...})) run()`. Render the returned
 * dialog element once in the component that asks.
 */
export function useConfirm(): [(options: ConfirmOptions) => Promise<boolean>, ReactElement] {
  const [pending, setPending] = useState<Pending | null>(null);
  const titleId = useId();
  const confirm = useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => setPending({ ...options, resolve, open: true })),
    [],
  );
  const answer = (confirmed: boolean) => {
    pending?.resolve(confirmed);
    // Keeps the texts while the dialog fades out.
    setPending((current) => current && { ...current, open: false });
  };

  const dialog = (
    <Dialog open={pending?.open ?? false} onClose={() => answer(false)} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{pending?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{pending?.text}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={() => answer(false)}>Abbrechen</Button>
        <Button
          variant="contained"
          color={pending?.destructive ? 'error' : 'primary'}
          onClick={() => answer(true)}
          autoFocus
        >
          {pending?.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
  return [confirm, dialog];
}
