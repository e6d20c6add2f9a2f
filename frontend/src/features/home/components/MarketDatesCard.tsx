import EventIcon from '@mui/icons-material/Event';
import Typography from '@mui/material/Typography';
import type { MarketSettingsDto } from '@standl/contracts';
import { formatOpeningHours } from '../../../lib/format';
import { marketPeriods } from '../../market';
import { InfoCard, InfoRow } from './InfoCard';

/**
 * The market's dates and hours. `settings` is undefined when they could not be loaded: then the
 * spec's fallback dates are shown. While they load, a loading line stands in for the rows.
 */
export function MarketDatesCard({
  settings,
  loading = false,
}: {
  settings: MarketSettingsDto | undefined;
  loading?: boolean;
}) {
  if (loading) {
    return (
      <InfoCard icon={<EventIcon />} title="Termine & Öffnungszeiten">
        <Typography variant="body2" color="text.secondary">
          Lade Termine...
        </Typography>
      </InfoCard>
    );
  }

  const periods = marketPeriods(settings);
  const rows = [
    {
      label: 'Marktzeitraum',
      value: periods.market,
    },
    {
      label: 'Öffnungszeiten',
      value: formatOpeningHours(settings?.dailyOpenTime, settings?.dailyCloseTime),
    },
    {
      label: 'Aufbau',
      value: periods.setup,
    },
    {
      label: 'Abbau',
      value: periods.teardown,
    },
  ];

  return (
    <InfoCard icon={<EventIcon />} title="Termine & Öffnungszeiten">
      {rows.map((row) => (
        <InfoRow key={row.label} label={row.label} value={row.value} />
      ))}
    </InfoCard>
  );
}
