import LockIcon from '@mui/icons-material/Lock';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BOOTH_PRINT_SCOPES, type BoothPrintScope, SETUP_DAY_MESSAGES } from '@standl/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useMay } from '../../auth';
import { QueryStatus } from '../../shared/QueryStatus';
import { adminBoothsQuery } from '../../shared/admin-queries';
import { openPrintWindow } from '../print-window';
import { apiErrorMessage } from '../../../../lib/request';
import {
  BOOTH_SHEETS_PATH,
  printScanListQuery,
  EMERGENCY_LIST_PATH,
  fetchPrintPdf,
  type PrintSelection,
  selectedSheets,
  sheetPreviews,
  summaryText,
} from '../setup-day-api';
import { SheetPreviewList } from './SheetPreviewList';

/** Fetched afresh at every opening and choice (codes and assignments change on set-up day). */
function printPdfQuery(path: string, selection: PrintSelection) {
  return queryOptions({
    queryKey: [path, selection.scope, selection.boothNumbers],
    queryFn: () => fetchPrintPdf(path, selection),
    staleTime: 0,
    gcTime: 0,
  });
}

/**
 * 'Standplätze drucken' (spec 001 section 2): all, assigned or selected stalls, a preview of their
 * sheets, 'Standblätter drucken' and the organiser's confidential 'Notfall-Liste drucken'.
 */
export function PrintBoothsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby="print-booths-title"
    >
      {/* Mounted per opening: every opening loads the sheets anew. */}
      {open && <PrintBoothsContent onClose={onClose} />}
    </Dialog>
  );
}

const SCOPE_LABELS: Record<BoothPrintScope, string> = {
  all: 'Alle Standplätze',
  assigned: 'Nur vergebene',
  selected: 'Ausgewählte',
};

