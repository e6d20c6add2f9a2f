import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Trans } from '@lingui/react/macro';
import type { VendorBoothDto } from '@standl/contracts';
import { formatViennaTime } from '../../../lib/format';
import { useFormat } from '../../../lib/use-format';
import { StallFeeParts } from '../../registration';

/** What the deposit is paid for: the stall (number, area, fee, hold) and the amount. */
export function DepositSubject({
  booth,
  amountCents,
}: {
  booth: VendorBoothDto | null;
  amountCents: number;
}) {
  const format = useFormat();
  // 'HH:MM' in both languages; the German message adds 'Uhr'.
  const until = booth?.isHeld ? formatViennaTime(booth.holdExpiresAt) : '';
  const deposit = format.euro(amountCents);
  const areaName = booth?.area.name;
  const areaCode = booth?.area.code;
  const fee = booth ? format.euro(booth.area.price) : '';
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
            <Trans>Ihr Standplatz</Trans>
          </Typography>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700, color: 'primary.main' }}>
            {booth.number}
          </Typography>
          <Typography>
            <Trans>
              {areaName} ({areaCode}) · Standgebühr {fee}
            </Trans>
          </Typography>
          <StallFeeParts booth={booth} />
          {until && (
            <Typography variant="body2" color="text.secondary">
              <Trans>Für Sie reserviert bis {until} Uhr</Trans>
            </Typography>
          )}
        </>
      )}
      <Typography sx={{ mt: booth ? 1 : 0, fontWeight: 600 }}>
        {booth ? (
          <Trans>Anzahlung: {deposit} (wird auf die Standgebühr angerechnet)</Trans>
        ) : (
          <Trans>Anzahlung: {deposit}</Trans>
        )}
      </Typography>
    </Box>
  );
}
