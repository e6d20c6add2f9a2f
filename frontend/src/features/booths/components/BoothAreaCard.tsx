import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { BOOTH_GRID_COLUMNS, type BoothAreaDto, type BoothDto } from '@standl/contracts';
import { formatEuro } from '../../../lib/format';
import {
  BOOTH_COLORS,
  BOOTH_STATE_LABELS,
  BOOTH_STATE_ORDER,
  countByState,
  sortBooths,
} from '../booth-state';
import { BoothButton } from './BoothButton';

export function BoothAreaCard({
  area,
  booths,
  selectedBoothId,
  onBoothClick,
}: {
  area: BoothAreaDto;
  booths: BoothDto[];
  selectedBoothId: number | null;
  onBoothClick: (booth: BoothDto) => void;
}) {
  const sorted = sortBooths(booths);
  const counts = countByState(sorted);
  const described = sorted.filter((booth) => booth.locationDescription);
  const headingId = `booth-area-${area.code}-heading`;

  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      data-testid={`booth-map-area-${area.code}`}
      sx={{ height: '100%' }}
    >
      <CardContent sx={{ p: { xs: 1.5, sm: 2.5 }, '&:last-child': { pb: { xs: 2, sm: 2.5 } } }}>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'baseline',
            justifyContent: 'space-between',
            columnGap: 1,
          }}
        >
          <Typography id={headingId} variant="h6" component="h3">
            {area.name} ({area.code})
          </Typography>
          <Typography variant="subtitle1" component="span" color="primary" sx={{ fontWeight: 700 }}>
            {formatEuro(area.price)}
          </Typography>
        </Box>

        <Box
          component="ul"
          aria-label={`Übersicht ${area.name}`}
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            columnGap: 1.5,
            rowGap: 0.25,
            listStyle: 'none',
            m: 0,
            mt: 0.5,
            mb: 1.5,
            p: 0,
          }}
        >
          {BOOTH_STATE_ORDER.map((state) => (
            <Box
              component="li"
              key={state}
              data-testid={`count-${state}`}
              sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
            >
              <Box
                aria-hidden
                sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: BOOTH_COLORS[state].bg }}
              />
              <Typography variant="body2" component="span" color="text.secondary">
                {counts[state]} {BOOTH_STATE_LABELS[state]}
              </Typography>
            </Box>
          ))}
        </Box>

        {sorted.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            In diesem Bereich gibt es keine Standplätze.
          </Typography>
        ) : (
          <Box
            role="group"
            aria-label={`Standplätze ${area.name}`}
            sx={{
              display: 'grid',
              gridTemplateColumns: `repeat(${BOOTH_GRID_COLUMNS}, minmax(0, 1fr))`,
              gap: { xs: 0.75, sm: 1 },
            }}
          >
            {sorted.map((booth) => (
              <BoothButton
                key={booth.id}
                booth={booth}
                selected={booth.id === selectedBoothId}
                onClick={onBoothClick}
              />
            ))}
          </Box>
        )}

        {described.length > 0 && (
          <Box component="dl" sx={{ m: 0, mt: 1.5 }}>
            {described.map((booth) => (
              <Typography key={booth.id} variant="body2" component="div" sx={{ py: 0.25 }}>
                <Box component="dt" sx={{ display: 'inline', fontWeight: 600 }}>
                  {booth.number}:
                </Box>{' '}
                <Box component="dd" sx={{ display: 'inline', m: 0 }}>
                  {booth.locationDescription}
                </Box>
              </Typography>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
