import BlockIcon from '@mui/icons-material/Block';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ArchiveEntryDto } from '@standl/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { apiErrorMessage, RETRY_TEXT } from '../../../../lib/request';
import { useToast } from '../../../../lib/toast';
import { useConfirm } from '../../shared/useConfirm';
import {
  archiveQuery,
  useInvalidateArchive,
  useMarkArchiveBlockPermanence,
  useUnblockArchiveEntry,
} from '../api/archive-api';
import {
  ARCHIVE_MESSAGES,
  ARCHIVE_STATUS_FILTERS,
  archiveCounter,
  archiveYears,
  filterArchive,
  type ArchiveStatusFilter,
} from '../archive-rules';
import { ArchiveHistoryDialog } from './ArchiveHistoryDialog';
import { ArchiveCards, ArchiveTable } from './ArchiveList';
import { BlockVendorDialog } from './BlockVendorDialog';
import { SeasonChangeCard } from './SeasonChangeCard';
import { useMay } from '../../auth';

/** Loading, or the spec's 'Failed to fetch archives' with the server reason and a retry. */
function ArchiveQueryStatus({ query }: { query: ReturnType<typeof useQuery> }) {
  if (query.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label="Archiv wird geladen" />
      </Box>
    );
  }
  if (!query.isError) return null;
  return (
    <Alert
      severity="error"
      action={<Button onClick={() => void query.refetch()}>Erneut laden</Button>}
    >
      <AlertTitle>{ARCHIVE_MESSAGES.fetchFailed}</AlertTitle>
      Das Archiv konnte nicht geladen werden. {apiErrorMessage(query.error, RETRY_TEXT)}
    </Alert>
  );
}

function useUnblock() {
  const { toast } = useToast();
  const invalidate = useInvalidateArchive();
  const [confirm, confirmDialog] = useConfirm();
  const unblock = useUnblockArchiveEntry({
    onSuccess: async (result, entry) => {
      toast({
        title: result.message || ARCHIVE_MESSAGES.unblocked,
        description: `${entry.name} kann sich wieder anmelden.`,
        variant: 'success',
      });
      await invalidate();
    },
    onError: (error) =>
      toast({
        title: ARCHIVE_MESSAGES.unblockFailed,
        description: apiErrorMessage(error, RETRY_TEXT),
        variant: 'destructive',
      }),
  });
  async function ask(entry: ArchiveEntryDto) {
    const confirmed = await confirm({
      title: 'Sperre aufheben?',
      text: `Die Sperre von ${entry.name} (${entry.email}, ${entry.year}) wird aufgehoben. Mit dieser E-Mail-Adresse ist dann wieder eine Anmeldung möglich.`,
      confirmLabel: 'Sperre aufheben',
    });
    if (confirmed) unblock.mutate(entry);
  }
  return { ask, busy: unblock.isPending, confirmDialog };
}

/** 'Als dauerhaft kennzeichnen' / 'Als aufhebbar kennzeichnen': flips a block's mark. */
function useMarkPermanence() {
  const { toast } = useToast();
  const invalidate = useInvalidateArchive();
  const [confirm, confirmDialog] = useConfirm();
  const mark = useMarkArchiveBlockPermanence({
    onSuccess: async (result, { entry }) => {
      toast({
        title: result.message,
        description: `${entry.name}: Die Sperre kann ${
          result.entry.canBeUnblocked ? 'jetzt' : 'nicht mehr'
        } aufgehoben werden.`,
        variant: 'success',
      });
      await invalidate();
    },
    onError: (error) =>
      toast({
        title: ARCHIVE_MESSAGES.markFailed,
        description: apiErrorMessage(error, RETRY_TEXT),
        variant: 'destructive',
      }),
  });
  async function ask(entry: ArchiveEntryDto) {
    const who = `${entry.name} (${entry.email}, ${entry.year})`;
    const confirmed = await confirm(
      entry.canBeUnblocked
        ? {
            title: 'Als dauerhaft kennzeichnen?',
            text: `Die Sperre von ${who} kann dann nicht mehr aufgehoben werden, bis sie wieder als aufhebbar gekennzeichnet wird.`,
            confirmLabel: 'Als dauerhaft kennzeichnen',
            destructive: true,
          }
        : {
            title: 'Als aufhebbar kennzeichnen?',
            text: `Die Sperre von ${who} bleibt bestehen, kann danach aber aufgehoben werden.`,
            confirmLabel: 'Als aufhebbar kennzeichnen',
          },
    );
    if (confirmed) mark.mutate({ entry, canBeUnblocked: !entry.canBeUnblocked });
  }
  return { ask, busy: mark.isPending, confirmDialog };
}

