import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { AdminBoothDto } from '@standl/contracts';
import { BOOTH_COLORS, boothShortNumber, boothState } from '../../../booth-map/booth-state';
import { boothButtonCaption, boothTileLabel } from '../booth-rules';

/** One stall on the organiser's map: number and the first 8 characters of who has it. */
export function BoothTile({
  booth,
  onClick,
}: {
  booth: AdminBoothDto;
  onClick: (booth: AdminBoothDto) => void;
}) {
  const state = boothState(booth);
  const colors = BOOTH_COLORS[state];
  const label = boothTileLabel(booth);

  return (
    <ButtonBase
      data-booth={booth.number}
      data-state={state}
      aria-label={label}
      aria-haspopup="dialog"
      title={label}
      onClick={() => onClick(booth)}
      sx={{
        flexDirection: 'column',
        minHeight: 52,
        minWidth: 0,
        px: 0.25,
        borderRadius: 1,
        bgcolor: colors.bg,
        color: colors.fg,
        transition: 'filter 120ms',
        '&:hover': { filter: 'brightness(1.1)' },
        '&.Mui-focusVisible': { outline: '3px solid #1565c0', outlineOffset: 2 },
      }}
    >
      <Box
        component="span"
        sx={{ fontWeight: 700, fontSize: '1rem', fontVariantNumeric: 'tabular-nums' }}
      >
        {boothShortNumber(booth.number)}
      </Box>
      <Box
        component="span"
        data-testid="booth-caption"
        sx={{
          fontSize: { xs: '0.62rem', sm: '0.72rem' },
          lineHeight: 1.2,
          maxWidth: '100%',
          overflow: 'hidden',
          whiteSpace: 'nowrap',
          textOverflow: 'clip',
        }}
      >
        {boothButtonCaption(booth)}
      </Box>
    </ButtonBase>
  );
}
