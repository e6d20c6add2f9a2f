import ButtonBase from '@mui/material/ButtonBase';
import type { BoothDto } from '@standl/contracts';
import { BOOTH_COLORS, boothShortNumber, boothState, boothStateText } from '../booth-state';

export function BoothButton({
  booth,
  selected,
  onClick,
}: {
  booth: BoothDto;
  selected: boolean;
  onClick: (booth: BoothDto) => void;
}) {
  const state = boothState(booth);
  const colors = BOOTH_COLORS[selected ? 'selected' : state];
  const text = `Standplatz ${booth.number}, ${boothStateText(booth)}${selected ? ', ausgewählt' : ''}`;

  return (
    <ButtonBase
      data-booth={booth.number}
      data-state={selected ? 'selected' : state}
      aria-label={text}
      aria-pressed={selected}
      aria-disabled={state !== 'available' || undefined}
      title={text}
      onClick={() => onClick(booth)}
      sx={{
        minHeight: 44,
        minWidth: 0,
        borderRadius: 1,
        fontSize: '1rem',
        fontWeight: 700,
        fontVariantNumeric: 'tabular-nums',
        bgcolor: colors.bg,
        color: colors.fg,
        cursor: state === 'available' ? 'pointer' : 'not-allowed',
        boxShadow: selected ? `0 0 0 3px #ffffff, 0 0 0 6px ${colors.bg}` : 'none',
        transform: selected ? 'scale(1.04)' : 'none',
        transition: 'filter 120ms, transform 120ms',
        '&:hover': { filter: state === 'available' ? 'brightness(1.12)' : 'none' },
        '&.Mui-focusVisible': { outline: '3px solid #1565c0', outlineOffset: 2 },
      }}
    >
      {boothShortNumber(booth.number)}
    </ButtonBase>
  );
}
