import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { QueryStatus } from '../../shared/QueryStatus';
import { waitlistQuery } from '../api/waitlist-api';
import { OffersList } from './OffersList';
import { WaitlistAreaCard } from './WaitlistAreaCard';

/**
 * The waiting lists of all areas and every offer made from them (issue 31): who waits where in
 * which order, and what became of each offer.
 */
export function WaitlistTab() {
  const waitlist = useQuery(waitlistQuery);

  return (
    <Box component="section" aria-labelledby="admin-waitlist-heading">
      <Typography id="admin-waitlist-heading" variant="h5" component="h2" sx={{ mb: 1 }}>
        Warteliste
      </Typography>
      <Alert severity="info" role="note" sx={{ mb: 2 }}>
        Ist ein Bereich voll oder geschlossen, können sich Händler auf seine Warteliste setzen. Wird
        ein Platz frei, bekommt der Erste der Liste automatisch ein Angebot per E-Mail; der Platz
        bleibt für ihn reserviert, bis er annimmt, ablehnt oder das Angebot abläuft. Dann ist der
        Nächste dran.
      </Alert>
      <QueryStatus query={waitlist} what="Wartelisten" />
      {waitlist.data && (
        <>
          <Grid container spacing={2} sx={{ mb: 3 }}>
            {waitlist.data.areas.map((area) => (
              <Grid key={area.areaId} size={{ xs: 12, lg: 6 }}>
                <WaitlistAreaCard area={area} waitlist={waitlist.data} />
              </Grid>
            ))}
          </Grid>
          <Card component="section" aria-labelledby="waitlist-offers-heading">
            <CardContent>
              <Typography id="waitlist-offers-heading" variant="h6" component="h3" sx={{ mb: 1 }}>
                Angebote
              </Typography>
              <OffersList offers={waitlist.data.offers} />
            </CardContent>
          </Card>
        </>
      )}
    </Box>
  );
}
