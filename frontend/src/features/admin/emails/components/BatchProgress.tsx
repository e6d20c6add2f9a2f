import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useBatchProgress } from '../api/mailing-api';

/**
 * 'x von y gesendet' (or 'abgelegt' without SMTP) with a bar, until every message of the send
 * has left (or failed).
 */
export function BatchProgress({ batchId }: { batchId: string }) {
  const progress = useBatchProgress(batchId);
  if (!progress.data) return null;
  const { total, sent, filed, failed, held, queued } = progress.data;
  const done = total - queued;
  const parts = [
    ...(sent > 0 || filed === 0 ? [`${sent} von ${total} gesendet`] : []),
    // Without SMTP_URL the mails are only filed on the server: never 'gesendet'.
    ...(filed > 0
      ? [`${filed} von ${total} abgelegt – kein Versand (SMTP nicht eingerichtet)`]
      : []),
    ...(failed > 0 ? [`${failed} fehlgeschlagen (siehe Postausgang)`] : []),
    ...(held > 0 ? [`${held} zurückgehalten`] : []),
  ];
  return (
    <Box role="status" sx={{ my: 2 }}>
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {parts.join(', ')}
        {queued === 0 && ' – fertig'}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={total === 0 ? 100 : (done / total) * 100}
        aria-label="Versandfortschritt"
      />
    </Box>
  );
}
