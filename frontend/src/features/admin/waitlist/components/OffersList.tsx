import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatViennaDateTime } from '../../../../lib/format';
import { offerStateColor, offerStateText, offeredByText } from '../waitlist-rules';
import type { WaitlistOfferAdminDto } from '@standl/contracts';

function StateChip({ offer }: { offer: WaitlistOfferAdminDto }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={offerStateColor(offer.state)}
      label={offerStateText(offer)}
      data-testid="offer-state"
      sx={{ color: 'text.primary', fontWeight: 600 }}
    />
  );
}

/** Every offer of the season, newest first, with its state and times in Vienna time. */
export function OffersList({ offers }: { offers: readonly WaitlistOfferAdminDto[] }) {
  const small = useMediaQuery(useTheme().breakpoints.down('md'));
  const sorted = [...offers].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  if (sorted.length === 0) {
    return (
      <Typography color="text.secondary">
        Noch keine Angebote: Wird ein Platz frei, bekommt der Nächste auf der Warteliste eines.
      </Typography>
    );
  }
  if (small) {
    return (
      <Box component="ul" aria-label="Angebote" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {sorted.map((offer) => (
          <Box
            component="li"
            key={offer.offerId}
            data-testid="waitlist-offer"
            sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}
          >
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {offer.vendorName}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Standplatz {offer.boothNumber} ({offer.areaName}) · angeboten{' '}
              {formatViennaDateTime(offer.createdAt)} {offeredByText(offer.offeredBy)}
            </Typography>
            <Box sx={{ mt: 0.5, display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
              <StateChip offer={offer} />
              {offer.answeredAt && (
                <Typography variant="body2" color="text.secondary">
                  {formatViennaDateTime(offer.answeredAt)}
                </Typography>
              )}
            </Box>
          </Box>
        ))}
      </Box>
    );
  }
  return (
    <Table size="small" aria-label="Angebote">
      <TableHead>
        <TableRow>
          <TableCell>Händler</TableCell>
          <TableCell>Standplatz</TableCell>
          <TableCell>Angeboten</TableCell>
          <TableCell>Status</TableCell>
          <TableCell>Beantwortet / beendet</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {sorted.map((offer) => (
          <TableRow key={offer.offerId} data-testid="waitlist-offer">
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{offer.vendorName}</TableCell>
            <TableCell>
              {offer.boothNumber} ({offer.areaName})
            </TableCell>
            <TableCell>
              {formatViennaDateTime(offer.createdAt)}
              <Typography
                variant="body2"
                color="text.secondary"
                component="span"
                sx={{ display: 'block' }}
              >
                {offeredByText(offer.offeredBy)}
              </Typography>
            </TableCell>
            <TableCell>
              <StateChip offer={offer} />
            </TableCell>
            <TableCell>{offer.answeredAt ? formatViennaDateTime(offer.answeredAt) : '–'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
