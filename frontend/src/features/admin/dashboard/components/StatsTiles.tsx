import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { AdminStatsDto } from '@standl/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminStatsQuery } from '../../shared/admin-queries';

/** The eight tiles of spec 001 section 2, in its order. */
export const STAT_TILES: { key: keyof AdminStatsDto; label: string }[] = [
  { key: 'invitedCount', label: 'Eingeladen' },
  { key: 'registeredCount', label: 'Registriert' },
  { key: 'pendingCount', label: 'Wartend' },
  { key: 'totalVendors', label: 'Händler gesamt' },
  { key: 'assignedBooths', label: 'Vergebene Plätze' },
  { key: 'paidVendors', label: 'Bezahlt' },
  { key: 'setupVendors', label: 'Aufgebaut' },
  { key: 'checkinsToday', label: 'Check-ins heute' },
];

export function StatsTiles() {
  const stats = useQuery(adminStatsQuery);
  return (
    <Grid container spacing={{ xs: 1, sm: 2 }} component="section" aria-label="Kennzahlen">
      {STAT_TILES.map((tile) => (
        <Grid key={tile.key} size={{ xs: 6, sm: 3 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            {/* One term and its value per tile: valid on every screen, no naming of a <p>. */}
            <CardContent
              component="dl"
              sx={{ m: 0, p: { xs: 1.5, sm: 2 }, '&:last-child': { pb: { xs: 1.5, sm: 2 } } }}
            >
              <Typography component="dt" variant="body2" color="text.secondary">
                {tile.label}
              </Typography>
              <Typography
                component="dd"
                variant="h4"
                data-testid={`stat-${tile.key}`}
                sx={{ m: 0, fontWeight: 600, fontSize: { xs: '1.5rem', sm: '2rem' } }}
              >
                {stats.data ? stats.data[tile.key] : <Skeleton width={40} />}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
