import KeyboardIcon from '@mui/icons-material/Keyboard';
import PinIcon from '@mui/icons-material/Pin';
import PrintIcon from '@mui/icons-material/Print';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { SETUP_DAY_MESSAGES } from '@standl/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { apiErrorMessage, RETRY_TEXT } from '../../../../lib/request';
import { useToast } from '../../../../lib/toast';
import { useMay } from '../../auth';
import { AufbauCheckButton } from '../../jobs';
import { generateScanCodes } from '../setup-day-api';
import { PrintBoothsDialog } from './PrintBoothsDialog';
import { SimpleScannerDialog } from './SimpleScannerDialog';

function generatedText(generated: number): string {
  if (generated === 0) return 'Alle Händler mit Standplatz haben bereits einen Scan-Code.';
  return generated === 1 ? '1 neuer Scan-Code vergeben.' : `${generated} neue Scan-Codes vergeben.`;
}

/**
 * The set-up day buttons (spec 001 section 2), in the vendors tab and the set-up day's tab:
 * print the stall sheets, generate the 4-digit scan codes, open the QR scanner, the simple
 * scanner for typed codes, and the Aufbau-Check (blocks vendors not set up by the last market
 * day). Each shows only for a role that may use it (issue 29); none, and the group is left out.
 */
export function SetUpDayActions() {
  const mayPrint = useMay('setupDay.print');
  const mayScan = useMay('setupDay.scan');
  const mayEdit = useMay('vendors.edit');
  const { toast } = useToast();
  const [printing, setPrinting] = useState(false);
  const [scanning, setScanning] = useState(false);

  const generate = useMutation({
    mutationFn: generateScanCodes,
    onSuccess: (result) =>
      toast({
        title: SETUP_DAY_MESSAGES.codesGenerated,
        description: generatedText(result.generated),
        variant: 'success',
      }),
    onError: (error) =>
      toast({
        title: SETUP_DAY_MESSAGES.codesFailed,
        description: apiErrorMessage(error, RETRY_TEXT),
        variant: 'destructive',
      }),
  });

  if (!mayPrint && !mayScan && !mayEdit) return null;
  return (
    <>
      <Box
        role="group"
        aria-label="Aufbautag"
        data-testid="setup-day-actions"
        sx={{
          display: 'grid',
          // Two per row on phones, one row from tablets on.
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(5, auto)' },
          justifyContent: { sm: 'start' },
          gap: 1,
          mb: 2,
          '& .MuiButton-root': { whiteSpace: { xs: 'normal', sm: 'nowrap' }, lineHeight: 1.25 },
        }}
      >
        {mayPrint && (
          <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => setPrinting(true)}>
            Standplätze drucken
          </Button>
        )}
        {mayEdit && (
          <Button
            variant="outlined"
            startIcon={<PinIcon />}
            loading={generate.isPending}
            loadingPosition="start"
            onClick={() => generate.mutate()}
          >
            Scan-Codes generieren
          </Button>
        )}
        {mayScan && (
          <Button
            variant="outlined"
            startIcon={<QrCodeScannerIcon />}
            component={RouterLink}
            to="/qr-scanner"
          >
            QR-Scanner
          </Button>
        )}
        {mayScan && (
          <Button variant="outlined" startIcon={<KeyboardIcon />} onClick={() => setScanning(true)}>
            Einfacher Scanner
          </Button>
        )}
        {mayEdit && <AufbauCheckButton />}
      </Box>
      <PrintBoothsDialog open={printing} onClose={() => setPrinting(false)} />
      <SimpleScannerDialog open={scanning} onClose={() => setScanning(false)} />
    </>
  );
}
