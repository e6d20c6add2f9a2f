import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  formatEuro,
  type AdminPaymentVendorDto,
  type BankStatementBookingResultDto,
  type BankStatementDto,
  type BankStatementLineDto,
} from '@standl/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { formatViennaDateTime } from '../../../../lib/format';
import { apiErrorMessage, RETRY_TEXT } from '../../../../lib/request';
import { useToast } from '../../../../lib/toast';
import { formatIban } from '../../../registration';
import { QueryStatus } from '../../shared/QueryStatus';
import { bankStatementQuery, useBookBankStatement } from './bank-api';
import {
  bookingLines,
  decidedEffect,
  effectText,
  hasProposal,
  isDecidable,
  LINE_GROUP_LABELS,
  lineDay,
  lineGroup,
  statementCounts,
  statementFormatLabel,
  vendorOptionLabel,
  vendorOptions,
  initialDecisions,
  type LineDecision,
  type LineGroup,
  type VendorOption,
} from './bank-rules';

const GROUP_COLORS: Record<LineGroup, 'success' | 'warning' | 'error' | 'default' | 'info'> = {
  matched: 'success',
  ambiguous: 'warning',
  unmatched: 'error',
  booked: 'info',
  ignored: 'default',
};

/**
 * A chip in a tone that stays readable: the text in the normal colour (the palette's light
 * colours on white fail WCAG contrast), the tone in its border and a thicker left edge.
 */
export function toneSx(tone: (typeof GROUP_COLORS)[LineGroup]) {
  const color = tone === 'default' ? 'divider' : `${tone}.main`;
  return { color: 'text.primary', borderColor: color, borderLeftWidth: 4 };
}

const MATCH_TEXT: Record<BankStatementLineDto['match'], string> = {
  reference: 'per Verwendungszweck',
  'amount-name': 'per Betrag und Name',
  ambiguous: 'mehrdeutig',
  none: 'nicht zugeordnet',
  'already-booked': 'bereits verbucht',
};