/**
 * Spec 001 "Archive tab": the vendor archive with search, year and status filters, block/unblock
 * and the mark of a block (permanent or liftable).
 */
export function ArchiveTab() {
  const archive = useQuery(archiveQuery);
  const mayEdit = useMay('archive.edit');
  const mobile = useMediaQuery(useTheme().breakpoints.down('md'));
  const unblock = useUnblock();
  const mark = useMarkPermanence();
  const [search, setSearch] = useState('');
  const [year, setYear] = useState<number | null>(null);
  const [status, setStatus] = useState<ArchiveStatusFilter>('all');
  const [blocking, setBlocking] = useState(false);
  const [historyOf, setHistoryOf] = useState<ArchiveEntryDto | null>(null);

  const all = useMemo(() => archive.data ?? [], [archive.data]);
  const years = useMemo(() => archiveYears(all), [all]);
  // A year that left the archive (a reload after a change) no longer filters.
  const activeYear = year !== null && years.includes(year) ? year : null;
  const found = filterArchive(all, { search, year: activeYear, status });
  const listProps = {
    entries: found,
    onUnblock: (entry: ArchiveEntryDto) => void unblock.ask(entry),
    onMark: (entry: ArchiveEntryDto) => void mark.ask(entry),
    onHistory: setHistoryOf,
    busy: unblock.busy || mark.busy,
  };

  return (
    <Box component="section" aria-labelledby="archive-heading">
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mb: 2,
          flexWrap: 'wrap',
        }}
      >
        <Typography id="archive-heading" variant="h5" component="h2">
          Archiv
        </Typography>
        {mayEdit && (
          <Button
            variant="contained"
            color="error"
            startIcon={<BlockIcon />}
            onClick={() => setBlocking(true)}
          >
            Händler sperren
          </Button>
        )}
      </Stack>

      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'minmax(0, 1fr) 160px 160px' },
          '& > :first-of-type': { gridColumn: { xs: '1 / -1', md: 'auto' } },
        }}
      >
        <TextField
          label="Archiv durchsuchen"
          placeholder="Name, E-Mail oder Standplatz"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          type="search"
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
        <TextField
          select
          label="Jahr"
          value={activeYear === null ? 'all' : String(activeYear)}
          onChange={(event) =>
            setYear(event.target.value === 'all' ? null : Number(event.target.value))
          }
        >
          <MenuItem value="all">Alle Jahre</MenuItem>
          {years.map((item) => (
            <MenuItem key={item} value={String(item)}>
              {item}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Status"
          value={status}
          onChange={(event) => setStatus(event.target.value as ArchiveStatusFilter)}
        >
          {ARCHIVE_STATUS_FILTERS.map((item) => (
            <MenuItem key={item.value} value={item.value}>
              {item.label}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Typography
        variant="body2"
        color="text.secondary"
        role="status"
        data-testid="archive-counter"
        sx={{ mt: 1, mb: 2 }}
      >
        {archive.data ? archiveCounter(found.length, all.length) : ' '}
      </Typography>

      <ArchiveQueryStatus query={archive} />
      {archive.data &&
        (found.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
            {all.length === 0 ? 'Das Archiv ist noch leer.' : 'Keine Einträge gefunden.'}
          </Typography>
        ) : mobile ? (
          <ArchiveCards {...listProps} />
        ) : (
          <ArchiveTable {...listProps} />
        ))}

      {/* Once a year, after the market: below the list the organiser works with. */}
      {mayEdit && (
        <Box sx={{ mt: 4 }}>
          <SeasonChangeCard />
        </Box>
      )}

      <BlockVendorDialog open={blocking} onClose={() => setBlocking(false)} />
      <ArchiveHistoryDialog entry={historyOf} onClose={() => setHistoryOf(null)} />
      {unblock.confirmDialog}
      {mark.confirmDialog}
    </Box>
  );
}
