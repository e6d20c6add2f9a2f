import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { formatStallSize } from '@standl/contracts';
import type { PointerEvent } from 'react';
import type { StallView } from '../stall-layout';

export function unplacedItemId(stallId: number) {
  return `unplaced-stall-${stallId}`;
}

function sizeText(stall: StallView) {
  return stall.widthCm !== null && stall.depthCm !== null
    ? formatStallSize(stall.widthCm, stall.depthCm)
    : 'ohne Maße';
}

/**
 * The stalls without a place on the plan: each is dragged onto the plan from its number, or put
 * on the first free spot with 'Platzieren'; its number also selects it (its fields open).
 */
export function UnplacedStalls({
  stalls,
  selectedId,
  canPlace,
  editable,
  onSelect,
  onPointerDown,
  onPlace,
}: {
  stalls: readonly StallView[];
  selectedId: number | null;
  /** The area has a plan to place on. */
  canPlace: boolean;
  editable: boolean;
  onSelect: (stall: StallView) => void;
  onPointerDown: (event: PointerEvent, stall: StallView) => void;
  onPlace: (stall: StallView) => void;
}) {
  return (
    <Card component="section" aria-labelledby="unplaced-stalls-heading" variant="outlined">
      <CardContent>
        <Typography id="unplaced-stalls-heading" variant="h6" component="h3">
          Noch nicht platziert ({stalls.length})
        </Typography>
        {stalls.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Alle Standplätze stehen auf dem Plan.
          </Typography>
        ) : (
          <>
            {editable && canPlace && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                Auf den Plan ziehen oder „Platzieren“ wählen: Der Standplatz kommt auf den ersten
                freien Platz (ohne Maße mit 3 m × 2 m).
              </Typography>
            )}
            <Box
              component="ul"
              sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: 280, overflowY: 'auto' }}
            >
              {stalls.map((stall) => (
                <Box
                  component="li"
                  key={stall.id}
                  sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}
                >
                  <Button
                    id={unplacedItemId(stall.id)}
                    variant={selectedId === stall.id ? 'contained' : 'text'}
                    color="inherit"
                    startIcon={editable && canPlace ? <DragIndicatorIcon /> : undefined}
                    onClick={() => onSelect(stall)}
                    onPointerDown={(event) => editable && canPlace && onPointerDown(event, stall)}
                    aria-label={`Standplatz ${stall.number}, ${sizeText(stall)}`}
                    sx={{
                      flexGrow: 1,
                      justifyContent: 'flex-start',
                      textTransform: 'none',
                      cursor: editable && canPlace ? 'grab' : 'pointer',
                      touchAction: 'none',
                    }}
                  >
                    <strong>{stall.number}</strong>
                    <Box component="span" sx={{ ml: 1, color: 'text.secondary' }}>
                      {sizeText(stall)}
                    </Box>
                  </Button>
                  {editable && canPlace && (
                    <Button
                      size="small"
                      variant="outlined"
                      onClick={() => onPlace(stall)}
                      aria-label={`${stall.number} platzieren`}
                    >
                      Platzieren
                    </Button>
                  )}
                </Box>
              ))}
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
}
