import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Portal from '@mui/material/Portal';
import Snackbar from '@mui/material/Snackbar';
import { TOAST_DURATION_MS } from '@standl/contracts';
import type { ToastOptions, ToastVariant } from './toast-options';

const severity: Record<ToastVariant, AlertColor> = {
  default: 'info',
  success: 'success',
  destructive: 'error',
};

/**
 * The toast on screen: a filled alert in a snackbar at the top. A chunk of its own (issue 16): the
 * first visit of a page does not wait for the snackbar's and alert's code (toast.tsx loads it).
 */
export function ToastView({
  toast,
  open,
  onDismiss,
}: {
  toast: ToastOptions;
  open: boolean;
  onDismiss: () => void;
}) {
  return (
    // In a portal of its own: a toast raised while a dialog is open must not sit inside the
    // part of the page the dialog hides from assistive technology.
    <Portal>
      <Snackbar
        open={open}
        autoHideDuration={TOAST_DURATION_MS}
        onClose={(_event, reason) => reason !== 'clickaway' && onDismiss()}
        // At the top: dialogs keep their action buttons at the bottom, which a toast would hide;
        // on phones below the title row, where full-screen dialogs have their close button.
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        sx={{ top: { xs: 72, sm: 24 } }}
      >
        <Alert
          onClose={onDismiss}
          severity={severity[toast.variant ?? 'default']}
          variant="filled"
          sx={{ width: '100%', maxWidth: 420 }}
        >
          <AlertTitle sx={{ mb: toast.description ? 0.5 : 0 }}>{toast.title}</AlertTitle>
          {toast.description}
        </Alert>
      </Snackbar>
    </Portal>
  );
}
