import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { VENDOR_STATUS_LABELS, type MailingResultDto } from '@standl/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { apiErrorMessage, RETRY_TEXT } from '../../../../lib/request';
import { useToast } from '../../../../lib/toast';
import { adminVendorsQuery } from '../../shared/admin-queries';
import { QueryStatus } from '../../shared/QueryStatus';
import { useConfirm } from '../../shared/useConfirm';
import { distinctAddressCount, type CsvRecipient } from '../csv-recipients';
import { useSendCsvEmail, useSendMassEmail } from '../api/mailing-api';
import { outboxKeys, sentToast, smtpConfiguredQuery } from '../api/outbox-api';
import { BatchProgress } from './BatchProgress';
import { CsvImport } from './CsvImport';
import { englishOf } from '../template-text';
import { EMPTY_MAIL, type MailContent, MailContentFields } from './MailContentFields';

const TEXTS = {
  massIncomplete: 'Bitte füllen Sie alle Felder aus und wählen Sie mindestens einen Händler',
  subjectAndContent: 'Bitte füllen Sie Betreff und Inhalt aus',
  noCsv: 'Keine CSV-E-Mails geladen',
};

/** Spec 001 "Bulk": vendors picked from the list, or recipients imported from a CSV file. */
export function MassMailPanel() {
  const vendors = useQuery(adminVendorsQuery);
  const [mail, setMail] = useState<MailContent>(EMPTY_MAIL);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [search, setSearch] = useState('');
  const [csv, setCsv] = useState<CsvRecipient[]>([]);
  const [batchId, setBatchId] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const smtp = useQuery(smtpConfiguredQuery);
  const [confirm, confirmDialog] = useConfirm();

  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (vendors.data ?? []).filter(
      (vendor) =>
        !needle ||
        vendor.name.toLowerCase().includes(needle) ||
        vendor.email.toLowerCase().includes(needle),
    );
  }, [vendors.data, search]);
  const allShownSelected = shown.length > 0 && shown.every((vendor) => selected.has(vendor.id));

  const sent = (result: MailingResultDto) => {
    setBatchId(result.batchId);
    void queryClient.invalidateQueries({ queryKey: outboxKeys.all });
    toast({ ...sentToast(smtp.data, result.message), variant: 'success' });
  };
  const failed = (error: unknown) =>
    toast({
      title: 'Fehler beim Versenden der E-Mails',
      description: apiErrorMessage(error, RETRY_TEXT),
      variant: 'destructive',
    });
  const toVendors = useSendMassEmail({ onSuccess: sent, onError: failed });
  const toCsv = useSendCsvEmail({ onSuccess: sent, onError: failed });
  const content = { subject: mail.subject, content: mail.content };
  const templateId = mail.templateId ?? undefined;
  const complete = mail.subject.trim() !== '' && mail.content.trim() !== '';
  // What the server sends: one mail per address (vendors sharing an address get one).
  const vendorRecipients = distinctAddressCount(
    (vendors.data ?? []).filter((vendor) => selected.has(vendor.id)),
  );
  /** Asks before a send to many: 'An 57 Händler senden?' with the subject. */
  const confirmSend = (title: string) =>
    confirm({
      title,
      text: `Betreff: „${mail.subject.trim()}“. Versendete E-Mails lassen sich nicht zurückholen.`,
      confirmLabel: 'Senden',
    });

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Stack spacing={2}>
          <MailContentFields value={mail} onChange={setMail} english />
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="subtitle1" component="h4" sx={{ mb: 1 }}>
              Externe Empfänger aus CSV (optional)
            </Typography>
            <CsvImport recipients={csv} onChange={setCsv} />
            {csv.length > 0 && (
              <Button
                sx={{ mt: 1 }}
                variant="contained"
                disabled={toCsv.isPending}
                onClick={async () => {
                  if (!complete) {
                    toast({ title: TEXTS.subjectAndContent, variant: 'destructive' });
                    return;
                  }
                  if (await confirmSend(`An ${distinctAddressCount(csv)} CSV-Empfänger senden?`)) {
                    toCsv.mutate({ emails: csv, ...content, templateId });
                  }
                }}
              >
                An CSV-Empfänger senden ({csv.length})
              </Button>
            )}
          </Paper>
          {batchId && <BatchProgress key={batchId} batchId={batchId} />}
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle1" component="h4">
            Händler
          </Typography>
          <TextField
            label="Händler suchen"
            size="small"
            fullWidth
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            sx={{ my: 1 }}
          />
          <QueryStatus query={vendors} what="Händler" />
          <FormControlLabel
            control={
              <Checkbox
                checked={allShownSelected}
                indeterminate={!allShownSelected && shown.some((vendor) => selected.has(vendor.id))}
                onChange={(event) =>
                  setSelected((current) => {
                    const next = new Set(current);
                    for (const vendor of shown) {
                      if (event.target.checked) next.add(vendor.id);
                      else next.delete(vendor.id);
                    }
                    return next;
                  })
                }
              />
            }
            label={`Alle auswählen (${shown.length})`}
          />
          <Divider />
          <List
            dense
            sx={{ maxHeight: 420, overflowY: 'auto' }}
            aria-label="Händler für die E-Mail"
          >
            {shown.map((vendor) => (
              <ListItem key={vendor.id} disableGutters sx={{ alignItems: 'flex-start' }}>
                <FormControlLabel
                  sx={{ flex: 1, mr: 0, alignItems: 'flex-start' }}
                  control={
                    <Checkbox
                      checked={selected.has(vendor.id)}
                      onChange={(event) =>
                        setSelected((current) => {
                          const next = new Set(current);
                          if (event.target.checked) next.add(vendor.id);
                          else next.delete(vendor.id);
                          return next;
                        })
                      }
                    />
                  }
                  label={
                    <Box sx={{ py: 0.75 }}>
                      <Typography sx={{ overflowWrap: 'anywhere' }}>{vendor.name}</Typography>
                      <Typography
                        variant="body2"
                        color="text.secondary"
                        sx={{ overflowWrap: 'anywhere' }}
                      >
                        {vendor.email}
                      </Typography>
                    </Box>
                  }
                />
                <Chip size="small" label={VENDOR_STATUS_LABELS[vendor.status]} sx={{ mt: 1 }} />
              </ListItem>
            ))}
          </List>
          <Button
            variant="contained"
            fullWidth
            sx={{ mt: 1 }}
            disabled={selected.size === 0 || toVendors.isPending}
            onClick={async () => {
              if (!complete) {
                toast({ title: TEXTS.massIncomplete, variant: 'destructive' });
                return;
              }
              if (await confirmSend(`An ${vendorRecipients} Händler senden?`))
                // Vendors who read English get the English version (CSV addresses: German).
                toVendors.mutate({
                  vendorIds: [...selected],
                  ...content,
                  ...englishOf(mail),
                  templateId,
                });
            }}
          >
            An {selected.size} ausgewählte Händler senden
          </Button>
        </Paper>
      </Grid>
      {confirmDialog}
    </Grid>
  );
}
