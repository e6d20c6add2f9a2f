import type { AdminBoothDto } from '@standl/contracts';
import { StallTile, BOOTH_COLORS, boothState } from '../../../booths';
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
  return (
    <StallTile
      number={booth.number}
      caption={boothButtonCaption(booth)}
      label={boothTileLabel(booth)}
      colors={BOOTH_COLORS[state]}
      state={state}
      onClick={() => onClick(booth)}
    />
  );
}
