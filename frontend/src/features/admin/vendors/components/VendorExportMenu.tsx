import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { AdminVendorDto } from '@standl/contracts';
import { useState } from 'react';
import { useToast } from '../../../../lib/toast';
import { exportVendors } from '../export/export-vendors';
import type { ExportFormat } from '../export/vendor-export';

const FORMATS: { format: ExportFormat; label: string; hint: string }[] = [
  { format: 'csv', label: 'Als CSV (Excel)', hint: 'Semikolon-getrennt, UTF-8' },
  { format: 'xlsx', label: 'Als Excel-Datei (XLSX)', hint: 'Mit Filter und Euro-Format' },
];

function exportedText(count: number): string {
  return count === 1 ? '1 Händler exportiert.' : `${count} Händler exportiert.`;
}

/**
 * 'Exportieren' (spec 001 section 2, issue 16): the vendors the search shows, as CSV for Excel
 * or as an XLSX file, chosen from a small menu.
 */
export function VendorExportMenu({ vendors }: { vendors: readonly AdminVendorDto[] }) {
  const { toast } = useToast();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const open = anchor !== null;

  async function run(format: ExportFormat) {
    setAnchor(null);
    if (busy) return;
    setBusy(true);
    try {
      await exportVendors(vendors, format);
      toast({
        title: 'Export erstellt',
        description: exportedText(vendors.length),
        variant: 'success',
      });
    } catch {
      toast({
        title: 'Export fehlgeschlagen',
        description: 'Die Datei konnte nicht erstellt werden. Bitte erneut versuchen.',
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button
        id="vendor-export-button"
        variant="outlined"
        size="small"
        // Busy, the button stays enabled (no 'loading'): disabling it would drop the keyboard
        // focus the menu hands back to it.
        startIcon={
          busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : <FileDownloadIcon />
        }
        endIcon={<ArrowDropDownIcon />}
        aria-busy={busy}
        disabled={vendors.length === 0}
        aria-haspopup="menu"
        aria-expanded={open ? 'true' : undefined}
        aria-controls={open ? 'vendor-export-menu' : undefined}
        onClick={(event) => {
          if (!busy) setAnchor(event.currentTarget);
        }}
      >
        Exportieren
      </Button>
      <Menu
        id="vendor-export-menu"
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': 'vendor-export-button' } }}
      >
        {FORMATS.map(({ format, label, hint }) => (
          <MenuItem key={format} onClick={() => void run(format)} data-format={format}>
            <ListItemText primary={label} secondary={hint} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
