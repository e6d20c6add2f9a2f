import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { DEPOSIT_AMOUNT_CENTS } from '@standl/contracts';
import { useQuery } from '@tanstack/react-query';
import { formatEuro } from '../../../../lib/format';
import { adminBoothsQuery } from '../../shared/admin-queries';
import { AreaCard } from './AreaCard';
import { QueryStatus } from '../../shared/QueryStatus';

/** Spec 001 "Areas tab": one card per area with price, occupancy and the self-selection switch. */
export function AreasTab() {
  const areas = useQuery(adminBoothsQuery);

  return (
    <Box component="section" aria-labelledby="admin-areas-heading">
      <Typography id="admin-areas-heading" variant="h5" component="h2" sx={{ mb: 1 }}>
        Bereiche
      </Typography>
      <Alert severity="info" role="note" sx={{ mb: 2 }}>
        <strong>Aktivierte</strong> Bereiche erscheinen in der Standplatz-Selbstauswahl der Händler.{' '}
        <strong>Deaktivierte</strong> Bereiche sind nur über die Zuweisung durch den Veranstalter
        verfügbar. Für selbst gewählte Standplätze zahlen Händler eine Anzahlung von{' '}
        {formatEuro(DEPOSIT_AMOUNT_CENTS)}; vom Veranstalter zugewiesene Standplätze kosten nichts
        extra. <strong>Geschlossene</strong> Bereiche vergeben keine freien Plätze mehr an neue
        Anmeldungen: Diese kommen auf die Warteliste des Bereichs (Reiter „Warteliste“).
      </Alert>

      <QueryStatus query={areas} what="Bereiche" />
      {areas.data && (
        <Grid container spacing={2}>
          {areas.data.map((area) => (
            <Grid key={area.id} size={{ xs: 12, sm: 6, lg: 3 }}>
              <AreaCard area={area} />
            </Grid>
          ))}
        </Grid>
      )}
    </Box>
  );
}
