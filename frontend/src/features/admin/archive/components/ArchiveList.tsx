import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ArchiveEntryDto } from '@standl/contracts';
import { useId } from 'react';
import { formatEuro } from '../../../../lib/format';
import { NameEmailCell } from '../../shared/NameEmailCell';
import { ARCHIVE_MESSAGES, ARCHIVE_STATUS_LABELS, archiveStallText } from '../archive-rules';
import { useMay } from '../../auth';

export interface ArchiveListProps {
  entries: ArchiveEntryDto[];
  onUnblock: (entry: ArchiveEntryDto) => void;
  /** Marks a block permanent or liftable (the opposite of its mark). */
  onMark: (entry: ArchiveEntryDto) => void;
  onHistory: (entry: ArchiveEntryDto) => void;
  /** While an unblock or a change of the mark runs. */
  busy: boolean;
}

const isPermanent = (entry: ArchiveEntryDto) => entry.status === 'blocked' && !entry.canBeUnblocked;

/**
 * 'Aktiv', or 'Gesperrt' in red (with 'Dauerhafte Sperre' beside it for a block that cannot be
 * lifted) and the reason written below (phones show no tooltips).
 */
function ArchiveStatus({ entry }: { entry: ArchiveEntryDto }) {
  const reasonId = useId();
  const blocked = entry.status === 'blocked';
  return (
    <Stack sx={{ gap: 0.5, alignItems: 'flex-start' }}>
      <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
        <Chip
          size="small"
          label={ARCHIVE_STATUS_LABELS[entry.status]}
          color={blocked ? 'error' : 'success'}
          variant={blocked ? 'filled' : 'outlined'}
          data-testid="archive-status"
          aria-describedby={blocked && entry.reason ? reasonId : undefined}
        />
        {isPermanent(entry) && (
          <Chip
            size="small"
            label={ARCHIVE_MESSAGES.permanent}
            color="error"
            variant="outlined"
            data-testid="archive-permanent"
            aria-describedby={entry.reason ? reasonId : undefined}
          />
        )}
      </Stack>
      {blocked && entry.reason && (
        <Typography id={reasonId} variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
          {entry.reason}
        </Typography>
      )}
    </Stack>
  );
}

/** Paid of the total; '–' for an entry without a fee (no stall, or blocked before one). */
function amountsText(entry: ArchiveEntryDto): string {
  if (entry.totalAmount === 0 && entry.paymentAmount === 0) return '–';
  return `${formatEuro(entry.paymentAmount)} von ${formatEuro(entry.totalAmount)}`;
}

function EntryActions({
  entry,
  onUnblock,
  onMark,
  onHistory,
  busy,
}: Omit<ArchiveListProps, 'entries'> & {
  entry: ArchiveEntryDto;
}) {
  const permanent = isPermanent(entry);
  const mayEdit = useMay('archive.edit');
  const markLabel = permanent ? 'Als aufhebbar kennzeichnen' : 'Als dauerhaft kennzeichnen';
  return (
    <>
      {entry.vendorId && (
        <Button size="small" aria-label={`Verlauf: ${entry.name}`} onClick={() => onHistory(entry)}>
          Verlauf
        </Button>
      )}
      {mayEdit && entry.status === 'blocked' && (
        <Button
          size="small"
          aria-label={`${markLabel}: ${entry.name}`}
          disabled={busy}
          onClick={() => onMark(entry)}
        >
          {markLabel}
        </Button>
      )}
      {mayEdit && entry.status === 'blocked' && (
        // A disabled button gets no mouse events: the tooltip sits on a wrapper.
        <Tooltip title={permanent ? ARCHIVE_MESSAGES.permanentHint : ''} describeChild>
          <span>
            <Button
              size="small"
              variant="outlined"
              aria-label={`Sperre aufheben: ${entry.name}`}
              aria-description={permanent ? ARCHIVE_MESSAGES.permanentHint : undefined}
              disabled={busy || permanent}
              onClick={() => onUnblock(entry)}
            >
              Sperre aufheben
            </Button>
          </span>
        </Tooltip>
      )}
    </>
  );
}

export function ArchiveTable({ entries, ...actions }: ArchiveListProps) {
  return (
    <TableContainer component={Card}>
      <Table size="small" aria-label="Archiv">
        <TableHead>
          <TableRow>
            <TableCell>Name / Firma</TableCell>
            <TableCell>Jahr</TableCell>
            <TableCell>Standplatz</TableCell>
            <TableCell>Bezahlt</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Aktionen</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.id} data-testid="archive-row" data-entry-id={entry.id}>
              <NameEmailCell name={entry.name} email={entry.email} maxWidth={320} />
              <TableCell>{entry.year}</TableCell>
              <TableCell>{archiveStallText(entry) ?? '–'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{amountsText(entry)}</TableCell>
              <TableCell sx={{ maxWidth: 260 }}>
                <ArchiveStatus entry={entry} />
              </TableCell>
              <TableCell align="right">
                <Stack
                  direction="row"
                  sx={{ gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}
                >
                  <EntryActions entry={entry} {...actions} />
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

const hasActions = (entry: ArchiveEntryDto) =>
  entry.vendorId !== null || entry.status === 'blocked';

export function ArchiveCards({ entries, ...actions }: ArchiveListProps) {
  return (
    <Stack component="ul" aria-label="Archiv" sx={{ gap: 1.5, listStyle: 'none', m: 0, p: 0 }}>
      {entries.map((entry) => (
        <Card component="li" key={entry.id} data-testid="archive-row" data-entry-id={entry.id}>
          <CardContent sx={{ pb: hasActions(entry) ? 1 : 2 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {entry.name}
              </Typography>
              <Typography color="text.secondary" sx={{ flexShrink: 0 }}>
                {entry.year}
              </Typography>
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {entry.email}
            </Typography>
            <Stack sx={{ gap: 1, mt: 1 }}>
              <ArchiveStatus entry={entry} />
              <Typography variant="body2">
                Standplatz: {archiveStallText(entry) ?? 'keiner'}
              </Typography>
              <Typography variant="body2">Bezahlt: {amountsText(entry)}</Typography>
            </Stack>
          </CardContent>
          {hasActions(entry) && (
            <CardActions disableSpacing sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2, pt: 0 }}>
              <EntryActions entry={entry} {...actions} />
            </CardActions>
          )}
        </Card>
      ))}
    </Stack>
  );
}
