import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import type { QueuedConfirmation, RejectedConfirmation } from '../offline/confirmation-queue';

/** '1 Bestätigung wartet auf Verbindung', '2 Bestätigungen warten auf Verbindung'. */
export function waitingText(count: number): string {
  return count === 1
    ? '1 Bestätigung wartet auf Verbindung'
    : `${count} Bestätigungen warten auf Verbindung`;
}

/** The confirmations waiting for reception, and those the server refused when they were sent. */
export function QueueStatus({
  queue,
  rejected,
  online,
  sending,
  onSend,
  onDismiss,
}: {
  queue: readonly QueuedConfirmation[];
  rejected: readonly RejectedConfirmation[];
  online: boolean;
  sending: boolean;
  onSend: () => void;
  onDismiss: (idempotencyKey: string) => void;
}) {
  if (!queue.length && !rejected.length) return null;
  return (
    <Stack spacing={1.5}>
      {queue.length > 0 && (
        <Alert
          severity="warning"
          role="status"
          action={
            online ? (
              <Button color="inherit" size="small" onClick={onSend} disabled={sending}>
                {sending ? 'Wird gesendet …' : 'Jetzt senden'}
              </Button>
            ) : undefined
          }
        >
          <AlertTitle>{waitingText(queue.length)}</AlertTitle>
          {queue.map((item) => `${item.boothNumber} ${item.vendorName}`).join(', ')}
        </Alert>
      )}
      {rejected.map((item) => (
        <Alert
          key={item.idempotencyKey}
          severity="error"
          action={
            <IconButton
              aria-label="Hinweis schließen"
              color="inherit"
              size="small"
              onClick={() => onDismiss(item.idempotencyKey)}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          }
        >
          <AlertTitle>Nicht übernommen: {item.vendorName}</AlertTitle>
          <Typography variant="body2">
            {item.boothNumber}: {item.message}
          </Typography>
        </Alert>
      ))}
    </Stack>
  );
}
