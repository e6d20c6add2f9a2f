import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  EMAIL_TEMPLATE_CATEGORIES,
  EMAIL_TEMPLATE_CATEGORY_LABELS,
  MAIL_STATE_LABELS,
  MAIL_STATES,
  type MailState,
  type OutboxEntryDto,
} from '@standl/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { formatViennaDateTime } from '../../../../lib/format';
import { apiErrorMessage, RETRY_TEXT } from '../../../../lib/request';
import { useToast } from '../../../../lib/toast';
import { QueryStatus } from '../../shared/QueryStatus';
import { mailHoldsQuery, outboxQuery, useUpdateMailHolds } from '../api/outbox-api';
import { outboxReason, STATE_COLORS } from '../outbox-labels';
import { OutboxMessageDialog } from './OutboxMessageDialog';
import { LastChangeNote } from '../../shared/LastChangeNote';

const PAGE = 50;

/** Every message the market sent or will send, with its state and cause; spec issue 10 point 7. */
export function OutboxPanel() {
  const [state, setState] = useState<MailState | undefined>();
  const [search, setSearch] = useState('');
  const [limit, setLimit] = useState(PAGE);
  const [openId, setOpenId] = useState<number | null>(null);
  const deferredSearch = useDeferredValue(search.trim());
  const outbox = useQuery(
    outboxQuery({ state, search: deferredSearch || undefined, limit, offset: 0 }),
  );

  return (
    <Box component="section" aria-labelledby="outbox-heading">
      <Typography id="outbox-heading" variant="h6" component="h3" sx={{ mb: 1 }}>
        Postausgang
      </Typography>
      <MailHolds />

      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Chip
          label={`Alle (${outbox.data ? Object.values(outbox.data.counts).reduce((a, b) => a + b, 0) : '…'})`}
          color={state === undefined ? 'primary' : 'default'}
          onClick={() => setState(undefined)}
        />
        {MAIL_STATES.map((value) => (
          <Chip
            key={value}
            label={`${MAIL_STATE_LABELS[value]} (${outbox.data?.counts[value] ?? '…'})`}
            color={state === value ? 'primary' : 'default'}
            onClick={() => setState(value)}
          />
        ))}
      </Stack>
      <TextField
        label="Suche nach Empfänger oder Betreff"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        size="small"
        fullWidth
        slotProps={{ htmlInput: { maxLength: 100 } }}
        sx={{ mb: 2 }}
      />

      <QueryStatus query={outbox} what="Nachrichten" />
      {outbox.data && outbox.data.items.length === 0 && (
        <Typography color="text.secondary">Keine Nachrichten.</Typography>
      )}
      {outbox.data && outbox.data.items.length > 0 && (
        <Paper variant="outlined">
          <List disablePadding aria-label="Nachrichten im Postausgang">
            {outbox.data.items.map((entry) => (
              <OutboxRow key={entry.id} entry={entry} onOpen={() => setOpenId(entry.id)} />
            ))}
          </List>
        </Paper>
      )}
      {outbox.data && outbox.data.total > outbox.data.items.length && (
        <Button sx={{ mt: 1 }} onClick={() => setLimit((value) => Math.min(value + PAGE, 200))}>
          Weitere anzeigen ({outbox.data.items.length} von {outbox.data.total})
        </Button>
      )}
      {openId !== null && <OutboxMessageDialog id={openId} onClose={() => setOpenId(null)} />}
    </Box>
  );
}

function OutboxRow({ entry, onOpen }: { entry: OutboxEntryDto; onOpen: () => void }) {
  return (
    <ListItemButton
      divider
      onClick={onOpen}
      // On a phone the state goes below the text: a long label would squeeze the text column.
      sx={{ alignItems: 'flex-start', gap: 1, flexDirection: { xs: 'column', sm: 'row' } }}
    >
      <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
        <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{entry.subject}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          An {entry.recipientName ? `${entry.recipientName} <${entry.recipient}>` : entry.recipient}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {outboxReason(entry)} · {EMAIL_TEMPLATE_CATEGORY_LABELS[entry.category]} ·{' '}
          {formatViennaDateTime(entry.sentAt ?? entry.createdAt)}
        </Typography>
        {entry.lastError && entry.state !== 'sent' && entry.state !== 'filed' && (
          <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
            {entry.lastError}
          </Typography>
        )}
      </Box>
      <Chip
        size="small"
        label={MAIL_STATE_LABELS[entry.state]}
        color={STATE_COLORS[entry.state]}
        sx={{ flexShrink: 0, maxWidth: '100%' }}
      />
    </ListItemButton>
  );
}

/** Per category: automatic mails wait for the organiser instead of leaving at once. */
function MailHolds() {
  const holds = useQuery(mailHoldsQuery);
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const update = useUpdateMailHolds({
    onSuccess: (data) => {
      queryClient.setQueryData(mailHoldsQuery.queryKey, data);
      toast({ title: 'Einstellungen gespeichert', variant: 'success' });
    },
    onError: (error) =>
      toast({
        title: 'Einstellungen konnten nicht gespeichert werden',
        description: apiErrorMessage(error, RETRY_TEXT),
        variant: 'destructive',
      }),
  });
  if (!holds.data) return <QueryStatus query={holds} what="Einstellungen" />;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Typography variant="subtitle1" component="h4">
        Automatische E-Mails zur Prüfung zurückhalten
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Zurückgehaltene E-Mails warten hier, bis Sie sie senden oder verwerfen.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ flexWrap: 'wrap', columnGap: 2 }}>
        {EMAIL_TEMPLATE_CATEGORIES.map((category) => (
          <FormControlLabel
            key={category}
            control={
              <Switch
                checked={holds.data[category]}
                disabled={update.isPending}
                onChange={(event) => update.mutate({ [category]: event.target.checked })}
              />
            }
            label={EMAIL_TEMPLATE_CATEGORY_LABELS[category]}
          />
        ))}
      </Stack>
      <LastChangeNote section="mail" />
    </Paper>
  );
}
