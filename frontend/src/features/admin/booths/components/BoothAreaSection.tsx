import EditLocationAltOutlinedIcon from '@mui/icons-material/EditLocationAltOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BOOTH_GRID_COLUMNS, type AdminBoothAreaDto, type AdminBoothDto } from '@standl/contracts';
import { formatEuro } from '../../../../lib/format';
import { BOOTH_COLORS, BOOTH_STATE_LABELS, BOOTH_STATE_ORDER, countByState } from '../../../booths';
import { byNumber } from '../booth-rules';
import { BoothTile } from './BoothTile';

/** The area whose stalls carry a location description (spec 001 section 3). */
export const SPECIAL_AREA = 'SO';

/** One area: occupancy counts (which double as the colour legend), the map and SO locations. */
export function BoothAreaSection({
  area,
  onBoothClick,
  onEditLocation,
}: {
  area: AdminBoothAreaDto;
  onBoothClick: (booth: AdminBoothDto) => void;
  onEditLocation?: (booth: AdminBoothDto) => void;
}) {
  const booths = byNumber(area.booths);
  const counts = countByState(booths);
  const headingId = `admin-booth-area-${area.code}`;

  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      data-testid={`admin-booth-area-${area.code}`}
      sx={{ height: '100%' }}
    >
      <CardContent sx={{ p: { xs: 1.5, sm: 2.5 }, '&:last-child': { pb: { xs: 2, sm: 2.5 } } }}>
        <Stack
          direction="row"
          sx={{ flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}
        >
          <Typography id={headingId} variant="h6" component="h4">
            {area.name} ({area.code})
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="area-total">
            {area.totalBooths} Plätze · {formatEuro(area.price)}
          </Typography>
        </Stack>

        <Stack
          component="ul"
          direction="row"
          aria-label={`Belegung ${area.name}`}
          sx={{ flexWrap: 'wrap', gap: 0.75, listStyle: 'none', m: 0, mt: 0.75, mb: 1.5, p: 0 }}
        >
          {BOOTH_STATE_ORDER.map((state) => (
            <Chip
              component="li"
              key={state}
              size="small"
              data-testid={`count-${state}`}
              label={`${counts[state]} ${BOOTH_STATE_LABELS[state]}`}
              sx={{ bgcolor: BOOTH_COLORS[state].bg, color: BOOTH_COLORS[state].fg }}
            />
          ))}
        </Stack>

        {/* An area has at least one stall (the area form's rule). */}
        <Box
          role="group"
          aria-label={`Standplätze ${area.name}`}
          sx={{
            display: 'grid',
            gridTemplateColumns: `repeat(${BOOTH_GRID_COLUMNS}, minmax(0, 1fr))`,
            gap: { xs: 0.5, sm: 1 },
          }}
        >
          {booths.map((booth) => (
            <BoothTile key={booth.id} booth={booth} onClick={onBoothClick} />
          ))}
        </Box>

        {area.code === SPECIAL_AREA && booths.length > 0 && (
          <Locations booths={booths} onEdit={onEditLocation} />
        )}
      </CardContent>
    </Card>
  );
}

function Locations({
  booths,
  onEdit,
}: {
  booths: AdminBoothDto[];
  onEdit?: (booth: AdminBoothDto) => void;
}) {
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h5">
        Standortbeschreibungen
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {booths.map((booth) => (
          <Stack
            component="li"
            direction="row"
            key={booth.id}
            data-testid={`location-${booth.number}`}
            sx={{ alignItems: 'center', gap: 1, borderBottom: 1, borderColor: 'divider' }}
          >
            <Typography variant="body2" sx={{ fontWeight: 600, flexShrink: 0 }}>
              {booth.number}
            </Typography>
            <Typography
              variant="body2"
              color={booth.locationDescription ? 'text.primary' : 'text.secondary'}
              sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}
            >
              {booth.locationDescription ?? 'keine Angabe'}
            </Typography>
            {onEdit && (
              <IconButton
                aria-label={`Standort ${booth.number} bearbeiten`}
                title={`Standort ${booth.number} bearbeiten`}
                onClick={() => onEdit(booth)}
              >
                <EditLocationAltOutlinedIcon fontSize="small" />
              </IconButton>
            )}
          </Stack>
        ))}
      </Box>
    </Box>
  );
}
