import EventIcon from '@mui/icons-material/Event';
import type { MarketSettingsDto } from '@standl/contracts';
import { formatOpeningHours } from '../../../lib/format';
import { marketPeriods } from '../../market/market-periods';
import { InfoCard, InfoRow } from './InfoCard';

export function MarketDatesCard({ settings }: { settings: MarketSettingsDto | undefined }) {
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
