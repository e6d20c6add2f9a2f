import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { VendorLedgerLineDto } from '@standl/contracts';
import { Note } from '../../registration';
import {
  countsTowardsPaid,
  formatBookingTime,
  formatCalendarDay,
  formatSignedEuro,
  newestFirst,
  VENDOR_LEDGER_LABELS,
} from '../ledger-lines';

/** The vendor's ledger (dashboard 'Zahlung'): what was booked when, newest first, signed amounts. */
export function LedgerLines({ lines }: { lines: readonly VendorLedgerLineDto[] }) {
  if (lines.length === 0) {
    return <Note>Noch keine Zahlungen verbucht.</Note>;
  }
  return (
    <Box
      component="ul"
      aria-label="Buchungen"
      data-testid="ledger-lines"
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {newestFirst(lines).map((line) => {
        const counted = countsTowardsPaid(line);
        const { valueDate } = line;
        return (
          <Box
            component="li"
            key={line.id}
            data-testid="ledger-line"
            sx={{
              display: 'flex',
              alignItems: 'baseline',
              justifyContent: 'space-between',
              gap: 2,
              py: 1,
              borderBottom: 1,
              borderColor: 'divider',
              '&:last-of-type': { borderBottom: 0 },
            }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {VENDOR_LEDGER_LABELS[line.kind] ?? line.kind}
              </Typography>
              <Typography variant="caption" component="div" color="text.secondary">
                {valueDate ? (
                  <>
                    Valuta <time dateTime={valueDate}>{formatCalendarDay(valueDate)}</time>
                  </>
                ) : (
                  <time dateTime={line.createdAt}>{formatBookingTime(line.createdAt)}</time>
                )}
                {!counted && ' · wird mit der Auszahlung abgezogen'}
              </Typography>
            </Box>
            <Typography
              variant="body2"
              component="span"
              data-testid="ledger-amount"
              sx={{
                flexShrink: 0,
                whiteSpace: 'nowrap',
                fontVariantNumeric: 'tabular-nums',
                fontWeight: counted ? 600 : 400,
                color: !counted
                  ? 'text.secondary'
                  : line.amount < 0
                    ? 'error.main'
                    : 'success.dark',
              }}
            >
              {counted ? formatSignedEuro(line.amount) : `(${formatSignedEuro(line.amount)})`}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
