import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { VendorBoothDto } from '@standl/contracts';
import { formatEuro, formatViennaTime } from '../../../lib/format';
import { StallFeeParts } from '../../registration';

/** What the deposit is paid for: the stall (number, area, fee, hold) and the amount. */
export function DepositSubject({
  booth,
  amountCents,
}: {
  booth: VendorBoothDto | null;
  amountCents: number;
}) {
  const until = booth?.isHeld ? formatViennaTime(booth.holdExpiresAt) : '';
  return (
    <Box
      data-testid="deposit-subject"
      sx={{
        p: 2,
        mb: 3,
        borderRadius: 2,
        bgcolor: 'background.default',
        border: 1,
        borderColor: 'divider',
      }}
    >
      {booth && (
        <>
          <Typography variant="body2" color="text.secondary">
            Ihr Standplatz
          </Typography>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700, color: 'primary.main' }}>
            {booth.number}
          </Typography>
          <Typography>
            {booth.area.name} ({booth.area.code}) · Standgebühr {formatEuro(booth.area.price)}
          </Typography>
          <StallFeeParts booth={booth} />
          {until && (
            <Typography variant="body2" color="text.secondary">
              Für Sie reserviert bis {until} Uhr
            </Typography>
          )}
        </>
      )}
      <Typography sx={{ mt: booth ? 1 : 0, fontWeight: 600 }}>
        Anzahlung: {formatEuro(amountCents)}
        {booth ? ' (wird auf die Standgebühr angerechnet)' : ''}
      </Typography>
    </Box>
  );
}