function PrintBoothsContent({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  // The confidential emergency list (access codes, contacts) is the organiser's (issue 29).
  const mayPrintEmergencyList = useMay('vendors.export');
  const [selection, setSelection] = useState<PrintSelection>({ scope: 'all', boothNumbers: [] });
  const ready = selection.scope !== 'selected' || selection.boothNumbers.length > 0;
  const sheets = useQuery({ ...printPdfQuery(BOOTH_SHEETS_PATH, selection), enabled: ready });
  const booths = useQuery(adminBoothsQuery);
  const scanList = useQuery(printScanListQuery);
  const [popupBlocked, setPopupBlocked] = useState(false);
  const [listError, setListError] = useState<string | null>(null);
  const allPreviews =
    booths.data && scanList.data ? sheetPreviews(booths.data, scanList.data.vendors) : null;
  const previews = allPreviews && selectedSheets(allPreviews, selection);

  /** Opens the print window in the click (pop-up blockers allow one only there), then the PDF. */
  function print(path: string, title: string, loading: string, onError: (error: unknown) => void) {
    const printWindow = openPrintWindow(title, loading);
    setPopupBlocked(printWindow === null);
    if (!printWindow) return;
    if (path === BOOTH_SHEETS_PATH && sheets.data) {
      printWindow.show(sheets.data);
      return;
    }
    queryClient
      .ensureQueryData(printPdfQuery(path, selection))
      .then((pdf) => printWindow.show(pdf))
      .catch((error: unknown) => {
        printWindow.close();
        onError(error);
      });
  }

  function printSheets() {
    print(BOOTH_SHEETS_PATH, 'Standblätter drucken', 'Die Standblätter werden geladen …', () => {
      // The sheets query shows its own error.
    });
  }

  function printEmergencyList() {
    setListError(null);
    print(
      EMERGENCY_LIST_PATH,
      'Notfall-Liste drucken',
      'Die Notfall-Liste wird geladen …',
      (error) =>
        setListError(apiErrorMessage(error, 'Die Notfall-Liste konnte nicht geladen werden.')),
    );
  }

  function openPdf() {
    if (!sheets.data) return;
    const url = URL.createObjectURL(sheets.data);
    window.open(url, '_blank');
    window.setTimeout(() => URL.revokeObjectURL(url), 10 * 60_000);
  }

  return (
    <>
      <DialogTitle id="print-booths-title">Standplätze drucken</DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <FormControl>
          <FormLabel id="print-scope-label">Welche Standplätze?</FormLabel>
          <RadioGroup
            row
            aria-labelledby="print-scope-label"
            value={selection.scope}
            onChange={(event) =>
              setSelection((current) => ({
                ...current,
                scope: event.target.value as BoothPrintScope,
              }))
            }
          >
            {BOOTH_PRINT_SCOPES.map((scope) => (
              <FormControlLabel
                key={scope}
                value={scope}
                control={<Radio />}
                label={SCOPE_LABELS[scope]}
              />
            ))}
          </RadioGroup>
        </FormControl>
        {selection.scope === 'selected' && (
          <Autocomplete
            multiple
            disableCloseOnSelect
            options={allPreviews ?? []}
            loading={!allPreviews}
            loadingText="Standplätze werden geladen …"
            noOptionsText="Kein Standplatz gefunden"
            value={(allPreviews ?? []).filter((sheet) =>
              selection.boothNumbers.includes(sheet.boothNumber),
            )}
            onChange={(_event, value) =>
              setSelection((current) => ({
                ...current,
                boothNumbers: value.map((sheet) => sheet.boothNumber),
              }))
            }
            getOptionLabel={(sheet) =>
              `${sheet.boothNumber} · ${sheet.kind === 'assigned' ? sheet.vendorName : 'frei'}`
            }
            isOptionEqualToValue={(option, value) => option.boothId === value.boothId}
            renderValue={(value, getItemProps) =>
              value.map((sheet, index) => (
                <Chip
                  {...getItemProps({ index })}
                  key={sheet.boothId}
                  size="small"
                  label={sheet.boothNumber}
                />
              ))
            }
            renderInput={(params) => (
              <TextField
                {...params}
                label="Standplätze auswählen"
                error={!ready}
                helperText={
                  ready
                    ? 'Nummer oder Händlername eintippen'
                    : SETUP_DAY_MESSAGES.printSelectionRequired
                }
              />
            )}
          />
        )}
        <Typography
          data-testid="print-summary"
          variant="subtitle1"
          sx={{ fontWeight: 600 }}
          role="status"
        >
          {previews
            ? previews.length === 0
              ? ready
                ? SETUP_DAY_MESSAGES.noBooths
                : SETUP_DAY_MESSAGES.printSelectionRequired
              : summaryText(previews)
            : ' '}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Jeder Standplatz wird auf einer eigenen A4-Seite gedruckt: vergebene Plätze mit Händler,
          Status, QR-Code und Scan-Code, freie Plätze mit „FREI“, Größe und Preis. Zugangscodes und
          Kontaktdaten stehen nur auf der vertraulichen Notfall-Liste für die Marktleitung – diese
          bitte nicht aushängen.
        </Typography>
        {popupBlocked && <Alert severity="warning">{SETUP_DAY_MESSAGES.popupBlocked}</Alert>}
        {listError && <Alert severity="error">{listError}</Alert>}
        {sheets.isError && <QueryStatus query={sheets} what="Standblätter" />}
        {booths.isError && <QueryStatus query={booths} what="Standplätze" />}
        {scanList.isError && <QueryStatus query={scanList} what="Händler mit Standplatz" />}
        {!previews && !booths.isError && !scanList.isError && (
          <QueryStatus query={booths.isPending ? booths : scanList} what="Standblätter" />
        )}
        {previews && ready && sheets.isPending && (
          <Typography variant="body2" color="text.secondary">
            Das PDF wird erstellt …
          </Typography>
        )}
        {previews && previews.length > 0 && <SheetPreviewList sheets={previews} />}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>Schließen</Button>
        <Button startIcon={<OpenInNewIcon />} onClick={openPdf} disabled={!sheets.data}>
          PDF öffnen
        </Button>
        {mayPrintEmergencyList && (
          <Button
            variant="outlined"
            startIcon={<LockIcon />}
            onClick={printEmergencyList}
            disabled={!ready}
          >
            Notfall-Liste drucken
          </Button>
        )}
        <Button
          variant="contained"
          startIcon={<PrintIcon />}
          onClick={printSheets}
          disabled={!ready || sheets.isError}
        >
          Standblätter drucken
        </Button>
      </DialogActions>
    </>
  );
}
