import StorefrontIcon from '@mui/icons-material/Storefront';
import Typography from '@mui/material/Typography';
import { useBoothAreas, selectableBoothAreas } from '../../booths';
import { formatEuro } from '../../../lib/format';
import { InfoCard, InfoRow } from './InfoCard';

export function BoothAreasCard() {
  const { data } = useBoothAreas();
  const areas = Array.isArray(data) ? selectableBoothAreas(data) : null;

  return (
    <InfoCard icon={<StorefrontIcon />} title="Standplatz-Bereiche">
      {!areas && (
        <Typography variant="body2" color="text.secondary">
          Lade Standplatz-Bereiche...
        </Typography>
      )}
      {areas?.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          Keine Standplatz-Bereiche verfügbar
        </Typography>
      )}
      {areas?.map((area) => (
        <InfoRow
          key={area.id}
          testId={`booth-area-${area.code}`}
          label={`${area.name} (${area.code})`}
          value={formatEuro(area.price)}
        />
      ))}
    </InfoCard>
  );
}
