import Box from '@mui/material/Box';
import type { AreaPlanDto, StallPlacement } from '@standl/contracts';
import { BOOTH_COLORS } from '../../booths';
import { PlanSvg } from './PlanSvg';
import { StallShape } from './StallShape';

/**
 * Where one stall lies on its area's plan, small and still: the other stalls pale, this one in
 * the colour 'ausgewählt' with a pulsing outline (none for people who asked the system for less
 * motion). For dialogs that name a stall, e.g. the console's assignment.
 */
export function StallLocator({
  plan,
  stalls,
  stallId,
  label,
}: {
  plan: AreaPlanDto;
  stalls: readonly { id: number; number: string; placement: StallPlacement | null }[];
  stallId: number;
  /** What the picture shows, e.g. 'Lage von AK-05 im Lageplan Arkadenhof'. */
  label: string;
}) {
  const chosen = stalls.find((stall) => stall.id === stallId);
  return (
    <Box
      sx={{
        '& svg': { display: 'block', width: '100%', height: 'auto', maxHeight: 220 },
        '& .stall-highlight': {
          animation: 'stall-pulse 1.4s ease-in-out infinite',
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        },
        '@keyframes stall-pulse': { '50%': { strokeOpacity: 0.35 } },
      }}
    >
      <PlanSvg
        widthCm={plan.widthCm}
        depthCm={plan.depthCm}
        imageUrl={plan.imageUrl}
        label={label}
        data-testid="stall-locator"
      >
        {stalls.map((stall) =>
          stall.placement && stall.id !== stallId ? (
            <StallShape
              key={stall.id}
              placement={stall.placement}
              number={stall.number}
              fill="#e0e0e0"
              textColor="#616161"
            />
          ) : null,
        )}
        {chosen?.placement && (
          <StallShape
            placement={chosen.placement}
            number={chosen.number}
            fill={BOOTH_COLORS.selected.bg}
            textColor={BOOTH_COLORS.selected.fg}
            emphasis="highlight"
          />
        )}
      </PlanSvg>
    </Box>
  );
}
