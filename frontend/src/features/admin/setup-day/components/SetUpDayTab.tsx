import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SetUpDayActions } from './SetUpDayActions';
import { SetUpList } from './SetUpList';

/**
 * The set-up day's tab (issue 29), the set-up crew's place in the console: the scanner, the
 * stall sheets and the set-up list (the lift plan is the next tab).
 */
export function SetUpDayTab() {
  return (
    <Box component="section" aria-labelledby="set-up-day-heading">
      <Typography id="set-up-day-heading" variant="h5" component="h2" sx={{ mb: 2 }}>
        Aufbau
      </Typography>
      <SetUpDayActions />
      <SetUpList />
    </Box>
  );
}
