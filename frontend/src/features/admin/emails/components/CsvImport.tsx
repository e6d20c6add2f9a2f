import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useToast } from '../../../../lib/toast';
import { checkCsvFile, type CsvRecipient, parseRecipientCsv } from '../csv-recipients';

/** The spec's CSV import: pick a .csv file, read it by the spec's rules, preview the first 10. */
export function CsvImport({
  recipients,
  onChange,
  label = 'CSV importieren',
}: {
  recipients: CsvRecipient[];
  onChange: (recipients: CsvRecipient[]) => void;
  label?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const { toast } = useToast();

  const read = async (file: File) => {
    const result = checkCsvFile(file) ?? parseRecipientCsv(await file.text());
    if (!result.ok) {
      toast({ title: result.title, description: result.description, variant: 'destructive' });
      return;
    }
    onChange(result.recipients);
    toast({
      title: 'CSV importiert',
      description: `${result.recipients.length} Empfänger${result.skipped ? `, ${result.skipped} Zeilen übersprungen` : ''}`,
      variant: 'success',
    });
  };

  return (
    <Box>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        hidden
        data-testid="csv-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void read(file);
        }}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => input.current?.click()}>
          {label}
        </Button>
        {recipients.length > 0 && (
          <Button color="inherit" onClick={() => onChange([])}>
            CSV-Empfänger entfernen
          </Button>
        )}
      </Box>
      {recipients.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Format: Name;E-Mail oder Name,E-Mail je Zeile (erste Zeile darf eine Überschrift sein).
        </Typography>
      ) : (
        <Box sx={{ mt: 1, overflowX: 'auto' }}>
          <Alert severity="info" sx={{ mb: 1 }}>
            {recipients.length} Empfänger geladen
            {recipients.length > 10 && ' (Vorschau der ersten 10)'}
          </Alert>
          <Table size="small" aria-label="Vorschau der CSV-Empfänger">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>E-Mail</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {recipients.slice(0, 10).map((recipient) => (
                <TableRow key={recipient.email}>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{recipient.name}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{recipient.email}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