/** The preview of one statement in a dialog (full screen on phones): check, decide, book. */
export function StatementPreview({
  statementId,
  vendors,
  mobile,
  onClose,
}: {
  statementId: string | null;
  vendors: readonly AdminPaymentVendorDto[];
  mobile: boolean;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog
      open={statementId !== null}
      onClose={onClose}
      fullWidth
      maxWidth="xl"
      fullScreen={mobile}
      aria-labelledby={titleId}
    >
      {statementId && (
        <Loaded
          key={statementId}
          statementId={statementId}
          titleId={titleId}
          vendors={vendors}
          mobile={mobile}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

function Loaded({
  statementId,
  titleId,
  vendors,
  mobile,
  onClose,
}: {
  statementId: string;
  titleId: string;
  vendors: readonly AdminPaymentVendorDto[];
  mobile: boolean;
  onClose: () => void;
}) {
  const statement = useQuery(bankStatementQuery(statementId));
  if (!statement.data) {
    return (
      <>
        <DialogTitle id={titleId}>Kontoauszug prüfen</DialogTitle>
        <DialogContent>
          <QueryStatus query={statement} what="Kontoauszug" />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Schließen</Button>
        </DialogActions>
      </>
    );
  }
  return (
    <Review
      statement={statement.data}
      titleId={titleId}
      vendors={vendors}
      mobile={mobile}
      onClose={onClose}
    />
  );
}

function Review({
  statement,
  titleId,
  vendors,
  mobile,
  onClose,
}: {
  statement: BankStatementDto;
  titleId: string;
  vendors: readonly AdminPaymentVendorDto[];
  mobile: boolean;
  onClose: () => void;
}) {
  const { toast } = useToast();
  const [decisions, setDecisions] = useState<Record<string, LineDecision | undefined>>(() =>
    initialDecisions(statement),
  );
  const [result, setResult] = useState<BankStatementBookingResultDto | null>(null);
  const byId = useMemo(
    () => new Map(vendors.map((vendor) => [vendor.vendorId, vendor])),
    [vendors],
  );
  const counts = statementCounts(statement.lines);
  const toBook = bookingLines(statement, decisions);
  const undecided = statement.lines.filter(
    (line) => isDecidable(line) && decisions[line.id] === undefined,
  ).length;

  const book = useBookBankStatement({
    onSuccess: (answer) => {
      setResult(answer);
      toast({ title: answer.message, variant: 'success' });
    },
    onError: (error) =>
      toast({
        title: 'Buchen fehlgeschlagen',
        description: apiErrorMessage(error, RETRY_TEXT),
        variant: 'destructive',
      }),
  });

  const decide = (lineId: string, decision: LineDecision | undefined) => {
    setDecisions((current) => ({ ...current, [lineId]: decision }));
  };
  const lineNumbers = new Map(statement.lines.map((line) => [line.id, line.lineNumber]));

  return (
    <>
      <DialogTitle id={titleId} sx={{ pb: 1 }}>
        Kontoauszug prüfen
        <Typography
          variant="body2"
          color="text.secondary"
          component="span"
          sx={{ display: 'block' }}
        >
          <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
            {statement.fileName}
          </Box>{' '}
          · {statementFormatLabel(statement.format)} · hochgeladen{' '}
          {formatViennaDateTime(statement.uploadedAt)}
          {statement.uploadedBy ? ` von ${statement.uploadedBy}` : ''}
        </Typography>
      </DialogTitle>
      <DialogContent dividers>
        <Stack
          component="ul"
          direction="row"
          aria-label="Zeilen nach Zuordnung"
          data-testid="statement-counts"
          sx={{ listStyle: 'none', m: 0, p: 0, gap: 1, flexWrap: 'wrap', mb: 2 }}
        >
          {(['matched', 'ambiguous', 'unmatched', 'booked'] as const).map((group) => (
            <Chip
              component="li"
              key={group}
              variant="outlined"
              sx={toneSx(counts[group] > 0 ? GROUP_COLORS[group] : 'default')}
              label={`${counts[group]} ${LINE_GROUP_LABELS[group]}`}
            />
          ))}
          {counts.ignored > 0 && (
            <Chip component="li" label={`${counts.ignored} ${LINE_GROUP_LABELS.ignored}`} />
          )}
        </Stack>

        {result && (
          <Alert
            severity={result.skipped.length > 0 ? 'warning' : 'success'}
            sx={{ mb: 2 }}
            data-testid="booking-result"
          >
            <AlertTitle sx={{ mb: result.ignored > 0 || result.skipped.length > 0 ? 0.5 : 0 }}>
              {result.message}
            </AlertTitle>
            {result.ignored > 0 &&
              `${result.ignored} ${result.ignored === 1 ? 'Zeile' : 'Zeilen'} ignoriert.`}
            {result.skipped.length > 0 && (
              <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
                {result.skipped.map((skip) => (
                  <li key={skip.lineId}>
                    Zeile {lineNumbers.get(skip.lineId) ?? '?'}: {skip.reason}
                  </li>
                ))}
              </Box>
            )}
          </Alert>
        )}

        {statement.report.length > 0 && (
          <Alert severity="info" sx={{ mb: 2 }} data-testid="parse-report">
            <AlertTitle>
              {statement.report.length === 1
                ? '1 Zeile nicht übernommen'
                : `${statement.report.length} Zeilen nicht übernommen`}
            </AlertTitle>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {statement.report.map((entry) => (
                <li key={`${entry.lineNumber}-${entry.message}`}>
                  Zeile {entry.lineNumber}: {entry.message}
                </li>
              ))}
            </Box>
          </Alert>
        )}

        {statement.lines.length === 0 ? (
          <Typography color="text.secondary">
            Dieser Kontoauszug enthält keine Gutschriften.
          </Typography>
        ) : mobile ? (
          <Stack
            component="ul"
            aria-label="Gutschriften"
            sx={{ listStyle: 'none', m: 0, p: 0, gap: 1.5 }}
          >
            {statement.lines.map((line) => (
              <Card component="li" variant="outlined" key={line.id} data-testid="statement-line">
                <CardContent sx={{ '&:last-child': { pb: 2 } }}>
                  <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                    <Typography variant="body2" color="text.secondary">
                      {lineDay(line)}
                    </Typography>
                    <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                      {formatEuro(line.amount)}
                    </Typography>
                  </Stack>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {line.payerName ?? 'Auftraggeber unbekannt'}
                  </Typography>
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {line.remittance ?? 'ohne Verwendungszweck'}
                  </Typography>
                  <Box sx={{ mt: 1.5 }}>
                    <LineDecisionControls
                      line={line}
                      decision={decisions[line.id]}
                      vendors={vendors}
                      byId={byId}
                      onDecide={decide}
                    />
                  </Box>
                </CardContent>
              </Card>
            ))}
          </Stack>
        ) : (
          <TableContainer>
            <Table size="small" aria-label="Gutschriften">
              <TableHead>
                <TableRow>
                  <TableCell>Datum</TableCell>
                  <TableCell>Auftraggeber</TableCell>
                  <TableCell>Verwendungszweck</TableCell>
                  <TableCell align="right">Betrag</TableCell>
                  <TableCell sx={{ minWidth: 380 }}>Händler und Auswirkung</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {statement.lines.map((line) => (
                  <TableRow
                    key={line.id}
                    data-testid="statement-line"
                    sx={{ verticalAlign: 'top' }}
                  >
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{lineDay(line)}</TableCell>
                    <TableCell sx={{ maxWidth: 220 }}>
                      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                        {line.payerName ?? '–'}
                      </Typography>
                      {line.payerIban && (
                        <Typography variant="caption" color="text.secondary">
                          {formatIban(line.payerIban)}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell sx={{ maxWidth: 280, overflowWrap: 'anywhere' }}>
                      {line.remittance ?? '–'}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                      {formatEuro(line.amount)}
                    </TableCell>
                    <TableCell>
                      <LineDecisionControls
                        line={line}
                        decision={decisions[line.id]}
                        vendors={vendors}
                        byId={byId}
                        onDecide={decide}
                      />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, gap: 1, flexWrap: 'wrap' }}>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mr: 'auto', width: { xs: '100%', sm: 'auto' } }}
          role="status"
        >
          {undecided > 0
            ? `${undecided} ${undecided === 1 ? 'Zeile' : 'Zeilen'} noch ohne Entscheidung`
            : toBook.length === 0
              ? 'Nichts mehr zu buchen'
              : 'Alle Zeilen entschieden'}
        </Typography>
        <Button onClick={onClose}>Schließen</Button>
        <Button
          variant="contained"
          disabled={toBook.length === 0}
          loading={book.isPending}
          onClick={() => book.mutate({ statementId: statement.id, body: { lines: toBook } })}
        >
          {toBook.length > 0 ? `Buchen (${toBook.length})` : 'Buchen'}
        </Button>
      </DialogActions>
    </>
  );
}

function LineStatus({ line }: { line: BankStatementLineDto }) {
  const group = lineGroup(line);
  return (
    <Chip
      size="small"
      variant="outlined"
      sx={toneSx(GROUP_COLORS[group])}
      label={
        line.state === 'booked'
          ? 'verbucht'
          : line.state === 'open'
            ? MATCH_TEXT[line.match]
            : LINE_GROUP_LABELS[group]
      }
    />
  );
}

function LineDecisionControls({
  line,
  decision,
  vendors,
  byId,
  onDecide,
}: {
  line: BankStatementLineDto;
  decision: LineDecision | undefined;
  vendors: readonly AdminPaymentVendorDto[];
  byId: ReadonlyMap<string, AdminPaymentVendorDto>;
  onDecide: (lineId: string, decision: LineDecision | undefined) => void;
}) {
  const options = useMemo(
    () => vendorOptions(line.candidates, vendors),
    [line.candidates, vendors],
  );
  const bookedFor = line.vendorId
    ? (byId.get(line.vendorId)?.name ??
      line.candidates.find((c) => c.vendorId === line.vendorId)?.name)
    : null;

  if (!isDecidable(line)) {
    return (
      <Stack sx={{ gap: 0.5 }} data-testid="line-decision">
        <Box>
          <LineStatus line={line} />
        </Box>
        {line.state === 'booked' && (
          <Typography variant="body2">
            Verbucht{bookedFor ? ` bei ${bookedFor}` : ''}
            {line.bookedAt ? `, ${formatViennaDateTime(line.bookedAt)}` : ''}
            {line.bookedBy ? ` von ${line.bookedBy}` : ''}
          </Typography>
        )}
        {line.state === 'open' && line.match === 'already-booked' && (
          <Typography variant="body2" color="text.secondary">
            Dieselbe Buchung wurde schon aus einem anderen Kontoauszug verbucht.
          </Typography>
        )}
        {line.state === 'ignored' && (
          <Typography variant="body2" color="text.secondary">
            Ignoriert{line.bookedBy ? ` von ${line.bookedBy}` : ''}
          </Typography>
        )}
      </Stack>
    );
  }

  const ignored = decision?.kind === 'ignore';
  const chosen =
    decision?.kind === 'book'
      ? (options.find((option) => option.vendorId === decision.vendorId) ?? null)
      : null;
  const proposal = hasProposal(line) ? line.vendorId : null;
  const effect = decidedEffect(line, decision, byId);
  const label = `Händler für ${formatEuro(line.amount)} von ${line.payerName ?? 'unbekannt'}`;

  return (
    <Stack sx={{ gap: 1 }} data-testid="line-decision">
      <Box>
        <LineStatus line={line} />
      </Box>
      <Autocomplete<VendorOption>
        size="small"
        options={options}
        groupBy={(option) => option.group}
        getOptionLabel={vendorOptionLabel}
        isOptionEqualToValue={(option, value) => option.vendorId === value.vendorId}
        value={chosen}
        disabled={ignored}
        onChange={(_event, option) =>
          onDecide(line.id, option ? { kind: 'book', vendorId: option.vendorId } : undefined)
        }
        noOptionsText="Kein Händler gefunden"
        renderInput={(params) => (
          <TextField
            {...params}
            label="Händler"
            placeholder="Händler wählen"
            slotProps={{
              ...params.slotProps,
              htmlInput: { ...params.slotProps.htmlInput, 'aria-label': label },
            }}
          />
        )}
      />
      {line.duplicateOf && (
        <Typography variant="body2" color="warning.dark">
          Wohl schon von Hand verbucht (gleicher Händler, Betrag und Valutadatum): bitte prüfen.
        </Typography>
      )}
      <Typography
        variant="body2"
        data-testid="line-effect"
        sx={{
          fontWeight: 600,
          color:
            ignored || !chosen
              ? 'text.secondary'
              : effect && effect.refundDueAfter > 0
                ? 'warning.dark'
                : effect && effect.openAmountAfter > 0
                  ? 'text.primary'
                  : 'success.dark',
        }}
      >
        {ignored ? 'Wird ignoriert' : chosen ? effectText(effect) : 'Noch nicht zugeordnet'}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {proposal && (decision?.kind !== 'book' || decision.vendorId !== proposal) && (
          <Button
            size="small"
            variant="outlined"
            onClick={() => onDecide(line.id, { kind: 'book', vendorId: proposal })}
          >
            Vorschlag übernehmen
          </Button>
        )}
        <Button
          size="small"
          color={ignored ? 'primary' : 'inherit'}
          onClick={() => onDecide(line.id, ignored ? undefined : { kind: 'ignore' })}
        >
          {ignored ? 'Doch zuordnen' : 'Ignorieren'}
        </Button>
      </Stack>
    </Stack>
  );
}
