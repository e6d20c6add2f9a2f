import ButtonBase from '@mui/material/ButtonBase';
import { useLingui } from '@lingui/react/macro';
import type { BoothDto } from '@standl/contracts';
import type { Ref } from 'react';
import { BOOTH_COLORS, boothShortNumber, boothState, boothStateText } from '../booth-state';
import { stallDetailsText } from '../stall-details';

/**
 * A stall on the vendors' map. It sits in a grid cell; only one stall per grid is a Tab stop
 * (`tabIndex` 0, the others -1), the arrow keys move between them (BoothAreaCard). Its name is
 * number and state; size, equipment and fee are its description (what the plan's info panel
 * shows, issue 32), so the list is the plan's accessible alternative.
 */
export function BoothButton({
  booth,
  selected,
  tabIndex,
  ref,
  onClick,
  onFocus,
}: {
  booth: BoothDto;
  selected: boolean;
  tabIndex: 0 | -1;
  ref?: Ref<HTMLButtonElement>;
  onClick: (booth: BoothDto) => void;
  onFocus?: (booth: BoothDto) => void;
}) {
  const state = boothState(booth);
  const colors = BOOTH_COLORS[selected ? 'selected' : state];
  const { t, i18n } = useLingui();
  const number = booth.number;
  const stateText = boothStateText(booth, i18n);
  const text = selected
    ? t`Standplatz ${number}, ${stateText}, ausgewählt`
    : t`Standplatz ${number}, ${stateText}`;
  const details = stallDetailsText(booth, i18n);
  const detailsId = `stall-${booth.id}-details`;

  const button = (
    <ButtonBase
      ref={ref}
      data-booth={booth.number}
      data-state={selected ? 'selected' : state}
      aria-label={text}
      aria-describedby={detailsId}
      aria-pressed={selected}
      aria-disabled={state !== 'available' || undefined}
      title={`${text}. ${details}`}
      tabIndex={tabIndex}
      onClick={() => onClick(booth)}
      onFocus={() => onFocus?.(booth)}
      sx={{
        width: '100%',
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
      }}
    >
      {boothShortNumber(booth.number)}
    </ButtonBase>
  );
  return (
    <>
      {button}
      <span id={detailsId} hidden>
        {details}
      </span>
    </>
  );
}
