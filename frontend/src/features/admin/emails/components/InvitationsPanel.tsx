import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { INVITATION_SOURCE_LABELS, INVITATION_STATUS_LABELS } from '@standl/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { formatViennaDateTime } from '../../../../lib/format';
import { apiErrorMessage, RETRY_TEXT } from '../../../../lib/request';
import { useToast } from '../../../../lib/toast';
import { adminKeys, adminMarketSettingsQuery } from '../../shared/admin-queries';
import { QueryStatus } from '../../shared/QueryStatus';
import { useConfirm } from '../../shared/useConfirm';
import {
  invitationKeys,
  invitationsQuery,
  useCreateInvitation,
  useDeleteInvitation,
  useImportInvitations,
  usePrepareNextYearInvitations,
  useResendInvitation,
  useSendInvitationEmail,
  useSendInvitations,
} from '../api/invitations-api';
import { emailTemplatesQuery } from '../api/templates-api';
import type { CsvRecipient } from '../csv-recipients';
import { BatchProgress } from './BatchProgress';
import { CsvImport } from './CsvImport';
import { EMPTY_MAIL, type MailContent, MailContentFields } from './MailContentFields';

/** The spec's year select (2024-2026) plus the current season and the next one. */
function yearOptions(currentYear: number): number[] {
  return [...new Set([2024, 2025, 2026, currentYear, currentYear + 1])].sort();
}

