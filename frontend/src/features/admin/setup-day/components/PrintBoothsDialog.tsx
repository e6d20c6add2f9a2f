import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { SETUP_DAY_MESSAGES } from '@standl/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryStatus } from '../../shared/QueryStatus';
import { adminBoothsQuery } from '../../shared/admin-queries';
import { openPrintWindow } from '../print-window';
import { adminApi } from '../../../../lib/admin-api';
import { BOOTH_SHEETS_PATH, fetchBoothSheets, sheetPreviews, summaryText } from '../setup-day-api';
import { SheetPreviewList } from './SheetPreviewList';

/** Fetched afresh at every opening (codes and assignments change on set-up day). */
const boothSheetsQuery = queryOptions({
  queryKey: [BOOTH_SHEETS_PATH],
  queryFn: fetchBoothSheets,
  staleTime: 0,
  gcTime: 0,
});

/** Who prints on which stall, with the scan codes (its own key: the scanner keeps its list). */
const scanListQuery = queryOptions({
  queryKey: ['/api/admin/scan-list', 'print-preview'],
  queryFn: () => adminApi.scanList(),
  staleTime: 0,
  gcTime: 0,
});

/** 'Standplätze drucken': a preview of the stall sheets and 'Alle drucken' (spec 001 section 2). */
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

function PrintBoothsContent({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const sheets = useQuery(boothSheetsQuery);
  const booths = useQuery(adminBoothsQuery);
  const scanList = useQuery(scanListQuery);
  const [popupBlocked, setPopupBlocked] = useState(false);
  const previews =
    booths.data && scanList.data ? sheetPreviews(booths.data, scanList.data.vendors) : null;

  function printAll() {
    // Opened before anything is awaited: pop-up blockers allow a window only in the click.
    const printWindow = openPrintWindow();
    setPopupBlocked(printWindow === null);
    if (!printWindow) return;
    if (sheets.data) {
      printWindow.show(sheets.data);
      return;
    }
    queryClient
      .ensureQueryData(boothSheetsQuery)
      .then((pdf) => printWindow.show(pdf))
      .catch(() => printWindow.close());
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
        <Typography
          data-testid="print-summary"
          variant="subtitle1"
          sx={{ fontWeight: 600 }}
          role="status"
        >
          {previews
            ? previews.length === 0
              ? SETUP_DAY_MESSAGES.noBooths
              : summaryText(previews)
            : ' '}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Jeder Standplatz wird auf einer eigenen A4-Seite gedruckt: vergebene Plätze mit Händler,
          Scan-Code und QR-Code, freie Plätze mit „FREI“, Größe und Preis.
        </Typography>
        {popupBlocked && <Alert severity="warning">{SETUP_DAY_MESSAGES.popupBlocked}</Alert>}
        {sheets.isError && <QueryStatus query={sheets} what="Standblätter" />}
        {booths.isError && <QueryStatus query={booths} what="Standplätze" />}
        {scanList.isError && <QueryStatus query={scanList} what="Händler mit Standplatz" />}
        {!previews && !booths.isError && !scanList.isError && (
          <QueryStatus query={booths.isPending ? booths : scanList} what="Standblätter" />
        )}
        {previews && sheets.isPending && (
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
        <Button
          variant="contained"
          startIcon={<PrintIcon />}
          onClick={printAll}
          disabled={sheets.isError}
        >
          Alle drucken
        </Button>
      </DialogActions>
    </>
  );
}
