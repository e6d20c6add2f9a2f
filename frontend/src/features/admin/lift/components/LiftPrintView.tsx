import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatLongDate, type AdminLiftAppointmentDto } from '@standl/contracts';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { liftStatusLabel, liftTypeLabel, printDays, type PrintDay } from '../lift-rules';

/** The printed copy lives beside the app root; printing hides everything else (the app chrome). */
const PRINT_CLASS = 'lift-print-sheets';

const printStyles = (
  <GlobalStyles
    styles={{
      [`.${PRINT_CLASS}`]: { display: 'none' },
      '@media print': {
        '@page': { size: 'A4 portrait', margin: '10mm' },
        [`body > *:not(.${PRINT_CLASS})`]: { display: 'none !important' },
        [`.${PRINT_CLASS}`]: { display: 'block !important' },
        body: { background: '#fff !important' },
      },
    }}
  />
);

const cell = {
  border: '1px solid #444',
  padding: '3px 5px',
  textAlign: 'left' as const,
  verticalAlign: 'top' as const,
  overflowWrap: 'anywhere' as const,
};

/**
 * One day on one A4 page: time, vendor, type, notes, status and a column to sign off. Rows are
 * about 8 to 10 mm, so a full day of 30-minute slots (24) fits one page; a longer day continues on the
 * next page with the header repeated.
 */
function PrintSheet({ day, last }: { day: PrintDay; last: boolean }) {
  return (
    <Box
      component="section"
      aria-label={`Lift-Termine ${formatLongDate(day.date)}`}
      className="lift-print-day"
      sx={{
        color: '#000',
        fontFamily: 'Roboto, Arial, sans-serif',
        fontSize: '9pt',
        lineHeight: 1.25,
        breakAfter: last ? 'auto' : 'page',
        pageBreakAfter: last ? 'auto' : 'always',
        '@media screen': {
          bgcolor: '#fff',
          border: '1px solid',
          borderColor: 'divider',
          boxShadow: 1,
          p: { xs: 1.5, sm: 3 },
          mb: 3,
          maxWidth: '210mm',
          overflowX: 'auto',
        },
      }}
    >
      <Box
        component="header"
        sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mb: 1 }}
      >
        <Box>
          <Typography component="h4" sx={{ fontSize: '14pt', fontWeight: 700, lineHeight: 1.2 }}>
            Lift-Termine
          </Typography>
          <Typography sx={{ fontSize: '11pt', fontWeight: 600 }}>
            {formatLongDate(day.date)}
          </Typography>
        </Box>
        <Typography sx={{ fontSize: '9pt', textAlign: 'right', color: '#333' }}>
          {day.rows.length} {day.rows.length === 1 ? 'Termin' : 'Termine'}
          <br />
          Bitte 10 Minuten vorher beim Lift sein.
        </Typography>
      </Box>
      <Box
        component="table"
        sx={{ width: '100%', minWidth: 640, borderCollapse: 'collapse', tableLayout: 'fixed' }}
      >
        <colgroup>
          <col style={{ width: '13%' }} />
          <col style={{ width: '29%' }} />
          <col style={{ width: '8%' }} />
          <col style={{ width: '24%' }} />
          <col style={{ width: '14%' }} />
          <col style={{ width: '12%' }} />
        </colgroup>
        <thead>
          <tr style={{ background: '#eee' }}>
            <th style={cell}>Zeit</th>
            <th style={cell}>Händler</th>
            <th style={cell}>Art</th>
            <th style={cell}>Notiz</th>
            <th style={cell}>Status</th>
            <th style={cell}>Erledigt / Unterschrift</th>
          </tr>
        </thead>
        <tbody>
          {day.rows.map((row: AdminLiftAppointmentDto) => (
            <tr key={row.id} style={{ breakInside: 'avoid' }}>
              <td style={{ ...cell, whiteSpace: 'nowrap', fontWeight: 600 }}>{row.timeSlot}</td>
              <td style={cell}>{row.vendor?.name ?? row.vendorName}</td>
              <td style={cell}>{liftTypeLabel(row.appointmentType)}</td>
              <td style={cell}>{row.notes}</td>
              <td style={{ ...cell, overflowWrap: 'normal' }}>{liftStatusLabel(row.status)}</td>
              <td style={{ ...cell, height: '8mm' }}>
                <span
                  aria-hidden
                  style={{
                    display: 'inline-block',
                    width: '4mm',
                    height: '4mm',
                    border: '1px solid #000',
                    marginRight: 6,
                    textAlign: 'center',
                    lineHeight: '4mm',
                    fontSize: '8pt',
                  }}
                >
                  {row.status === 'completed' ? '✓' : ''}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

function Sheets({ days }: { days: PrintDay[] }) {
  return (
    <>
      {days.map((day, index) => (
        <PrintSheet key={day.date} day={day} last={index === days.length - 1} />
      ))}
    </>
  );
}

/** Spec 001 "Print overview of lift appointments, A4": one page per day, 'Drucken' prints it. */
export function LiftPrintView({ appointments }: { appointments: AdminLiftAppointmentDto[] }) {
  const all = printDays(appointments);
  const [chosen, setChosen] = useState('all');
  const day = all.some((item) => item.date === chosen) ? chosen : 'all';
  const days = day === 'all' ? all : all.filter((item) => item.date === day);

  if (all.length === 0) {
    return <Typography color="text.secondary">Keine Lift-Termine zum Drucken.</Typography>;
  }
  return (
    <Box>
      {printStyles}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 1.5, mb: 2, alignItems: { sm: 'center' } }}
      >
        <TextField
          select
          size="small"
          label="Tag"
          value={day}
          onChange={(event) => setChosen(event.target.value)}
          sx={{ minWidth: 260 }}
        >
          <MenuItem value="all">Alle Tage (je Tag eine Seite)</MenuItem>
          {all.map((item) => (
            <MenuItem key={item.date} value={item.date}>
              {formatLongDate(item.date)}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
          Drucken
        </Button>
      </Stack>
      <Box aria-label="Druckvorschau" role="region">
        <Sheets days={days} />
      </Box>
      {createPortal(
        <div className={PRINT_CLASS} data-testid="lift-print-sheets">
          <Sheets days={days} />
        </div>,
        document.body,
      )}
    </Box>
  );
}
