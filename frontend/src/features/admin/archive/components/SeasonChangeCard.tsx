import ArchiveIcon from '@mui/icons-material/Archive';
import PlaylistPlayIcon from '@mui/icons-material/PlaylistPlay';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { VENDOR_STATUS_LABELS, type SeasonChangeDto } from '@standl/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate } from '../../../../lib/format';
import { apiErrorMessage, RETRY_TEXT } from '../../../../lib/request';
import { useToast } from '../../../../lib/toast';
import { adminMarketSettingsQuery } from '../../shared/admin-queries';
import { useConfirm } from '../../shared/useConfirm';
import { useChangeSeason, useInvalidateArchive } from '../api/archive-api';
import { seasonArchiveState } from '../archive-rules';

function statusLabel(status: string): string {
  return (VENDOR_STATUS_LABELS as Record<string, string>)[status] ?? status;
}

function count(value: number, one: string, many: string): string {
  return `${value} ${value === 1 ? one : many}`;
}

/** What the dry run found: the numbers, then every vendor of the season. */
function DryRunResult({ result }: { result: SeasonChangeDto }) {
  const facts = [
    count(result.vendorCount, 'Händler wird archiviert', 'Händler werden archiviert'),
    `davon ${result.blockedCount} gesperrt`,
    count(result.stallsFreed, 'Standplatz wird frei', 'Standplätze werden frei'),
  ];
  return (
    <Box data-testid="season-dry-run" sx={{ mt: 2 }}>
      <Alert severity="info" role="status">
        <AlertTitle>
          Probelauf: Saison {result.year} → {result.nextYear}
        </AlertTitle>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </Box>
        {result.message && <Typography sx={{ mt: 1 }}>{result.message}</Typography>}
      </Alert>
      {result.vendors.length > 0 && (
        <List dense aria-label="Händler der Saison" sx={{ maxHeight: 320, overflow: 'auto' }}>
          {result.vendors.map((vendor) => (
            <ListItem
              key={vendor.vendorId}
              divider
              secondaryAction={
                vendor.blocked ? <Chip size="small" color="error" label="Gesperrt" /> : undefined
              }
              sx={{ pr: vendor.blocked ? 12 : 2 }}
            >
              <ListItemText
                primary={vendor.name}
                secondary={`${vendor.boothNumber ?? 'ohne Standplatz'} · ${statusLabel(vendor.status)}`}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}

/** Why archiving is not possible yet, or null when it is (or the settings are not known). */
function useArchiveBlocker(): string | null {
  const settings = useQuery(adminMarketSettingsQuery);
  // Unknown settings: the server decides (and answers with its message).
  if (!settings.data) return null;
  const state = seasonArchiveState(settings.data.marketEndDate);
  if (state.state === 'no-market-end') {
    return 'Archivieren ist erst möglich, wenn in den Einstellungen der letzte Markttag eingetragen ist.';
  }
  if (state.state === 'too-early') {
    return `Archivieren ist ab ${formatDate(state.from)} möglich, nach dem letzten Markttag (${formatDate(settings.data.marketEndDate)}).`;
  }
  return null;
}

/**
 * 'Saison abschließen' (issue 15, docs/decisions.md 80): a dry run shows what the season change
 * would do; then the organiser archives the season after a confirmation.
 */
export function SeasonChangeCard() {
  const { toast } = useToast();
  const invalidate = useInvalidateArchive();
  const [confirm, confirmDialog] = useConfirm();
  const [dryRun, setDryRun] = useState<SeasonChangeDto | null>(null);
  const blocker = useArchiveBlocker();

  const failed = (title: string) => (error: unknown) =>
    toast({ title, description: apiErrorMessage(error, RETRY_TEXT), variant: 'destructive' });

  const preview = useChangeSeason(true, {
    onSuccess: setDryRun,
    onError: failed('Probelauf fehlgeschlagen'),
  });
  const run = useChangeSeason(false, {
    onSuccess: async (result) => {
      setDryRun(null);
      toast({ title: 'Saison archiviert', description: result.message, variant: 'success' });
      await invalidate();
    },
    onError: failed('Saison konnte nicht archiviert werden'),
  });

  async function archiveSeason() {
    if (!dryRun) return;
    const confirmed = await confirm({
      title: `Saison ${dryRun.year} archivieren?`,
      text: `${count(dryRun.vendorCount, 'Händler wird', 'Händler werden')} archiviert, die Standplätze werden frei, Lift-Termine und Reservierungen enden und das Marktjahr wechselt auf ${dryRun.nextYear}. Rechnungen und Zahlungen bleiben erhalten. Dies kann nicht rückgängig gemacht werden.`,
      confirmLabel: 'Saison archivieren',
      destructive: true,
    });
    if (confirmed) run.mutate();
  }

  return (
    <Card variant="outlined" component="section" aria-labelledby="season-change-heading">
      <CardContent>
        <Typography id="season-change-heading" variant="h6" component="h3" gutterBottom>
          Saison abschließen
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Nach dem Markt werden alle Händler der Saison mit Standplatz, Beträgen und Sperren ins
          Archiv übernommen; die Standplätze werden frei und das Marktjahr wechselt. Zwei Monate
          nach Marktende geschieht das automatisch. Der Probelauf zeigt zuerst, was passieren würde,
          ohne etwas zu ändern.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, mt: 2 }}>
          <Button
            variant="outlined"
            startIcon={<PlaylistPlayIcon />}
            loading={preview.isPending}
            loadingPosition="start"
            onClick={() => preview.mutate()}
          >
            Probelauf
          </Button>
          <Button
            variant="contained"
            color="error"
            startIcon={<ArchiveIcon />}
            disabled={!dryRun || blocker !== null}
            aria-describedby={blocker || !dryRun ? 'season-archive-hint' : undefined}
            loading={run.isPending}
            loadingPosition="start"
            onClick={() => void archiveSeason()}
          >
            Saison jetzt archivieren
          </Button>
        </Stack>
        {(blocker || !dryRun) && (
          <Typography
            id="season-archive-hint"
            variant="caption"
            color="text.secondary"
            data-testid="season-archive-hint"
            sx={{ display: 'block', mt: 1 }}
          >
            {blocker ?? 'Archivieren ist nach einem Probelauf möglich.'}
          </Typography>
        )}
        {dryRun && <DryRunResult result={dryRun} />}
      </CardContent>
      {confirmDialog}
    </Card>
  );
}
