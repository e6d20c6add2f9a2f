import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

export function VendorLoading() {
  return (
    <Box
      role="status"
      sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6, justifyContent: 'center' }}
    >
      <CircularProgress size={28} />
      <Typography color="text.secondary">
        <Trans>Daten werden geladen...</Trans>
      </Typography>
    </Box>
  );
}
