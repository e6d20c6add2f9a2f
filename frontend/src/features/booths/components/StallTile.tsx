import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { boothShortNumber } from '../booth-state';

/**
 * A stall on the organiser's maps: the number and, under it, a short caption (who has it or its
 * state). `label` is the whole description for screen readers and the tooltip.
 */
export function StallTile({
  number,
  caption,
  label,
  colors,
  state,
  selected,
  disabled = false,
  onClick,
}: {
  number: string;
  caption: string;
  label: string;
  colors: { bg: string; fg: string };
  state: string;
  selected?: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <ButtonBase
      data-booth={number}
      data-state={state}
      aria-label={label}
      aria-pressed={selected}
      aria-haspopup={selected === undefined ? 'dialog' : undefined}
      disabled={disabled}
      title={label}
      onClick={onClick}
      sx={{
        flexDirection: 'column',
        minHeight: 52,
        minWidth: 0,
        px: 0.25,
        borderRadius: 1,
        bgcolor: colors.bg,
        color: colors.fg,
        opacity: disabled ? 0.85 : 1,
        boxShadow: selected ? `0 0 0 2px #ffffff, 0 0 0 4px ${colors.bg}` : 'none',
        transition: 'filter 120ms',
        '&:hover': { filter: disabled ? 'none' : 'brightness(1.1)' },
      }}
    >
      <Box
        component="span"
        sx={{ fontWeight: 700, fontSize: '1rem', fontVariantNumeric: 'tabular-nums' }}
      >
        {boothShortNumber(number)}
      </Box>
      <Box
        component="span"
        data-testid="booth-caption"
        sx={{
          fontSize: { xs: '0.62rem', sm: '0.7rem' },
          lineHeight: 1.2,
          maxWidth: '100%',
          overflow: 'hidden',
          whiteSpace: 'nowrap',
          textOverflow: 'clip',
        }}
      >
        {caption}
      </Box>
    </ButtonBase>
  );
}