/** Spec 001 "Invitations": a list per market year, imported or added, sent with personal links. */
export function InvitationsPanel() {
  const settings = useQuery(adminMarketSettingsQuery);
  const currentYear = settings.data?.currentYear ?? new Date().getFullYear();
  const [year, setYear] = useState<number | null>(null);
  const marketYear = year ?? currentYear;
  const invitations = useQuery(invitationsQuery(marketYear));
  const templates = useQuery(emailTemplatesQuery);
  const [editedMail, setMail] = useState<MailContent | null>(null);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [csv, setCsv] = useState<CsvRecipient[]>([]);
  const [search, setSearch] = useState('');
  const [confirm, confirmDialog] = useConfirm();
  const [batchId, setBatchId] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const { toast } = useToast();

  // The invitation text starts as the 'Händler-Einladung' template until the organiser edits it.
  const invitationTemplate = templates.data?.find(
    (item) => item.purpose === 'invitation' || item.name === 'Händler-Einladung',
  );
  const mail: MailContent =
    editedMail ??
    (invitationTemplate
      ? {
          ...EMPTY_MAIL,
          templateId: invitationTemplate.id,
          subject: invitationTemplate.subject,
          content: invitationTemplate.content,
        }
      : EMPTY_MAIL);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: invitationKeys.all });
    void queryClient.invalidateQueries({ queryKey: adminKeys.stats });
  };
  const failed = (title: string) => (error: unknown) =>
    toast({ title, description: apiErrorMessage(error, RETRY_TEXT), variant: 'destructive' });
  const needsMail = () => {
    if (mail.subject.trim() && mail.content.trim()) return false;
    toast({ title: 'Bitte füllen Sie Betreff und Inhalt aus', variant: 'destructive' });
    return true;
  };
  const sent = (result: { message: string; batchId?: string }) => {
    refresh();
    if (result.batchId) setBatchId(result.batchId);
    toast({ title: 'Einladungen versendet', description: result.message, variant: 'success' });
  };

  const add = useCreateInvitation({
    onSuccess: () => {
      refresh();
      setEmail('');
      setName('');
      toast({ title: 'Einladung hinzugefügt', variant: 'success' });
    },
    onError: failed('Fehler beim Speichern'),
  });
  const importCsv = useImportInvitations({
    onSuccess: (result) => {
      refresh();
      setCsv([]);
      toast({ title: 'CSV importiert', description: result.message, variant: 'success' });
    },
    onError: failed('Fehler beim Speichern'),
  });
  const sendCsv = useSendInvitationEmail({
    onSuccess: (result) => {
      setCsv([]);
      sent(result);
    },
    onError: failed('Fehler beim Versenden der E-Mails'),
  });
  const sendAll = useSendInvitations({
    onSuccess: sent,
    onError: failed('Fehler beim Versenden der E-Mails'),
  });
  const resend = useResendInvitation(mail, {
    onSuccess: sent,
    onError: failed('Fehler beim Versenden der E-Mails'),
  });
  const prepare = usePrepareNextYearInvitations(marketYear, {
    onSuccess: (result) => {
      refresh();
      setYear(marketYear + 1);
      toast({
        title: 'Nächstes Jahr vorbereitet',
        description: result.message,
        variant: 'success',
      });
    },
    onError: failed('Fehler beim Speichern'),
  });
  const remove = useDeleteInvitation({
    onSuccess: () => {
      refresh();
      toast({ title: 'Einladung gelöscht', variant: 'success' });
    },
    onError: failed('Fehler beim Löschen'),
  });

  const all = useMemo(() => invitations.data ?? [], [invitations.data]);
  const counts = {
    pending: all.filter((i) => i.status === 'pending').length,
    invited: all.filter((i) => i.status === 'invited').length,
    registered: all.filter((i) => i.status === 'registered').length,
  };
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return all.filter(
      (i) => !needle || i.email.includes(needle) || (i.name ?? '').toLowerCase().includes(needle),
    );
  }, [all, search]);

  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <TextField
          select
          label="Marktjahr"
          value={marketYear}
          onChange={(event) => setYear(Number(event.target.value))}
          sx={{ minWidth: 160 }}
        >
          {yearOptions(currentYear).map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        <Grid
          container
          spacing={1}
          sx={{ flex: 1 }}
          role="list"
          aria-label="Statistik der Einladungen"
        >
          {(
            [
              ['Ausstehend', counts.pending],
              ['Eingeladen', counts.invited],
              ['Registriert', counts.registered],
              ['Gesamt', all.length],
            ] as const
          ).map(([label, value]) => (
            <Grid key={label} size={{ xs: 6, sm: 3 }} role="listitem">
              <Paper variant="outlined" sx={{ p: 1.5 }}>
                <Typography variant="body2" color="text.secondary">
                  {label}
                </Typography>
                <Typography variant="h6" component="p">
                  {value}
                </Typography>
              </Paper>
            </Grid>
          ))}
        </Grid>
      </Stack>

      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={2}>
            <Typography variant="subtitle1" component="h4">
              Einladungstext
            </Typography>
            <MailContentFields
              value={mail}
              onChange={setMail}
              placeholders="{name}, {registrationUrl} (persönlicher Link)"
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ flexWrap: 'wrap' }}>
              <Button
                variant="contained"
                disabled={counts.pending === 0 || sendAll.isPending}
                onClick={() =>
                  !needsMail() &&
                  sendAll.mutate({ marketYear, subject: mail.subject, content: mail.content })
                }
              >
                Alle Einladungen senden ({counts.pending})
              </Button>
              <Button
                variant="outlined"
                disabled={prepare.isPending}
                onClick={() => prepare.mutate()}
              >
                Nächstes Jahr vorbereiten
              </Button>
            </Stack>
            {batchId && <BatchProgress key={batchId} batchId={batchId} />}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={2}>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Typography variant="subtitle1" component="h4" sx={{ mb: 1 }}>
                Einzelne Einladung hinzufügen
              </Typography>
              <Stack spacing={1.5}>
                <TextField
                  label="E-Mail"
                  type="email"
                  size="small"
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                  slotProps={{ htmlInput: { maxLength: 254 } }}
                />
                <TextField
                  label="Name (optional)"
                  size="small"
                  value={name}
                  onChange={(event) => setName(event.target.value)}
                  slotProps={{ htmlInput: { maxLength: 200 } }}
                />
                <Button
                  variant="outlined"
                  disabled={add.isPending}
                  onClick={() => {
                    if (!email.trim()) {
                      toast({ title: 'E-Mail ist erforderlich', variant: 'destructive' });
                      return;
                    }
                    add.mutate({
                      email: email.trim(),
                      name: name.trim() || undefined,
                      marketYear,
                    });
                  }}
                >
                  Hinzufügen
                </Button>
              </Stack>
            </Paper>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Typography variant="subtitle1" component="h4" sx={{ mb: 1 }}>
                Einladungen aus CSV
              </Typography>
              <CsvImport recipients={csv} onChange={setCsv} />
              {csv.length > 0 && (
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }}>
                  <Button
                    variant="outlined"
                    disabled={importCsv.isPending}
                    onClick={() => importCsv.mutate({ marketYear, entries: csv })}
                  >
                    In die Liste übernehmen
                  </Button>
                  <Button
                    variant="contained"
                    disabled={sendCsv.isPending}
                    onClick={() =>
                      !needsMail() &&
                      sendCsv.mutate({
                        marketYear,
                        emails: csv,
                        subject: mail.subject,
                        content: mail.content,
                      })
                    }
                  >
                    CSV-Einladungen senden ({csv.length})
                  </Button>
                </Stack>
              )}
            </Paper>
          </Stack>
        </Grid>
      </Grid>

      <Box>
        <TextField
          label="Einladungen durchsuchen"
          size="small"
          fullWidth
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ mb: 1 }}
        />
        <QueryStatus query={invitations} what="Einladungen" />
        {invitations.data && shown.length === 0 && (
          <Typography color="text.secondary">Keine Einladungen für {marketYear}.</Typography>
        )}
        <Paper variant="outlined" sx={{ display: shown.length ? 'block' : 'none' }}>
          <List disablePadding aria-label={`Einladungen ${marketYear}`}>
            {shown.map((invitation) => (
              <ListItem
                key={invitation.id}
                divider
                data-testid="invitation-row"
                sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
              >
                <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
                  <Typography sx={{ overflowWrap: 'anywhere' }}>
                    {invitation.name ? `${invitation.name} – ` : ''}
                    {invitation.email}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {INVITATION_SOURCE_LABELS[invitation.source]} · angelegt{' '}
                    {formatViennaDateTime(invitation.createdAt)}
                    {invitation.invitedAt &&
                      ` · eingeladen ${formatViennaDateTime(invitation.invitedAt)}`}
                    {invitation.registeredAt &&
                      ` · registriert ${formatViennaDateTime(invitation.registeredAt)}`}
                  </Typography>
                </Box>
                <Chip
                  size="small"
                  label={INVITATION_STATUS_LABELS[invitation.status]}
                  color={
                    invitation.status === 'registered'
                      ? 'success'
                      : invitation.status === 'invited'
                        ? 'info'
                        : 'default'
                  }
                />
                {invitation.status === 'invited' && (
                  <Button
                    size="small"
                    disabled={resend.isPending}
                    onClick={() => !needsMail() && resend.mutate(invitation)}
                  >
                    Erneut senden
                  </Button>
                )}
                {invitation.status !== 'registered' && (
                  <Button
                    size="small"
                    color="error"
                    onClick={async () => {
                      const confirmed = await confirm({
                        title: 'Einladung löschen?',
                        text: `${invitation.email} wird von der Liste ${marketYear} entfernt.`,
                        confirmLabel: 'Löschen',
                        destructive: true,
                      });
                      if (confirmed) remove.mutate(invitation);
                    }}
                  >
                    Löschen
                  </Button>
                )}
              </ListItem>
            ))}
          </List>
        </Paper>
      </Box>

      {confirmDialog}
    </Stack>
  );
}
