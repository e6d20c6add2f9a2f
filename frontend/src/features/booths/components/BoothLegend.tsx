import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import {
  BOOTH_COLORS,
  BOOTH_STATE_MESSAGES,
  BOOTH_STATE_ORDER,
  SELECTED_STALL_MESSAGE,
} from '../booth-state';

const ITEMS = [
  ...BOOTH_STATE_ORDER.map((state) => ({ key: state, label: BOOTH_STATE_MESSAGES[state] })),
  { key: 'selected' as const, label: SELECTED_STALL_MESSAGE },
];

export function BoothLegend() {
  const { t } = useLingui();
  return (
    <Box
      component="ul"
      aria-label={t`Legende`}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: { xs: 1.5, sm: 2.5 },
        listStyle: 'none',
        m: 0,
        p: 0,
      }}
    >
      {ITEMS.map(({ key, label }) => (
        <Box component="li" key={key} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Box
            aria-hidden
            sx={{ width: 18, height: 18, borderRadius: 0.75, bgcolor: BOOTH_COLORS[key].bg }}
          />
          <Typography variant="body2" component="span">
            {t(label)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
