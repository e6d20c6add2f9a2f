import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { VendorLedgerLineDto } from '@standl/contracts';
import { useFormat } from '../../../lib/use-format';
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
  const { t } = useLingui();
  const format = useFormat();
  if (lines.length === 0) {
    return (
      <Note>
        <Trans>Noch keine Zahlungen verbucht.</Trans>
      </Note>
    );
  }
  return (
    <Box
      component="ul"
      aria-label={t`Buchungen`}
      data-testid="ledger-lines"
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {newestFirst(lines).map((line) => {
        const counted = countsTowardsPaid(line);
        const { valueDate } = line;
        const label = VENDOR_LEDGER_LABELS[line.kind];
        const day = formatCalendarDay(valueDate, format.intl);
        const amount = formatSignedEuro(line.amount, format.intl);
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
                {label ? t(label) : line.kind}
              </Typography>
              <Typography variant="caption" component="div" color="text.secondary">
                {valueDate ? (
                  <Trans>
                    Valuta <time dateTime={valueDate}>{day}</time>
                  </Trans>
                ) : (
                  <time dateTime={line.createdAt}>
                    {formatBookingTime(line.createdAt, format.intl)}
                  </time>
                )}
                {!counted && ` · ${t`wird mit der Auszahlung abgezogen`}`}
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
              {counted ? amount : `(${amount})`}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
