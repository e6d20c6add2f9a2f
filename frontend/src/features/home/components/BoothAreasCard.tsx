import { Trans, useLingui } from '@lingui/react/macro';
import StorefrontIcon from '@mui/icons-material/Storefront';
import Typography from '@mui/material/Typography';
import { useBoothAreas, selectableBoothAreas } from '../../booths';
import { useFormat } from '../../../lib/use-format';
import { InfoCard, InfoRow } from './InfoCard';

export function BoothAreasCard() {
  const { data } = useBoothAreas();
  const areas = Array.isArray(data) ? selectableBoothAreas(data) : null;
  const { t } = useLingui();
  const format = useFormat();

  return (
    <InfoCard icon={<StorefrontIcon />} title={t`Standplatz-Bereiche`}>
      {!areas && (
        <Typography variant="body2" color="text.secondary">
          <Trans>Lade Standplatz-Bereiche...</Trans>
        </Typography>
      )}
      {areas?.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          <Trans>Keine Standplatz-Bereiche verfügbar</Trans>
        </Typography>
      )}
      {areas?.map((area) => (
        <InfoRow
          key={area.id}
          testId={`booth-area-${area.code}`}
          label={`${area.name} (${area.code})`}
          value={format.euro(area.price)}
        />
      ))}
    </InfoCard>
  );
}
