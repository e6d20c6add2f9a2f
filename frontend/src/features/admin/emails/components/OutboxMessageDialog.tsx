import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { EMAIL_TEMPLATE_CATEGORY_LABELS, MAIL_STATE_LABELS } from '@standl/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatViennaDateTime } from '../../../../lib/format';
import { apiErrorMessage, RETRY_TEXT } from '../../../../lib/request';
import { useToast } from '../../../../lib/toast';
import { QueryStatus } from '../../shared/QueryStatus';
import {
  outboxKeys,
  outboxMessageQuery,
  useOutboxAction,
  type OutboxAction,
} from '../api/outbox-api';
import { outboxReason, STATE_COLORS } from '../outbox-labels';
import { MailHtmlPreview } from './MailHtmlPreview';
import { useMay } from '../../auth';

const DONE: Record<OutboxAction, string> = {
  retry: 'Nachricht wird erneut gesendet',
  release: 'Nachricht wird gesendet',
  discard: 'Nachricht verworfen',
};

/** One message as it was (or will be) sent: headers, HTML, plain text, attachments. */
export function OutboxMessageDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const maySend = useMay('emails.send');
  const message = useQuery(outboxMessageQuery(id));
  const [view, setView] = useState<'html' | 'text'>('html');
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const act = useOutboxAction(id, {
    onSuccess: (_data, action) => {
      void queryClient.invalidateQueries({ queryKey: outboxKeys.all });
      toast({ title: DONE[action], variant: 'success' });
    },
    onError: (error) =>
      toast({
        title: 'Fehler',
        description: apiErrorMessage(error, RETRY_TEXT),
        variant: 'destructive',
      }),
  });
  const mail = message.data;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen}>
      <DialogTitle sx={{ overflowWrap: 'anywhere' }}>{mail?.subject ?? 'Nachricht'}</DialogTitle>
      <DialogContent dividers>
        <QueryStatus query={message} what="Nachricht" />
        {mail && (
          <>
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: 'max-content 1fr',
                columnGap: 2,
                rowGap: 0.5,
                m: 0,
                mb: 2,
                '& dt': { color: 'text.secondary' },
                '& dd': { m: 0, overflowWrap: 'anywhere' },
              }}
            >
              <dt>An</dt>
              <dd>
                {mail.recipientName ? `${mail.recipientName} <${mail.recipient}>` : mail.recipient}
              </dd>
              <dt>Status</dt>
              <dd>
                <Chip
                  size="small"
                  label={MAIL_STATE_LABELS[mail.state]}
                  color={STATE_COLORS[mail.state]}
                />
              </dd>
              <dt>Anlass</dt>
              <dd>
                {outboxReason(mail)} ({EMAIL_TEMPLATE_CATEGORY_LABELS[mail.category]})
              </dd>
              <dt>Erstellt</dt>
              <dd>{formatViennaDateTime(mail.createdAt)}</dd>
              {mail.sentAt && (
                <>
                  <dt>Gesendet</dt>
                  <dd>{formatViennaDateTime(mail.sentAt)}</dd>
                </>
              )}
              {mail.state === 'queued' && mail.attempts > 0 && (
                <>
                  <dt>Nächster Versuch</dt>
                  <dd>{formatViennaDateTime(mail.nextAttemptAt)}</dd>
                </>
              )}
              <dt>Versuche</dt>
              <dd>{mail.attempts}</dd>
              {mail.attachments.length > 0 && (
                <>
                  <dt>Anhänge</dt>
                  <dd>{mail.attachments.map((file) => file.filename).join(', ')}</dd>
                </>
              )}
            </Box>
            {mail.lastError && mail.state !== 'sent' && mail.state !== 'filed' && (
              <Alert severity="error" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
                Antwort des Mailservers: {mail.lastError}
              </Alert>
            )}
            <Tabs value={view} onChange={(_event, next: 'html' | 'text') => setView(next)}>
              <Tab value="html" label="Ansicht" />
              <Tab value="text" label="Textfassung" />
            </Tabs>
            <Box sx={{ pt: 1 }}>
              {view === 'html' ? (
                <MailHtmlPreview html={mail.html} title={`Inhalt: ${mail.subject}`} />
              ) : (
                <Typography
                  component="pre"
                  sx={{ whiteSpace: 'pre-wrap', fontFamily: 'monospace', fontSize: 13, m: 0 }}
                >
                  {mail.text}
                </Typography>
              )}
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {maySend && mail?.state === 'failed' && (
          <Button variant="contained" disabled={act.isPending} onClick={() => act.mutate('retry')}>
            Erneut senden
          </Button>
        )}
        {maySend && mail?.state === 'held' && (
          <>
            <Button color="error" disabled={act.isPending} onClick={() => act.mutate('discard')}>
              Verwerfen
            </Button>
            <Button
              variant="contained"
              disabled={act.isPending}
              onClick={() => act.mutate('release')}
            >
              Senden
            </Button>
          </>
        )}
        <Button onClick={onClose}>Schließen</Button>
      </DialogActions>
    </Dialog>
  );
}
