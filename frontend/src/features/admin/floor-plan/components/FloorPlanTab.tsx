import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useSearchParams } from 'react-router-dom';
import { useMay } from '../../auth';
import { QueryStatus } from '../../shared/QueryStatus';
import { usePlanAreas } from '../api/floor-plan-api';
import { AreaPlanEditor } from './AreaPlanEditor';

export const SMALL_SCREEN_NOTE =
  'Der Lageplan-Editor braucht einen größeren Bildschirm (ab 900 Pixel Breite, z. B. ein Laptop). Hier ist der Plan nur zu sehen.';

/**
 * 'Lageplan' (issue 32): per area the site plan and its stalls. The organiser edits on a
 * desktop; on a small screen, and for the role that only reads, the plan is shown without the
 * controls. The chosen area is kept in `?area=` so a reload stays on it.
 */
export function FloorPlanTab() {
  const areas = usePlanAreas();
  const [search, setSearch] = useSearchParams();
  const small = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const mayEdit = useMay('areas.edit');
  const list = areas.data ?? [];
  const area = list.find((candidate) => candidate.code === search.get('area')) ?? list[0];

  return (
    <Box component="section" aria-labelledby="admin-floor-plan-heading">
      <Typography id="admin-floor-plan-heading" variant="h5" component="h2" sx={{ mb: 1 }}>
        Lageplan
      </Typography>
      {small ? (
        <Alert severity="info" role="note" sx={{ mb: 2 }}>
          {SMALL_SCREEN_NOTE}
        </Alert>
      ) : (
        !mayEdit && (
          <Alert severity="info" role="note" sx={{ mb: 2 }}>
            Den Lageplan ändert der Veranstalter; hier ist er zu sehen.
          </Alert>
        )
      )}
      <QueryStatus query={areas} what="Bereiche" />
      {area && (
        <>
          <TextField
            select
            label="Bereich"
            value={area.code}
            onChange={(event) =>
              setSearch(
                (current) => {
                  const next = new URLSearchParams(current);
                  next.set('area', event.target.value);
                  return next;
                },
                { replace: true },
              )
            }
            size="small"
            sx={{ mb: 2, minWidth: 260 }}
          >
            {list.map((candidate) => {
              const placed = candidate.booths.filter((booth) => booth.placement).length;
              return (
                <MenuItem key={candidate.id} value={candidate.code}>
                  {candidate.name} ({candidate.code}) · {placed} von {candidate.booths.length}{' '}
                  platziert
                </MenuItem>
              );
            })}
          </TextField>
          <AreaPlanEditor key={area.id} area={area} editable={mayEdit && !small} />
        </>
      )}
    </Box>
  );
}
