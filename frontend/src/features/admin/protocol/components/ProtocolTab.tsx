import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  actorName,
  AUDIT_LOG,
  type AuditLogEntryDto,
  formatLongDate,
  formatViennaTime,
} from '@standl/contracts';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useDeferredValue, useMemo, useState } from 'react';
import { apiErrorMessage, RETRY_TEXT } from '../../../../lib/request';
import { useToast } from '../../../../lib/toast';
import { PeriodPicker } from '../../shared/PeriodPicker';
import { type ViennaPeriod, presetPeriod, viennaToday } from '../../shared/vienna-period';
import { QueryStatus } from '../../shared/QueryStatus';
import { downloadProtocolCsv, protocolQuery, type ProtocolFilter } from '../api/protocol-api';
import {
  groupByDay,
  personFilter,
  personLabel,
  type PersonValue,
  personValue,
} from '../protocol-view';

const PAGE_SIZE = 50;

function EntryCard({ entry }: { entry: AuditLogEntryDto }) {
  return (
    <Card variant="outlined" component="li" data-testid="protocol-entry">
      <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Typography variant="caption" color="text.secondary">
          {formatViennaTime(entry.occurredAt)} · {actorName(entry.actor)}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {entry.label}
        </Typography>
        {entry.subject && <Typography variant="body2">{entry.subject}</Typography>}
        {entry.details && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {entry.details}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

function ProtocolCards({ entries }: { entries: AuditLogEntryDto[] }) {
  return (
    <Stack sx={{ gap: 2 }}>
      {groupByDay(entries).map(({ day, entries: ofDay }) => (
        <Box component="section" key={day} aria-label={formatLongDate(day)}>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            {formatLongDate(day)}
          </Typography>
          <Stack component="ol" sx={{ listStyle: 'none', m: 0, p: 0, gap: 1 }}>
            {ofDay.map((entry) => (
              <EntryCard key={entry.id} entry={entry} />
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

function ProtocolTable({ entries }: { entries: AuditLogEntryDto[] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Protokoll">
        <TableHead>
          <TableRow>
            <TableCell>Uhrzeit</TableCell>
            <TableCell>Person</TableCell>
            <TableCell>Ereignis</TableCell>
            <TableCell>Betrifft</TableCell>
            <TableCell>Details</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {groupByDay(entries).map(({ day, entries: ofDay }) => (
            <Fragment key={day}>
              <TableRow>
                <TableCell
                  component="th"
                  scope="rowgroup"
                  colSpan={5}
                  sx={{ bgcolor: 'action.hover', fontWeight: 600 }}
                >
                  {formatLongDate(day)}
                </TableCell>
              </TableRow>
              {ofDay.map((entry) => (
                <TableRow key={entry.id} data-testid="protocol-entry">
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatViennaTime(entry.occurredAt)}
                  </TableCell>
                  <TableCell>{actorName(entry.actor)}</TableCell>
                  <TableCell>{entry.label}</TableCell>
                  <TableCell>{entry.subject ?? '–'}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{entry.details ?? ''}</TableCell>
                </TableRow>
              ))}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * The 'Protokoll' (issue 29, docs/decisions.md 219): who did what, by day, filtered by period,
 * person and search, 50 a page. `mayExport`: the 'CSV exportieren' button (organisers; the
 * server refuses the export to every other role anyway).
 */
export function ProtocolTab({ mayExport }: { mayExport: boolean }) {
  const today = viennaToday();
  const { toast } = useToast();
  const mobile = useMediaQuery(useTheme().breakpoints.down('md'));
  const [period, setPeriod] = useState<ViennaPeriod>(() =>
    presetPeriod(AUDIT_LOG.defaultDays, today),
  );
  const [person, setPerson] = useState<PersonValue>('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const deferredSearch = useDeferredValue(search.trim());

  const filter = useMemo<ProtocolFilter>(
    () => ({
      from: period.from,
      to: period.to,
      ...personFilter(person),
      ...(deferredSearch ? { q: deferredSearch } : {}),
    }),
    [period, person, deferredSearch],
  );
  const log = useQuery(protocolQuery(filter, page, PAGE_SIZE));
  const pages = Math.max(1, Math.ceil((log.data?.total ?? 0) / PAGE_SIZE));
  const actors = log.data?.actors ?? [];
  const chosenKnown = person === '' || actors.some((actor) => personValue(actor) === person);

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadProtocolCsv(filter, today);
    } catch (error) {
      toast({
        title: 'Export fehlgeschlagen',
        description: apiErrorMessage(error, RETRY_TEXT),
        variant: 'destructive',
      });
    } finally {
      setExporting(false);
    }
  }

  return (
    <Stack sx={{ gap: 2 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h6" component="h2">
          Protokoll
        </Typography>
        {mayExport && (
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            loading={exporting}
            onClick={() => void exportCsv()}
          >
            CSV exportieren
          </Button>
        )}
      </Stack>

      <PeriodPicker
        value={period}
        today={today}
        onChange={(next) => {
          setPeriod(next);
          setPage(1);
        }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <TextField
          select
          size="small"
          label="Person"
          value={person}
          onChange={(event) => {
            setPerson(event.target.value as PersonValue);
            setPage(1);
          }}
          sx={{ minWidth: 240 }}
        >
          <MenuItem value="">Alle Personen</MenuItem>
          {actors.map((actor) => (
            <MenuItem key={personValue(actor)} value={personValue(actor)}>
              {personLabel(actor)}
            </MenuItem>
          ))}
          {!chosenKnown && (
            <MenuItem value={person}>{actorName(person.replace(/^\w+:/, ''))}</MenuItem>
          )}
        </TextField>
        <TextField
          size="small"
          label="Suche"
          placeholder="Ereignis, Person, Händler, Standplatz …"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
          slotProps={{
            htmlInput: { maxLength: AUDIT_LOG.maxSearchLength },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
          sx={{ flex: 1 }}
        />
      </Stack>

      {log.isFetching && !log.isPending && <LinearProgress aria-label="Protokoll wird geladen" />}
      {log.data ? (
        log.data.entries.length === 0 ? (
          <Alert severity="info">Keine Einträge für diese Auswahl.</Alert>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary">
              {log.data.total === 1 ? '1 Eintrag' : `${log.data.total} Einträge`}
            </Typography>
            {mobile ? (
              <ProtocolCards entries={log.data.entries} />
            ) : (
              <ProtocolTable entries={log.data.entries} />
            )}
            {pages > 1 && (
              <Pagination
                count={pages}
                page={Math.min(page, pages)}
                onChange={(_event, next) => setPage(next)}
                sx={{ alignSelf: 'center' }}
                getItemAriaLabel={(type, item) =>
                  type === 'page'
                    ? `Seite ${item}`
                    : type === 'next'
                      ? 'Nächste Seite'
                      : type === 'previous'
                        ? 'Vorige Seite'
                        : type === 'first'
                          ? 'Erste Seite'
                          : 'Letzte Seite'
                }
              />
            )}
          </>
        )
      ) : (
        <QueryStatus query={log} what="Einträge" />
      )}
    </Stack>
  );
}
